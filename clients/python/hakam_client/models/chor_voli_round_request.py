from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chor_voli_play_input import ChorVoliPlayInput
    from ..models.chor_voli_rules_input import ChorVoliRulesInput


T = TypeVar("T", bound="ChorVoliRoundRequest")


@_attrs_define
class ChorVoliRoundRequest:
    """The plays of one round, in the order shown.

    Example:
        {'plays': [{'combination': ['9h', '8h', '7h'], 'player': 1}, {'combination': ['As', 'Kd', 'Jc'], 'player': 2},
            {'combination': ['9s', '8s', '7s'], 'player': 3}]}

    Attributes:
        plays (list[ChorVoliPlayInput]): 1 to `players` plays, each by a different seat, each a valid combination; no
            card twice.
        rules (ChorVoliRulesInput | None | Unset):
    """

    plays: list[ChorVoliPlayInput]
    rules: ChorVoliRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.chor_voli_rules_input import ChorVoliRulesInput  # noqa: PLC0415

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

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
                "plays": plays,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_play_input import ChorVoliPlayInput  # noqa: PLC0415
        from ..models.chor_voli_rules_input import ChorVoliRulesInput  # noqa: PLC0415

        d = dict(src_dict)
        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = ChorVoliPlayInput.from_dict(plays_item_data)

            plays.append(plays_item)

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

        chor_voli_round_request = cls(
            plays=plays,
            rules=rules,
        )

        return chor_voli_round_request
