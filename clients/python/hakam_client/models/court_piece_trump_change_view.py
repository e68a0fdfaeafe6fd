from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.suit_letter import SuitLetter

T = TypeVar("T", bound="CourtPieceTrumpChangeView")


@_attrs_define
class CourtPieceTrumpChangeView:
    """A trump change made: as the request sent it, with the suit the caller had named.

    Attributes:
        player (int): The player of the party opposite the caller who changed trumps.
        trump (SuitLetter): A suit in a response: `c` clubs, `d` diamonds, `h` hearts, `s` spades.
        called (SuitLetter): A suit in a response: `c` clubs, `d` diamonds, `h` hearts, `s` spades.
    """

    player: int
    trump: SuitLetter
    called: SuitLetter
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        trump = self.trump.value

        called = self.called.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "trump": trump,
                "called": called,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        trump = SuitLetter(d.pop("trump"))

        called = SuitLetter(d.pop("called"))

        court_piece_trump_change_view = cls(
            player=player,
            trump=trump,
            called=called,
        )

        court_piece_trump_change_view.additional_properties = d
        return court_piece_trump_change_view

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
