from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CourtPieceCardTricks")


@_attrs_define
class CourtPieceCardTricks:
    """A legal card of the player to move and what it is worth.

    Attributes:
        card (str):  Example: Qd.
        tricks (int): The caller's party's tricks out of thirteen after this card, best play after it (on a
            heap, the tricks it collects).
        tens (int | Unset): Under `count: tens` only: the tens the caller's party collects of four after this
            card, best play for the tens after it.
    """

    card: str
    tricks: int
    tens: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        tricks = self.tricks

        tens = self.tens

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "tricks": tricks,
            }
        )
        if tens is not UNSET:
            field_dict["tens"] = tens

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        tricks = d.pop("tricks")

        tens = d.pop("tens", UNSET)

        court_piece_card_tricks = cls(
            card=card,
            tricks=tricks,
            tens=tens,
        )

        court_piece_card_tricks.additional_properties = d
        return court_piece_card_tricks

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
