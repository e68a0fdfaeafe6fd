from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.chor_voli_combination_result import ChorVoliCombinationResult


T = TypeVar("T", bound="ChorVoliPlayResult")


@_attrs_define
class ChorVoliPlayResult:
    """A play with its evaluated combination.

    Attributes:
        player (int): The seat of the player who showed it.
        combination (ChorVoliCombinationResult): A combination result: a valid one has `category`, `strength` and
            `name`; an invalid one
            has none of them, its cards in the order given, and `reason`. Example: {'cards': ['Ah', 'Kh', 'Qh'], 'category':
            'straight-flush', 'name': 'straight flush, A-K-Q', 'strength': 4012, 'valid': True}.
    """

    player: int
    combination: ChorVoliCombinationResult
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        combination = self.combination.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "combination": combination,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_combination_result import ChorVoliCombinationResult  # noqa: PLC0415

        d = dict(src_dict)
        player = d.pop("player")

        combination = ChorVoliCombinationResult.from_dict(d.pop("combination"))

        chor_voli_play_result = cls(
            player=player,
            combination=combination,
        )

        chor_voli_play_result.additional_properties = d
        return chor_voli_play_result

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
