from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.court_piece_scoring_kind_name import CourtPieceScoringKindName
from ..types import UNSET, Unset

T = TypeVar("T", bound="CourtPieceScoringView")


@_attrs_define
class CourtPieceScoringView:
    """The scoring of a resolved rule set: every number of its kind.

    Attributes:
        kind (CourtPieceScoringKindName): The kind of scoring: `points`, `kots`, `sars` or `bid` (the winner of a bid
            deal scores
            the bid).
        target (int | None): The score that ends a game, `null` for none.
        win (int | Unset): `points` only.
        kot (int | Unset): `points` only.
        kot_against_caller (int | Unset): `points` only.
        bavney (int | Unset): `points` and `kots`.
        goon_kot (int | Unset): `kots` only.
        streak (int | Unset): `kots` only: present, and `null` when there are no streaks.
    """

    kind: CourtPieceScoringKindName
    target: int | None
    win: int | Unset = UNSET
    kot: int | Unset = UNSET
    kot_against_caller: int | Unset = UNSET
    bavney: int | Unset = UNSET
    goon_kot: int | Unset = UNSET
    streak: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        target: int | None
        target = self.target

        win = self.win

        kot = self.kot

        kot_against_caller = self.kot_against_caller

        bavney = self.bavney

        goon_kot = self.goon_kot

        streak = self.streak

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "target": target,
            }
        )
        if win is not UNSET:
            field_dict["win"] = win
        if kot is not UNSET:
            field_dict["kot"] = kot
        if kot_against_caller is not UNSET:
            field_dict["kot_against_caller"] = kot_against_caller
        if bavney is not UNSET:
            field_dict["bavney"] = bavney
        if goon_kot is not UNSET:
            field_dict["goon_kot"] = goon_kot
        if streak is not UNSET:
            field_dict["streak"] = streak

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = CourtPieceScoringKindName(d.pop("kind"))

        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))

        win = d.pop("win", UNSET)

        kot = d.pop("kot", UNSET)

        kot_against_caller = d.pop("kot_against_caller", UNSET)

        bavney = d.pop("bavney", UNSET)

        goon_kot = d.pop("goon_kot", UNSET)

        streak = d.pop("streak", UNSET)

        court_piece_scoring_view = cls(
            kind=kind,
            target=target,
            win=win,
            kot=kot,
            kot_against_caller=kot_against_caller,
            bavney=bavney,
            goon_kot=goon_kot,
            streak=streak,
        )

        court_piece_scoring_view.additional_properties = d
        return court_piece_scoring_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
