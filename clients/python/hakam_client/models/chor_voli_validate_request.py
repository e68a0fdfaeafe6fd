from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chor_voli_rules_input import ChorVoliRulesInput


T = TypeVar("T", bound="ChorVoliValidateRequest")


@_attrs_define
class ChorVoliValidateRequest:
    """A partition to judge.

    Example:
        {'combinations': [['7c', '7d', '7s'], ['Ah', 'Kh', 'Qh'], ['Js', 'Td', '9c'], ['5h', '3c', '2d']], 'discards':
            ['4s'], 'hand': ['Ah', 'Kh', 'Qh', '7c', '7d', '7s', 'Js', 'Td', '9c', '5h', '3c', '2d', '4s']}

    Attributes:
        hand (list[str]): The cards dealt (the preset's hand size; another size is the violation
            `WRONG_HAND_SIZE`).
        combinations (list[list[str]]): The combinations kept, in the order they will be played (strongest first).
        rules (ChorVoliRulesInput | None | Unset):
        discards (list[str] | None | Unset): The face-down discards; when given they must be exactly the rest of the
            hand.
    """

    hand: list[str]
    combinations: list[list[str]]
    rules: ChorVoliRulesInput | None | Unset = UNSET
    discards: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.chor_voli_rules_input import ChorVoliRulesInput  # noqa: PLC0415

        hand = self.hand

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

        discards: list[str] | None | Unset
        if isinstance(self.discards, Unset):
            discards = UNSET
        elif isinstance(self.discards, list):
            discards = self.discards

        else:
            discards = self.discards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "combinations": combinations,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if discards is not UNSET:
            field_dict["discards"] = discards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_rules_input import ChorVoliRulesInput  # noqa: PLC0415

        d = dict(src_dict)
        hand = cast(list[str], d.pop("hand"))

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

        def _parse_discards(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                discards_type_0 = cast(list[str], data)

                return discards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        discards = _parse_discards(d.pop("discards", UNSET))

        chor_voli_validate_request = cls(
            hand=hand,
            combinations=combinations,
            rules=rules,
            discards=discards,
        )

        return chor_voli_validate_request
