from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CourtPiecePassView")


@_attrs_define
class CourtPiecePassView:
    """One of Satat's passes made: as the request sent it.

    Attributes:
        player (int): The player of the party that lost the kot who passed `cards`.
        cards (list[str]): The cards it passed to the player before it.
        returned (list[str]): The cards that player passed back.
    """

    player: int
    cards: list[str]
    returned: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        cards = self.cards

        returned = self.returned

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        court_piece_pass_view = cls(
            player=player,
            cards=cards,
            returned=returned,
        )

        court_piece_pass_view.additional_properties = d
        return court_piece_pass_view

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
