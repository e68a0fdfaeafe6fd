from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chor_voli_named_partition import ChorVoliNamedPartition
    from ..models.chor_voli_rules_input import ChorVoliRulesInput


T = TypeVar("T", bound="ChorVoliAdviseRequest")


@_attrs_define
class ChorVoliAdviseRequest:
    """A hand to advise on.

    Example:
        {'candidates': 3, 'dealer': 3, 'hand': ['Ah', 'Kh', 'Qh', '7c', '7d', '7s', 'Js', 'Td', '9c', '5h', '3c', '2d',
            '4s'], 'partitions': [{'combinations': [['7c', '7d', '7s'], ['Ah', 'Kh', 'Qh'], ['Js', 'Td', '9c']]}],
            'samples': 500, 'seat': 0, 'seed': 'table 7, deal 12'}

    Attributes:
        hand (list[str]): A legal hand as dealt, before any exchange: the preset's hand size, no card twice.
        rules (ChorVoliRulesInput | None | Unset):
        seat (int | None | Unset): The player's seat (0 when absent).
        dealer (int | None | Unset): The dealer's seat; when absent each sample draws one.
        face_up (None | str | Unset):
        candidates (int | None | Unset): How many of the solver's best partitions to score, per hand (with and without
            the
            exchange): 1 to 50, 20 when absent.
        samples (int | None | Unset): How many deals to sample: 1 to 20 000, 2 000 when absent. Samples × partitions
            scored may be at most 400 000 (`HAKAM_CHOR_VOLI_ADVISE_MAX_WORK`).
        partitions (list[ChorVoliNamedPartition] | None | Unset): Partitions to score as well (at most 50), each legal
            for the hand.
        seed (None | str | Unset): Any string up to 1 024 characters (`""` when absent): the samples are a function of
            it, so the same request always gets the same answer.
    """

    hand: list[str]
    rules: ChorVoliRulesInput | None | Unset = UNSET
    seat: int | None | Unset = UNSET
    dealer: int | None | Unset = UNSET
    face_up: None | str | Unset = UNSET
    candidates: int | None | Unset = UNSET
    samples: int | None | Unset = UNSET
    partitions: list[ChorVoliNamedPartition] | None | Unset = UNSET
    seed: None | str | Unset = UNSET

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

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        dealer: int | None | Unset
        if isinstance(self.dealer, Unset):
            dealer = UNSET
        else:
            dealer = self.dealer

        face_up: None | str | Unset
        if isinstance(self.face_up, Unset):
            face_up = UNSET
        else:
            face_up = self.face_up

        candidates: int | None | Unset
        if isinstance(self.candidates, Unset):
            candidates = UNSET
        else:
            candidates = self.candidates

        samples: int | None | Unset
        if isinstance(self.samples, Unset):
            samples = UNSET
        else:
            samples = self.samples

        partitions: list[dict[str, Any]] | None | Unset
        if isinstance(self.partitions, Unset):
            partitions = UNSET
        elif isinstance(self.partitions, list):
            partitions = []
            for partitions_type_0_item_data in self.partitions:
                partitions_type_0_item = partitions_type_0_item_data.to_dict()
                partitions.append(partitions_type_0_item)

        else:
            partitions = self.partitions

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seat is not UNSET:
            field_dict["seat"] = seat
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if face_up is not UNSET:
            field_dict["face_up"] = face_up
        if candidates is not UNSET:
            field_dict["candidates"] = candidates
        if samples is not UNSET:
            field_dict["samples"] = samples
        if partitions is not UNSET:
            field_dict["partitions"] = partitions
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_named_partition import ChorVoliNamedPartition  # noqa: PLC0415
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

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        def _parse_dealer(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dealer = _parse_dealer(d.pop("dealer", UNSET))

        def _parse_face_up(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        face_up = _parse_face_up(d.pop("face_up", UNSET))

        def _parse_candidates(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        candidates = _parse_candidates(d.pop("candidates", UNSET))

        def _parse_samples(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        samples = _parse_samples(d.pop("samples", UNSET))

        def _parse_partitions(data: object) -> list[ChorVoliNamedPartition] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                partitions_type_0 = []
                _partitions_type_0 = data
                for partitions_type_0_item_data in _partitions_type_0:
                    partitions_type_0_item = ChorVoliNamedPartition.from_dict(partitions_type_0_item_data)

                    partitions_type_0.append(partitions_type_0_item)

                return partitions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ChorVoliNamedPartition] | None | Unset, data)

        partitions = _parse_partitions(d.pop("partitions", UNSET))

        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        chor_voli_advise_request = cls(
            hand=hand,
            rules=rules,
            seat=seat,
            dealer=dealer,
            face_up=face_up,
            candidates=candidates,
            samples=samples,
            partitions=partitions,
            seed=seed,
        )

        return chor_voli_advise_request
