from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.chor_voli_category_name import ChorVoliCategoryName
from ..types import UNSET, Unset

T = TypeVar("T", bound="ChorVoliCombinationResult")


@_attrs_define
class ChorVoliCombinationResult:
    """A combination result: a valid one has `category`, `strength` and `name`; an invalid one
    has none of them, its cards in the order given, and `reason`.

        Example:
            {'cards': ['Ah', 'Kh', 'Qh'], 'category': 'straight-flush', 'name': 'straight flush, A-K-Q', 'strength': 4012,
                'valid': True}

        Attributes:
            cards (list[str]): Canonical cards, ordered as the combination ranks: runs as the run reads (A-K-Q, 3-2-A,
                5-3-2), flush and unrelated high to low, three of a kind by suit s, h, d, c.
            valid (bool): Whether the three cards are a combination.
            category (ChorVoliCategoryName | Unset): A combination's category.
            strength (int | Unset): 1000 × category level (unrelated 1 … three of a kind 5) + place within the category
                counted from 1 for the weakest. Equal for equal combinations, higher for stronger,
                the same in every request under the same `trips_high` and `straights`.
            name (str | Unset): A readable name, e.g. `straight, 3-2-A`.
            reason (str | Unset): Why an invalid combination is not one.
    """

    cards: list[str]
    valid: bool
    category: ChorVoliCategoryName | Unset = UNSET
    strength: int | Unset = UNSET
    name: str | Unset = UNSET
    reason: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        valid = self.valid

        category: str | Unset = UNSET
        if not isinstance(self.category, Unset):
            category = self.category.value

        strength = self.strength

        name = self.name

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "valid": valid,
            }
        )
        if category is not UNSET:
            field_dict["category"] = category
        if strength is not UNSET:
            field_dict["strength"] = strength
        if name is not UNSET:
            field_dict["name"] = name
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        valid = d.pop("valid")

        _category = d.pop("category", UNSET)
        category: ChorVoliCategoryName | Unset
        if isinstance(_category, Unset):
            category = UNSET
        else:
            category = ChorVoliCategoryName(_category)

        strength = d.pop("strength", UNSET)

        name = d.pop("name", UNSET)

        reason = d.pop("reason", UNSET)

        chor_voli_combination_result = cls(
            cards=cards,
            valid=valid,
            category=category,
            strength=strength,
            name=name,
            reason=reason,
        )

        chor_voli_combination_result.additional_properties = d
        return chor_voli_combination_result

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
