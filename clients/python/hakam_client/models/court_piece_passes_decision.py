from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.court_piece_passes_decision_kind import CourtPiecePassesDecisionKind

T = TypeVar("T", bound="CourtPiecePassesDecision")


@_attrs_define
class CourtPiecePassesDecision:
    """`"kind": "passes"`: Satat's passes after a kot, the seat's own side of them. A player of the
    party that lost the kot passes `cards` to the player before it (its entry of `passes`,
    `{"player": seat, "cards": …}`); the player before a loser passes `cards` back (that
    loser's entry's `returned`). The four seats decide at once: each entry needs both sides.

        Attributes:
            kind (CourtPiecePassesDecisionKind): A passes decision's kind: `passes`.
            cards (list[str]):  Example: ['As'].
    """

    kind: CourtPiecePassesDecisionKind
    cards: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        cards = self.cards

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = CourtPiecePassesDecisionKind(d.pop("kind"))

        cards = cast(list[str], d.pop("cards"))

        court_piece_passes_decision = cls(
            kind=kind,
            cards=cards,
        )

        court_piece_passes_decision.additional_properties = d
        return court_piece_passes_decision

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
