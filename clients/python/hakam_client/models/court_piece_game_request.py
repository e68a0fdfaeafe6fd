from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.court_piece_game_deal_input import CourtPieceGameDealInput
    from ..models.court_piece_rules_input import CourtPieceRulesInput


T = TypeVar("T", bound="CourtPieceGameRequest")


@_attrs_define
class CourtPieceGameRequest:
    """A game to replay.

    Example:
        {'deals': [{'plays': ['Ks', 'As', 'Ts', '8s'], 'seed': 'readme hokm', 'trump': 's'}], 'first_dealer': 0,
            'rules': {'preset': 'hokm'}}

    Attributes:
        first_dealer (int): The dealer of the first deal.
        deals (list[CourtPieceGameDealInput]): 1 to 1 000 (configurable) deals in the order played; only the last may be
            in progress.
        rules (CourtPieceRulesInput | None | Unset):
        view (int | None | Unset): Answer with only what this seat may know, in every deal (another seat's violation
            names no card).
    """

    first_dealer: int
    deals: list[CourtPieceGameDealInput]
    rules: CourtPieceRulesInput | None | Unset = UNSET
    view: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.court_piece_rules_input import CourtPieceRulesInput  # noqa: PLC0415

        first_dealer = self.first_dealer

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, CourtPieceRulesInput):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        view: int | None | Unset
        if isinstance(self.view, Unset):
            view = UNSET
        else:
            view = self.view

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "first_dealer": first_dealer,
                "deals": deals,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_game_deal_input import CourtPieceGameDealInput  # noqa: PLC0415
        from ..models.court_piece_rules_input import CourtPieceRulesInput  # noqa: PLC0415

        d = dict(src_dict)
        first_dealer = d.pop("first_dealer")

        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = CourtPieceGameDealInput.from_dict(deals_item_data)

            deals.append(deals_item)

        def _parse_rules(data: object) -> CourtPieceRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = CourtPieceRulesInput.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceRulesInput | None | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        def _parse_view(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        view = _parse_view(d.pop("view", UNSET))

        court_piece_game_request = cls(
            first_dealer=first_dealer,
            deals=deals,
            rules=rules,
            view=view,
        )

        return court_piece_game_request
