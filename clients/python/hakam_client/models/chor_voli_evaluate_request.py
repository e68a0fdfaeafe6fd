from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chor_voli_rules_input import ChorVoliRulesInput


T = TypeVar("T", bound="ChorVoliEvaluateRequest")


@_attrs_define
class ChorVoliEvaluateRequest:
    """Combinations to evaluate.

    Example:
        {'combinations': [['Ah', 'Kh', 'Qh'], ['2c', '2d', '2h'], ['7h', '7c', 'Kd']]}

    Attributes:
        combinations (list[list[str]]): 1 to 10 000 entries, each three distinct cards (the default bound, which the
            schema
            states; a service run with `HAKAM_CHOR_VOLI_MAX_COMBINATIONS` has its own).
        rules (ChorVoliRulesInput | None | Unset):
    """

    combinations: list[list[str]]
    rules: ChorVoliRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.chor_voli_rules_input import ChorVoliRulesInput  # noqa: PLC0415

        combinations = []
        for combinations_item_data in self.combinations:
            combinations_item = combinations_item_data

            combinations.append(combinations_item)

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, ChorVoliRulesInput):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "combinations": combinations,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_rules_input import ChorVoliRulesInput  # noqa: PLC0415

        d = dict(src_dict)
        combinations = []
        _combinations = d.pop("combinations")
        for combinations_item_data in _combinations:
            combinations_item = cast(list[str], combinations_item_data)

            combinations.append(combinations_item)

        def _parse_rules(data: object) -> ChorVoliRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = ChorVoliRulesInput.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChorVoliRulesInput | None | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        chor_voli_evaluate_request = cls(
            combinations=combinations,
            rules=rules,
        )

        return chor_voli_evaluate_request
