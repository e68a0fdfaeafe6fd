from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CourtPieceSeatViewPlay")


@_attrs_define
class CourtPieceSeatViewPlay:
    """A card played and its player.

    Attributes:
        player (int):
        card (str): A card: rank 2-9, T or 10, J, Q, K, A, then suit c d h s or ♣ ♦ ♥ ♠, letters in either case, nothing
            else. Responses use the canonical form, e.g. `Td`.
    """

    player: int
    card: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        card = self.card

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        card = d.pop("card")

        court_piece_seat_view_play = cls(
            player=player,
            card=card,
        )

        court_piece_seat_view_play.additional_properties = d
        return court_piece_seat_view_play

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
