from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ChorVoliScoreView")


@_attrs_define
class ChorVoliScoreView:
    """How good a partition is: more combinations first, then the strongest weakest
    combination, then the strongest next-weakest, and so on.

        Attributes:
            combinations (int): How many combinations the partition keeps.
            strengths_weakest_first (list[int]): The strengths of the combinations, weakest first; compared element by
                element.
    """

    combinations: int
    strengths_weakest_first: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combinations = self.combinations

        strengths_weakest_first = self.strengths_weakest_first

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combinations": combinations,
                "strengths_weakest_first": strengths_weakest_first,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combinations = d.pop("combinations")

        strengths_weakest_first = cast(list[int], d.pop("strengths_weakest_first"))

        chor_voli_score_view = cls(
            combinations=combinations,
            strengths_weakest_first=strengths_weakest_first,
        )

        chor_voli_score_view.additional_properties = d
        return chor_voli_score_view

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
