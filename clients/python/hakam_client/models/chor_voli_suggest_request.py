from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chor_voli_rules_input import ChorVoliRulesInput


T = TypeVar("T", bound="ChorVoliSuggestRequest")


@_attrs_define
class ChorVoliSuggestRequest:
    """A hand to partition.

    Example:
        {'hand': ['Ah', 'Kh', 'Qh', '7c', '7d', '7s', 'Js', 'Td', '9c', '5h', '3c', '2d', '4s'], 'limit': 3}

    Attributes:
        hand (list[str]): A legal hand: the preset's hand size, no card twice.
        rules (ChorVoliRulesInput | None | Unset):
        limit (int | None | Unset): How many suggestions, 1 to 50 (the default bound, which the schema states; a service
            run with `HAKAM_CHOR_VOLI_MAX_SUGGESTIONS` has its own); 5 when absent.
    """

    hand: list[str]
    rules: ChorVoliRulesInput | None | Unset = UNSET
    limit: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.chor_voli_rules_input import ChorVoliRulesInput  # noqa: PLC0415

        hand = self.hand

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, ChorVoliRulesInput):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        limit: int | None | Unset
        if isinstance(self.limit, Unset):
            limit = UNSET
        else:
            limit = self.limit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if limit is not UNSET:
            field_dict["limit"] = limit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_rules_input import ChorVoliRulesInput  # noqa: PLC0415

        d = dict(src_dict)
        hand = cast(list[str], d.pop("hand"))

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

        def _parse_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        limit = _parse_limit(d.pop("limit", UNSET))

        chor_voli_suggest_request = cls(
            hand=hand,
            rules=rules,
            limit=limit,
        )

        return chor_voli_suggest_request
