from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CourtPieceSeatViewTrumpChange")


@_attrs_define
class CourtPieceSeatViewTrumpChange:
    """The trump change of a [`SeatViewInput`].

    Attributes:
        player (int): The player who changed trumps.
        trump (str): A suit: `c d h s` in either case, or `♣ ♦ ♥ ♠`. Responses use the lowercase letter.
        called (str): A suit: `c d h s` in either case, or `♣ ♦ ♥ ♠`. Responses use the lowercase letter.
    """

    player: int
    trump: str
    called: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        trump = self.trump

        called = self.called

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

        trump = d.pop("trump")

        called = d.pop("called")

        court_piece_seat_view_trump_change = cls(
            player=player,
            trump=trump,
            called=called,
        )

        court_piece_seat_view_trump_change.additional_properties = d
        return court_piece_seat_view_trump_change

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
