from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CourtPieceTrickPlay")


@_attrs_define
class CourtPieceTrickPlay:
    """One card played to a trick.

    Attributes:
        player (int): The player's seat, 0 to players − 1.
        card (str): A card: rank 2-9, T or 10, J, Q, K, A, then suit c d h s or ♣ ♦ ♥ ♠, letters in either case, nothing
            else. Responses use the canonical form, e.g. `Td`.
    """

    player: int
    card: str

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        card = self.card

        field_dict: dict[str, Any] = {}

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

        court_piece_trick_play = cls(
            player=player,
            card=card,
        )

        return court_piece_trick_play
