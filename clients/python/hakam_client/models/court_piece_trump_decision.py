from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.court_piece_trump_decision_kind import CourtPieceTrumpDecisionKind
from ..models.suit_letter import SuitLetter

T = TypeVar("T", bound="CourtPieceTrumpDecision")


@_attrs_define
class CourtPieceTrumpDecision:
    """`"kind": "trump"`: the trump suit named, as `trump`.

    Attributes:
        kind (CourtPieceTrumpDecisionKind): A trump decision's kind: `trump`.
        suit (SuitLetter): A suit in a response: `c` clubs, `d` diamonds, `h` hearts, `s` spades.
    """

    kind: CourtPieceTrumpDecisionKind
    suit: SuitLetter
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        suit = self.suit.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "suit": suit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = CourtPieceTrumpDecisionKind(d.pop("kind"))

        suit = SuitLetter(d.pop("suit"))

        court_piece_trump_decision = cls(
            kind=kind,
            suit=suit,
        )

        court_piece_trump_decision.additional_properties = d
        return court_piece_trump_decision

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
