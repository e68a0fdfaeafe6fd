from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chor_voli_estimate_view import ChorVoliEstimateView


T = TypeVar("T", bound="ChorVoliAdviseCandidate")


@_attrs_define
class ChorVoliAdviseCandidate:
    """One scored partition.

    Attributes:
        combinations (list[list[str]]): The combinations in play order, strongest first, each in canonical card order.
        discards (list[str]): The rest of the hand (after the exchange when `exchanged`), high first.
        mean_chips (float): Net chips won per deal, antes included, averaged over the samples.
        ci95 (list[float]): The 95 % confidence interval of `mean_chips`, low then high.
        p_positive (float): The share of samples in which the player ends the deal ahead.
        gain (ChorVoliEstimateView): An estimate from the samples.
        exchanged (bool | Unset): Whether the partition takes the face-up card for the 2♦; present only when the
            exchange is open to the player.
        suggested (int | Unset): Its place in the solver's list for its hand (0: `suggest`'s first choice); absent for
            a partition only the request named.
    """

    combinations: list[list[str]]
    discards: list[str]
    mean_chips: float
    ci95: list[float]
    p_positive: float
    gain: ChorVoliEstimateView
    exchanged: bool | Unset = UNSET
    suggested: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combinations = []
        for combinations_item_data in self.combinations:
            combinations_item = combinations_item_data

            combinations.append(combinations_item)

        discards = self.discards

        mean_chips = self.mean_chips

        ci95 = self.ci95

        p_positive = self.p_positive

        gain = self.gain.to_dict()

        exchanged = self.exchanged

        suggested = self.suggested

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combinations": combinations,
                "discards": discards,
                "mean_chips": mean_chips,
                "ci95": ci95,
                "p_positive": p_positive,
                "gain": gain,
            }
        )
        if exchanged is not UNSET:
            field_dict["exchanged"] = exchanged
        if suggested is not UNSET:
            field_dict["suggested"] = suggested

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_estimate_view import ChorVoliEstimateView  # noqa: PLC0415

        d = dict(src_dict)
        combinations = []
        _combinations = d.pop("combinations")
        for combinations_item_data in _combinations:
            combinations_item = cast(list[str], combinations_item_data)

            combinations.append(combinations_item)

        discards = cast(list[str], d.pop("discards"))

        mean_chips = d.pop("mean_chips")

        ci95 = cast(list[float], d.pop("ci95"))

        p_positive = d.pop("p_positive")

        gain = ChorVoliEstimateView.from_dict(d.pop("gain"))

        exchanged = d.pop("exchanged", UNSET)

        suggested = d.pop("suggested", UNSET)

        chor_voli_advise_candidate = cls(
            combinations=combinations,
            discards=discards,
            mean_chips=mean_chips,
            ci95=ci95,
            p_positive=p_positive,
            gain=gain,
            exchanged=exchanged,
            suggested=suggested,
        )

        chor_voli_advise_candidate.additional_properties = d
        return chor_voli_advise_candidate

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
