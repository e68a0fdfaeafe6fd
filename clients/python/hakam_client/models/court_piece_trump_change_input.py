from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CourtPieceTrumpChangeInput")


@_attrs_define
class CourtPieceTrumpChangeInput:
    """A trump change by a player of the party opposite the caller (option `trump_change`).

    Attributes:
        player (int):
        trump (str): A suit: `c d h s` in either case, or `♣ ♦ ♥ ♠`. Responses use the lowercase letter.
    """

    player: int
    trump: str

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        trump = self.trump

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "trump": trump,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        trump = d.pop("trump")

        court_piece_trump_change_input = cls(
            player=player,
            trump=trump,
        )

        return court_piece_trump_change_input
