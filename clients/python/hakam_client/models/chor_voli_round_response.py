from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.chor_voli_play_result import ChorVoliPlayResult


T = TypeVar("T", bound="ChorVoliRoundResponse")


@_attrs_define
class ChorVoliRoundResponse:
    """Who wins the round.

    Attributes:
        winner (int): The winning player's seat.
        plays (list[ChorVoliPlayResult]): The plays in the order shown, evaluated.
    """

    winner: int
    plays: list[ChorVoliPlayResult]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        winner = self.winner

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "winner": winner,
                "plays": plays,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_play_result import ChorVoliPlayResult  # noqa: PLC0415

        d = dict(src_dict)
        winner = d.pop("winner")

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = ChorVoliPlayResult.from_dict(plays_item_data)

            plays.append(plays_item)

        chor_voli_round_response = cls(
            winner=winner,
            plays=plays,
        )

        chor_voli_round_response.additional_properties = d
        return chor_voli_round_response

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
