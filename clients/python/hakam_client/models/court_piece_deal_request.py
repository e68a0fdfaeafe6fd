from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.court_piece_rules_input import CourtPieceRulesInput


T = TypeVar("T", bound="CourtPieceDealRequest")


@_attrs_define
class CourtPieceDealRequest:
    """What to deal.

    Example:
        {'rules': {'preset': 'hokm'}, 'seed': 'table 7, deal 12'}

    Attributes:
        rules (CourtPieceRulesInput | None | Unset):
        dealer (int | None | Unset): The dealer's seat; drawn from the seed (after the shuffle) when absent.
        seed (None | str | Unset): Any string up to 1 024 characters; a fresh random seed is drawn (and returned) when
            absent. The deal depends on the seed's UTF-8 bytes.
    """

    rules: CourtPieceRulesInput | None | Unset = UNSET
    dealer: int | None | Unset = UNSET
    seed: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.court_piece_rules_input import CourtPieceRulesInput  # noqa: PLC0415

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, CourtPieceRulesInput):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        dealer: int | None | Unset
        if isinstance(self.dealer, Unset):
            dealer = UNSET
        else:
            dealer = self.dealer

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if rules is not UNSET:
            field_dict["rules"] = rules
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_rules_input import CourtPieceRulesInput  # noqa: PLC0415

        d = dict(src_dict)

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

        def _parse_dealer(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dealer = _parse_dealer(d.pop("dealer", UNSET))

        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        court_piece_deal_request = cls(
            rules=rules,
            dealer=dealer,
            seed=seed,
        )

        return court_piece_deal_request
