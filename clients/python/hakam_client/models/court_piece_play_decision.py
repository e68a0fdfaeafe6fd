from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.court_piece_play_decision_kind import CourtPiecePlayDecisionKind

T = TypeVar("T", bound="CourtPiecePlayDecision")


@_attrs_define
class CourtPiecePlayDecision:
    """`"kind": "play"`: a card, appended to `plays`.

    Attributes:
        kind (CourtPiecePlayDecisionKind): A play decision's kind: `play`.
        card (str):  Example: Qd.
    """

    kind: CourtPiecePlayDecisionKind
    card: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        card = self.card

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = CourtPiecePlayDecisionKind(d.pop("kind"))

        card = d.pop("card")

        court_piece_play_decision = cls(
            kind=kind,
            card=card,
        )

        court_piece_play_decision.additional_properties = d
        return court_piece_play_decision

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
