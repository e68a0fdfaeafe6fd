from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.chor_voli_score_view import ChorVoliScoreView


T = TypeVar("T", bound="ChorVoliSuggestionView")


@_attrs_define
class ChorVoliSuggestionView:
    """One suggested partition.

    Attributes:
        combinations (list[list[str]]): The combinations in play order, strongest first, each in canonical card order.
        discards (list[str]): The rest of the hand, high first.
        score (ChorVoliScoreView): How good a partition is: more combinations first, then the strongest weakest
            combination, then the strongest next-weakest, and so on.
        explanation (str): Why this partition ranks where it does, for people.
    """

    combinations: list[list[str]]
    discards: list[str]
    score: ChorVoliScoreView
    explanation: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combinations = []
        for combinations_item_data in self.combinations:
            combinations_item = combinations_item_data

            combinations.append(combinations_item)

        discards = self.discards

        score = self.score.to_dict()

        explanation = self.explanation

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combinations": combinations,
                "discards": discards,
                "score": score,
                "explanation": explanation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_score_view import ChorVoliScoreView  # noqa: PLC0415

        d = dict(src_dict)
        combinations = []
        _combinations = d.pop("combinations")
        for combinations_item_data in _combinations:
            combinations_item = cast(list[str], combinations_item_data)

            combinations.append(combinations_item)

        discards = cast(list[str], d.pop("discards"))

        score = ChorVoliScoreView.from_dict(d.pop("score"))

        explanation = d.pop("explanation")

        chor_voli_suggestion_view = cls(
            combinations=combinations,
            discards=discards,
            score=score,
            explanation=explanation,
        )

        chor_voli_suggestion_view.additional_properties = d
        return chor_voli_suggestion_view

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
