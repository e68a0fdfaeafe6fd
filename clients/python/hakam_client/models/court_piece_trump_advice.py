from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.suit_letter import SuitLetter

T = TypeVar("T", bound="CourtPieceTrumpAdvice")


@_attrs_define
class CourtPieceTrumpAdvice:
    """One trump suit's value over the samples.

    Attributes:
        trump (SuitLetter): A suit in a response: `c` clubs, `d` diamonds, `h` hearts, `s` spades.
        mean_tricks (float): The caller's party's mean double-dummy tricks (of thirteen).
        mean_ci95 (list[float]): The mean's 95 % confidence interval.
        expected_tricks (float): The caller's party's expected double-dummy tricks given the first five, estimated
            from the same samples with the party's suit lengths as control variates
            (`docs/analysis.md`, "Control variates"): what `mean_tricks` estimates. Suits are
            compared on these, and the comparisons' intervals are some two and a half times
            narrower than the plain means' on the same samples. The plain mean under 16 samples.
        expected_ci95 (list[float]): Its 95 % confidence interval.
        p_seven (float): The share of samples where the caller's party takes seven tricks or more.
        p_kot (float): The share of samples where it can force a kot.
        samples (int): The samples these figures are of: `samples_used` for a suit still in the race when
            the advice stopped, fewer for a suit that left it (with `stop: settled`).
    """

    trump: SuitLetter
    mean_tricks: float
    mean_ci95: list[float]
    expected_tricks: float
    expected_ci95: list[float]
    p_seven: float
    p_kot: float
    samples: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        trump = self.trump.value

        mean_tricks = self.mean_tricks

        mean_ci95 = self.mean_ci95

        expected_tricks = self.expected_tricks

        expected_ci95 = self.expected_ci95

        p_seven = self.p_seven

        p_kot = self.p_kot

        samples = self.samples

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "trump": trump,
                "mean_tricks": mean_tricks,
                "mean_ci95": mean_ci95,
                "expected_tricks": expected_tricks,
                "expected_ci95": expected_ci95,
                "p_seven": p_seven,
                "p_kot": p_kot,
                "samples": samples,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        trump = SuitLetter(d.pop("trump"))

        mean_tricks = d.pop("mean_tricks")

        mean_ci95 = cast(list[float], d.pop("mean_ci95"))

        expected_tricks = d.pop("expected_tricks")

        expected_ci95 = cast(list[float], d.pop("expected_ci95"))

        p_seven = d.pop("p_seven")

        p_kot = d.pop("p_kot")

        samples = d.pop("samples")

        court_piece_trump_advice = cls(
            trump=trump,
            mean_tricks=mean_tricks,
            mean_ci95=mean_ci95,
            expected_tricks=expected_tricks,
            expected_ci95=expected_ci95,
            p_seven=p_seven,
            p_kot=p_kot,
            samples=samples,
        )

        court_piece_trump_advice.additional_properties = d
        return court_piece_trump_advice

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
