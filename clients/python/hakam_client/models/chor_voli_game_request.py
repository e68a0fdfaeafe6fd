from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chor_voli_game_deal_entry import ChorVoliGameDealEntry
    from ..models.chor_voli_rules_input import ChorVoliRulesInput


T = TypeVar("T", bound="ChorVoliGameRequest")


@_attrs_define
class ChorVoliGameRequest:
    """A game to replay.

    Example:
        {'chips': [20, 20, 20, 20], 'deals': [{'players': [{'combinations': [['As', 'Ah', 'Ad'], ['Ks', 'Qs', 'Js'],
            ['Th', '9d', '8c'], ['7s', '5h', '2d']], 'discards': ['3c'], 'hand': ['As', 'Ah', 'Ad', 'Ks', 'Qs', 'Js', 'Th',
            '9d', '8c', '7s', '5h', '2d', '3c']}, {'combinations': [['Kh', 'Kd', 'Kc'], ['Ts', '9s', '8s'], ['Qh', 'Jd',
            'Tc'], ['6s', '4h', '2c']], 'discards': ['Ac'], 'hand': ['Kh', 'Kd', 'Kc', 'Ts', '9s', '8s', 'Qh', 'Jd', 'Tc',
            '6s', '4h', '2c', 'Ac']}, {'combinations': [['9h', '8h', '7h'], ['6d', '5d', '4d'], ['5s', '4c', '3h'], ['Jc',
            '9c', '7c']], 'discards': ['Qd'], 'hand': ['9h', '8h', '7h', '6d', '5d', '4d', '5s', '4c', '3h', 'Jc', '9c',
            '7c', 'Qd']}, {'combinations': [['4s', '3s', '2s'], ['Qc', '6c', '5c'], ['Jh', '6h', '2h'], ['Td', '8d', '7d']],
            'discards': ['3d'], 'hand': ['4s', '3s', '2s', 'Qc', '6c', '5c', 'Jh', '6h', '2h', 'Td', '8d', '7d', '3d']}]}],
            'first_dealer': 0}

    Attributes:
        chips (list[int]): Each player's chips before the first deal (0 to 10^15).
        first_dealer (int): The first dealer's seat.
        deals (list[ChorVoliGameDealEntry]): The deals in order: at most 1 000 (the default bound, which the schema
            states; a
            service run with `HAKAM_CHOR_VOLI_MAX_DEALS` has its own).
        rules (ChorVoliRulesInput | None | Unset):
    """

    chips: list[int]
    first_dealer: int
    deals: list[ChorVoliGameDealEntry]
    rules: ChorVoliRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.chor_voli_rules_input import ChorVoliRulesInput  # noqa: PLC0415

        chips = self.chips

        first_dealer = self.first_dealer

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

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
                "chips": chips,
                "first_dealer": first_dealer,
                "deals": deals,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_game_deal_entry import ChorVoliGameDealEntry  # noqa: PLC0415
        from ..models.chor_voli_rules_input import ChorVoliRulesInput  # noqa: PLC0415

        d = dict(src_dict)
        chips = cast(list[int], d.pop("chips"))

        first_dealer = d.pop("first_dealer")

        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = ChorVoliGameDealEntry.from_dict(deals_item_data)

            deals.append(deals_item)

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

        chor_voli_game_request = cls(
            chips=chips,
            first_dealer=first_dealer,
            deals=deals,
            rules=rules,
        )

        return chor_voli_game_request
