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
        kind (CourtPieceScoringKindName): The kind of scoring: `points`, `kots` or `sars`.
        target (int | None): The score that ends a game, `null` for none.
        win (int | None | Unset): `points` only.
        kot (int | None | Unset): `points` only.
        kot_against_caller (int | None | Unset): `points` only.
        bavney (int | None | Unset): `points` and `kots`.
        goon_kot (int | None | Unset): `kots` only.
        streak (int | None | Unset): `kots` only: present, and `null` when there are no streaks.
    """

    kind: CourtPieceScoringKindName
    target: int | None
    win: int | None | Unset = UNSET
    kot: int | None | Unset = UNSET
    kot_against_caller: int | None | Unset = UNSET
    bavney: int | None | Unset = UNSET
    goon_kot: int | None | Unset = UNSET
    streak: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        target: int | None
        target = self.target

        win: int | None | Unset
        if isinstance(self.win, Unset):
            win = UNSET
        else:
            win = self.win

        kot: int | None | Unset
        if isinstance(self.kot, Unset):
            kot = UNSET
        else:
            kot = self.kot

        kot_against_caller: int | None | Unset
        if isinstance(self.kot_against_caller, Unset):
            kot_against_caller = UNSET
        else:
            kot_against_caller = self.kot_against_caller

        bavney: int | None | Unset
        if isinstance(self.bavney, Unset):
            bavney = UNSET
        else:
            bavney = self.bavney

        goon_kot: int | None | Unset
        if isinstance(self.goon_kot, Unset):
            goon_kot = UNSET
        else:
            goon_kot = self.goon_kot

        streak: int | None | Unset
        if isinstance(self.streak, Unset):
            streak = UNSET
        else:
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

        def _parse_win(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        win = _parse_win(d.pop("win", UNSET))

        def _parse_kot(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        kot = _parse_kot(d.pop("kot", UNSET))

        def _parse_kot_against_caller(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        kot_against_caller = _parse_kot_against_caller(d.pop("kot_against_caller", UNSET))

        def _parse_bavney(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bavney = _parse_bavney(d.pop("bavney", UNSET))

        def _parse_goon_kot(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        goon_kot = _parse_goon_kot(d.pop("goon_kot", UNSET))

        def _parse_streak(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        streak = _parse_streak(d.pop("streak", UNSET))

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
