from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.suit_letter import SuitLetter
from ..types import UNSET, Unset

T = TypeVar("T", bound="CourtPieceTrickResponse")


@_attrs_define
class CourtPieceTrickResponse:
    """Who wins the trick.

    Example:
        {'led_suit': 'd', 'winner': 2, 'winning_card': 'Ks'}

    Attributes:
        winner (int): The winner's seat.
        winning_card (str): A card: rank 2-9, T or 10, J, Q, K, A, then suit c d h s or ♣ ♦ ♥ ♠, letters in either case,
            nothing else. Responses use the canonical form, e.g. `Td`.
        led_suit (SuitLetter): A suit in a response: `c` clubs, `d` diamonds, `h` hearts, `s` spades.
        trump_set (SuitLetter | Unset): A suit in a response: `c` clubs, `d` diamonds, `h` hearts, `s` spades.
    """

    winner: int
    winning_card: str
    led_suit: SuitLetter
    trump_set: SuitLetter | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        winner = self.winner

        winning_card = self.winning_card

        led_suit = self.led_suit.value

        trump_set: str | Unset = UNSET
        if not isinstance(self.trump_set, Unset):
            trump_set = self.trump_set.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "winner": winner,
                "winning_card": winning_card,
                "led_suit": led_suit,
            }
        )
        if trump_set is not UNSET:
            field_dict["trump_set"] = trump_set

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winner = d.pop("winner")

        winning_card = d.pop("winning_card")

        led_suit = SuitLetter(d.pop("led_suit"))

        _trump_set = d.pop("trump_set", UNSET)
        trump_set: SuitLetter | Unset
        if isinstance(_trump_set, Unset):
            trump_set = UNSET
        else:
            trump_set = SuitLetter(_trump_set)

        court_piece_trick_response = cls(
            winner=winner,
            winning_card=winning_card,
            led_suit=led_suit,
            trump_set=trump_set,
        )

        court_piece_trick_response.additional_properties = d
        return court_piece_trick_response

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
