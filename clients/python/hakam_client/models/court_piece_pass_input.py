from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="CourtPiecePassInput")


@_attrs_define
class CourtPiecePassInput:
    """One of Satat's passes after a kot.

    Attributes:
        player (int): A player of the party that lost the kot.
        cards (list[str]): The cards passed to the player before them (one; two after a bavney).
        returned (list[str]): The cards that player passes back (as many).
    """

    player: int
    cards: list[str]
    returned: list[str]

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        cards = self.cards

        returned = self.returned

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "cards": cards,
                "returned": returned,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        cards = cast(list[str], d.pop("cards"))

        returned = cast(list[str], d.pop("returned"))

        court_piece_pass_input = cls(
            player=player,
            cards=cards,
            returned=returned,
        )

        return court_piece_pass_input
