from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.court_piece_stop_decision_kind import CourtPieceStopDecisionKind

T = TypeVar("T", bound="CourtPieceStopDecision")


@_attrs_define
class CourtPieceStopDecision:
    """`"kind": "stop"`: after a kot (the first seven tricks to one party), not playing on: no
    further card is sent and the deal ends at the kot. Leading an eighth card instead is the
    call to play on for a bavney (a `play` decision).

        Attributes:
            kind (CourtPieceStopDecisionKind): A stop decision's kind: `stop`.
    """

    kind: CourtPieceStopDecisionKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = CourtPieceStopDecisionKind(d.pop("kind"))

        court_piece_stop_decision = cls(
            kind=kind,
        )

        court_piece_stop_decision.additional_properties = d
        return court_piece_stop_decision

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
