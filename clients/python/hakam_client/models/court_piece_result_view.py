from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.court_piece_result_kind_name import CourtPieceResultKindName

T = TypeVar("T", bound="CourtPieceResultView")


@_attrs_define
class CourtPieceResultView:
    """The result of a finished deal.

    Attributes:
        winner (int | None): The winning party (a seat with 2 or 3 players); `null` for a redeal.
        kind (CourtPieceResultKindName): How a deal ended: a `win`; a `kot` (the first seven tricks, all thirteen
            collected on a
            heap, or all four tens); `bavney` (all thirteen, playing on after a kot); `goon-kot` (all
            thirteen collected by the party against the caller); or `redeal` (called off, nobody
            scores).
        against_caller (bool): Whether the winning party is not the caller's; with `bidding` (Dabba Rang), not the
            chooser's (the highest bidder, `chooser`): true when the bidder's party loses.
        points (list[int]): The deal's own points, per party (per seat under `sars` scoring).
    """

    winner: int | None
    kind: CourtPieceResultKindName
    against_caller: bool
    points: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        winner: int | None
        winner = self.winner

        kind = self.kind.value

        against_caller = self.against_caller

        points = self.points

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "winner": winner,
                "kind": kind,
                "against_caller": against_caller,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        kind = CourtPieceResultKindName(d.pop("kind"))

        against_caller = d.pop("against_caller")

        points = cast(list[int], d.pop("points"))

        court_piece_result_view = cls(
            winner=winner,
            kind=kind,
            against_caller=against_caller,
            points=points,
        )

        court_piece_result_view.additional_properties = d
        return court_piece_result_view

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
