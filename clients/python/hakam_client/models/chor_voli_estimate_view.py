from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ChorVoliEstimateView")


@_attrs_define
class ChorVoliEstimateView:
    """An estimate from the samples.

    Attributes:
        mean (float):
        ci95 (list[float]): The 95 % confidence interval, low then high.
    """

    mean: float
    ci95: list[float]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mean = self.mean

        ci95 = self.ci95

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mean": mean,
                "ci95": ci95,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mean = d.pop("mean")

        ci95 = cast(list[float], d.pop("ci95"))

        chor_voli_estimate_view = cls(
            mean=mean,
            ci95=ci95,
        )

        chor_voli_estimate_view.additional_properties = d
        return chor_voli_estimate_view

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
