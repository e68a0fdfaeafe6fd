from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.chor_voli_combination_result import ChorVoliCombinationResult


T = TypeVar("T", bound="ChorVoliEvaluateResponse")


@_attrs_define
class ChorVoliEvaluateResponse:
    """One result per combination, in the order given.

    Attributes:
        results (list[ChorVoliCombinationResult]): One per combination, in the order given.
    """

    results: list[ChorVoliCombinationResult]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "results": results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_combination_result import ChorVoliCombinationResult  # noqa: PLC0415

        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = ChorVoliCombinationResult.from_dict(results_item_data)

            results.append(results_item)

        chor_voli_evaluate_response = cls(
            results=results,
        )

        chor_voli_evaluate_response.additional_properties = d
        return chor_voli_evaluate_response

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
