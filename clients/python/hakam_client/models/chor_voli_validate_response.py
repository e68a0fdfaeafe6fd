from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.chor_voli_combination_result import ChorVoliCombinationResult
    from ..models.chor_voli_violation_view import ChorVoliViolationView


T = TypeVar("T", bound="ChorVoliValidateResponse")


@_attrs_define
class ChorVoliValidateResponse:
    """The judgement of a partition.

    Attributes:
        valid (bool): Whether the partition breaks no rule (warnings allowed).
        violations (list[ChorVoliViolationView]): Every broken rule.
        warnings (list[ChorVoliViolationView]): `FEWER_THAN_POSSIBLE` when `must_maximize` is off.
        combinations (list[ChorVoliCombinationResult]): One result per submitted combination, in the order submitted.
        discards (list[str]): The cards of the hand outside every combination, high first.
        max_combinations (int): The most combinations this hand allows (never above the rules' cap).
    """

    valid: bool
    violations: list[ChorVoliViolationView]
    warnings: list[ChorVoliViolationView]
    combinations: list[ChorVoliCombinationResult]
    discards: list[str]
    max_combinations: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        valid = self.valid

        violations = []
        for violations_item_data in self.violations:
            violations_item = violations_item_data.to_dict()
            violations.append(violations_item)

        warnings = []
        for warnings_item_data in self.warnings:
            warnings_item = warnings_item_data.to_dict()
            warnings.append(warnings_item)

        combinations = []
        for combinations_item_data in self.combinations:
            combinations_item = combinations_item_data.to_dict()
            combinations.append(combinations_item)

        discards = self.discards

        max_combinations = self.max_combinations

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "valid": valid,
                "violations": violations,
                "warnings": warnings,
                "combinations": combinations,
                "discards": discards,
                "max_combinations": max_combinations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_combination_result import ChorVoliCombinationResult  # noqa: PLC0415
        from ..models.chor_voli_violation_view import ChorVoliViolationView  # noqa: PLC0415

        d = dict(src_dict)
        valid = d.pop("valid")

        violations = []
        _violations = d.pop("violations")
        for violations_item_data in _violations:
            violations_item = ChorVoliViolationView.from_dict(violations_item_data)

            violations.append(violations_item)

        warnings = []
        _warnings = d.pop("warnings")
        for warnings_item_data in _warnings:
            warnings_item = ChorVoliViolationView.from_dict(warnings_item_data)

            warnings.append(warnings_item)

        combinations = []
        _combinations = d.pop("combinations")
        for combinations_item_data in _combinations:
            combinations_item = ChorVoliCombinationResult.from_dict(combinations_item_data)

            combinations.append(combinations_item)

        discards = cast(list[str], d.pop("discards"))

        max_combinations = d.pop("max_combinations")

        chor_voli_validate_response = cls(
            valid=valid,
            violations=violations,
            warnings=warnings,
            combinations=combinations,
            discards=discards,
            max_combinations=max_combinations,
        )

        chor_voli_validate_response.additional_properties = d
        return chor_voli_validate_response

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
