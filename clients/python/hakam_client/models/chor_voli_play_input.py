from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChorVoliPlayInput")


@_attrs_define
class ChorVoliPlayInput:
    """One player's play in a round.

    Attributes:
        player (int): The player's seat, 0 to players − 1.
        combination (list[str]):
    """

    player: int
    combination: list[str]

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        combination = self.combination

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "combination": combination,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        combination = cast(list[str], d.pop("combination"))

        chor_voli_play_input = cls(
            player=player,
            combination=combination,
        )

        return chor_voli_play_input
