from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.court_piece_advice_stop import CourtPieceAdviceStop
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.court_piece_rules_input import CourtPieceRulesInput


T = TypeVar("T", bound="CourtPieceAdviseTrumpRequest")


@_attrs_define
class CourtPieceAdviseTrumpRequest:
    """The caller's first five cards, to choose trumps from.

    Example:
        {'first_five': ['As', 'Ks', '7s', 'Qh', '4d'], 'samples': 20, 'seed': 'readme'}

    Attributes:
        first_five (list[str]): The caller's first five cards.
        rules (CourtPieceRulesInput | None | Unset):
        samples (int | None | Unset): The most deals sampled (1 to 1 000; default 200); with `stop: settled`, the advice
            may
            use fewer (`samples_used`).
        seed (None | str | Unset): The sampling seed (default empty): the same request always gets the same answer.
        stop (CourtPieceAdviceStop | None | Unset):
    """

    first_five: list[str]
    rules: CourtPieceRulesInput | None | Unset = UNSET
    samples: int | None | Unset = UNSET
    seed: None | str | Unset = UNSET
    stop: CourtPieceAdviceStop | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.court_piece_rules_input import CourtPieceRulesInput  # noqa: PLC0415

        first_five = self.first_five

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, CourtPieceRulesInput):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        samples: int | None | Unset
        if isinstance(self.samples, Unset):
            samples = UNSET
        else:
            samples = self.samples

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        stop: None | str | Unset
        if isinstance(self.stop, Unset):
            stop = UNSET
        elif isinstance(self.stop, CourtPieceAdviceStop):
            stop = self.stop.value
        else:
            stop = self.stop

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "first_five": first_five,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if samples is not UNSET:
            field_dict["samples"] = samples
        if seed is not UNSET:
            field_dict["seed"] = seed
        if stop is not UNSET:
            field_dict["stop"] = stop

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_rules_input import CourtPieceRulesInput  # noqa: PLC0415

        d = dict(src_dict)
        first_five = cast(list[str], d.pop("first_five"))

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

        def _parse_samples(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        samples = _parse_samples(d.pop("samples", UNSET))

        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_stop(data: object) -> CourtPieceAdviceStop | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stop_type_0 = CourtPieceAdviceStop(data)

                return stop_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceAdviceStop | None | Unset, data)

        stop = _parse_stop(d.pop("stop", UNSET))

        court_piece_advise_trump_request = cls(
            first_five=first_five,
            rules=rules,
            samples=samples,
            seed=seed,
            stop=stop,
        )

        return court_piece_advise_trump_request
