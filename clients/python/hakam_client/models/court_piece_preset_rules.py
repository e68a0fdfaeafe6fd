from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.court_piece_preset_name import CourtPiecePresetName

if TYPE_CHECKING:
    from ..models.court_piece_rules_view import CourtPieceRulesView


T = TypeVar("T", bound="CourtPiecePresetRules")


@_attrs_define
class CourtPiecePresetRules:
    """A preset and its rules with every field resolved.

    Attributes:
        preset (CourtPiecePresetName): A named starting rule set, each told in the rules:
            [`court-piece`](/rules/court-piece#court-piece), [`hokm`](/rules/court-piece#hokm),
            [`troefcall`](/rules/court-piece#troefcall), [`satat`](/rules/court-piece#satat),
            [`double-sar`](/rules/court-piece#double-sar),
            [`dehla-pakad`](/rules/court-piece#dehla-pakad), [`be-ranga`](/rules/court-piece#be-ranga),
            [`dummy-rang`](/rules/court-piece#dummy-rang), [`hokm-3`](/rules/court-piece#hokm-3),
            [`hokm-2`](/rules/court-piece#hokm-2), [`trup-kasiet`](/rules/court-piece#trup-kasiet),
            [`dabba-rang`](/rules/court-piece#dabba-rang).
        rules (CourtPieceRulesView): A rule set with every field resolved; fields that do not apply are `null`.
        advised (bool): Whether `deals/advise` covers these rules as they stand: the trump call (or a redeal
            on the first five), the cards and playing on after a kot, advised from a seat's view.
            Where it is `false`, `deals/advise` answers 422 `NOT_ANALYSABLE`; a rule overridden
            may change it (`docs/analysis.md`).
    """

    preset: CourtPiecePresetName
    rules: CourtPieceRulesView
    advised: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        preset = self.preset.value

        rules = self.rules.to_dict()

        advised = self.advised

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "preset": preset,
                "rules": rules,
                "advised": advised,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_rules_view import CourtPieceRulesView  # noqa: PLC0415

        d = dict(src_dict)
        preset = CourtPiecePresetName(d.pop("preset"))

        rules = CourtPieceRulesView.from_dict(d.pop("rules"))

        advised = d.pop("advised")

        court_piece_preset_rules = cls(
            preset=preset,
            rules=rules,
            advised=advised,
        )

        court_piece_preset_rules.additional_properties = d
        return court_piece_preset_rules

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
