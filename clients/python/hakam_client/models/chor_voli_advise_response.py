from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.chor_voli_advise_candidate import ChorVoliAdviseCandidate


T = TypeVar("T", bound="ChorVoliAdviseResponse")


@_attrs_define
class ChorVoliAdviseResponse:
    """Partitions scored by the chips they win per deal.

    Attributes:
        seed (str): The seed the samples were drawn from.
        samples (int): How many deals were sampled.
        candidates (list[ChorVoliAdviseCandidate]): The solver's best partitions (without the exchange, then with it),
            then the named
            partitions not already among them.
        recommended (int): The index of the candidate with the highest mean; among equals the baseline, else
            the earliest.
        baseline (int): The index of the partition the solver alone would play (what every other seat is
            assumed to play): `suggest`'s first choice, with the exchange when it scores higher.
        requested (list[int]): For each named partition, in order, the index of its candidate.
        complete (bool): False when a solver search ran out of budget (its partition is then the best found).
    """

    seed: str
    samples: int
    candidates: list[ChorVoliAdviseCandidate]
    recommended: int
    baseline: int
    requested: list[int]
    complete: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        samples = self.samples

        candidates = []
        for candidates_item_data in self.candidates:
            candidates_item = candidates_item_data.to_dict()
            candidates.append(candidates_item)

        recommended = self.recommended

        baseline = self.baseline

        requested = self.requested

        complete = self.complete

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seed": seed,
                "samples": samples,
                "candidates": candidates,
                "recommended": recommended,
                "baseline": baseline,
                "requested": requested,
                "complete": complete,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_advise_candidate import ChorVoliAdviseCandidate  # noqa: PLC0415

        d = dict(src_dict)
        seed = d.pop("seed")

        samples = d.pop("samples")

        candidates = []
        _candidates = d.pop("candidates")
        for candidates_item_data in _candidates:
            candidates_item = ChorVoliAdviseCandidate.from_dict(candidates_item_data)

            candidates.append(candidates_item)

        recommended = d.pop("recommended")

        baseline = d.pop("baseline")

        requested = cast(list[int], d.pop("requested"))

        complete = d.pop("complete")

        chor_voli_advise_response = cls(
            seed=seed,
            samples=samples,
            candidates=candidates,
            recommended=recommended,
            baseline=baseline,
            requested=requested,
            complete=complete,
        )

        chor_voli_advise_response.additional_properties = d
        return chor_voli_advise_response

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
