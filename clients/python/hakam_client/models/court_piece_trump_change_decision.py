from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.court_piece_trump_change_decision_kind import CourtPieceTrumpChangeDecisionKind
from ..models.suit_letter import SuitLetter

T = TypeVar("T", bound="CourtPieceTrumpChangeDecision")


@_attrs_define
class CourtPieceTrumpChangeDecision:
    """`"kind": "trump_change"`: under `trump_change`, once trumps are named and before the first
    lead, a player of the party opposite the caller names another suit (`"trump_change":
    {"player", "trump"}` in the request). Its party must then win each of the first seven
    tricks (a kot), else the caller's party scores one.

        Attributes:
            kind (CourtPieceTrumpChangeDecisionKind): A trump change decision's kind: `trump_change`.
            player (int): The seat advised.
            trump (SuitLetter): A suit in a response: `c` clubs, `d` diamonds, `h` hearts, `s` spades.
    """

    kind: CourtPieceTrumpChangeDecisionKind
    player: int
    trump: SuitLetter
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        player = self.player

        trump = self.trump.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "player": player,
                "trump": trump,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = CourtPieceTrumpChangeDecisionKind(d.pop("kind"))

        player = d.pop("player")

        trump = SuitLetter(d.pop("trump"))

        court_piece_trump_change_decision = cls(
            kind=kind,
            player=player,
            trump=trump,
        )

        court_piece_trump_change_decision.additional_properties = d
        return court_piece_trump_change_decision

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
