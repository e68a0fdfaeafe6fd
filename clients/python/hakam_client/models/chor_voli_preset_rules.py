from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.chor_voli_preset_name import ChorVoliPresetName

if TYPE_CHECKING:
    from ..models.chor_voli_rules_view import ChorVoliRulesView


T = TypeVar("T", bound="ChorVoliPresetRules")


@_attrs_define
class ChorVoliPresetRules:
    """A preset and its rules with every field resolved.

    Attributes:
        preset (ChorVoliPresetName): A named starting rule set: `chor-voli`, `ramchi-3`, `ramchi-3-pool` or `ramchi-4`,
            each told in
            [the rules](/rules/chor-voli#presets).
        rules (ChorVoliRulesView): A rule set with every field resolved.
    """

    preset: ChorVoliPresetName
    rules: ChorVoliRulesView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        preset = self.preset.value

        rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "preset": preset,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_rules_view import ChorVoliRulesView  # noqa: PLC0415

        d = dict(src_dict)
        preset = ChorVoliPresetName(d.pop("preset"))

        rules = ChorVoliRulesView.from_dict(d.pop("rules"))

        chor_voli_preset_rules = cls(
            preset=preset,
            rules=rules,
        )

        chor_voli_preset_rules.additional_properties = d
        return chor_voli_preset_rules

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
