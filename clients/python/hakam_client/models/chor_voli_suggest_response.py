from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.chor_voli_suggestion_view import ChorVoliSuggestionView


T = TypeVar("T", bound="ChorVoliSuggestResponse")


@_attrs_define
class ChorVoliSuggestResponse:
    """The best partitions of a hand.

    Attributes:
        max_combinations (int): The most combinations this hand allows.
        suggestions (list[ChorVoliSuggestionView]): Distinct legal partitions, best first.
        complete (bool): False when the search budget ran out: the suggestions are then the best found.
    """

    max_combinations: int
    suggestions: list[ChorVoliSuggestionView]
    complete: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        max_combinations = self.max_combinations

        suggestions = []
        for suggestions_item_data in self.suggestions:
            suggestions_item = suggestions_item_data.to_dict()
            suggestions.append(suggestions_item)

        complete = self.complete

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "max_combinations": max_combinations,
                "suggestions": suggestions,
                "complete": complete,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_suggestion_view import ChorVoliSuggestionView  # noqa: PLC0415

        d = dict(src_dict)
        max_combinations = d.pop("max_combinations")

        suggestions = []
        _suggestions = d.pop("suggestions")
        for suggestions_item_data in _suggestions:
            suggestions_item = ChorVoliSuggestionView.from_dict(suggestions_item_data)

            suggestions.append(suggestions_item)

        complete = d.pop("complete")

        chor_voli_suggest_response = cls(
            max_combinations=max_combinations,
            suggestions=suggestions,
            complete=complete,
        )

        chor_voli_suggest_response.additional_properties = d
        return chor_voli_suggest_response

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
