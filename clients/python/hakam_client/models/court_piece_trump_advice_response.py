from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.court_piece_advice_stopped import CourtPieceAdviceStopped
from ..models.suit_letter import SuitLetter

if TYPE_CHECKING:
    from ..models.court_piece_trump_advice import CourtPieceTrumpAdvice


T = TypeVar("T", bound="CourtPieceTrumpAdviceResponse")


@_attrs_define
class CourtPieceTrumpAdviceResponse:
    """The advice on trumps.

    Attributes:
        suits (list[CourtPieceTrumpAdvice]): Clubs, diamonds, hearts, spades.
        recommended (SuitLetter): A suit in a response: `c` clubs, `d` diamonds, `h` hearts, `s` spades.
        samples (int): The most samples the advice could use: the request's `samples`.
        samples_used (int): The samples it solved, which the figures of the suits still in the race are of:
            fewer than `samples` when it stopped `settled` or at its `budget`.
        stopped (CourtPieceAdviceStopped): Why an advice stopped: `settled` before its samples ran out, at the `limit`,
            every
            sample solved, or at its node `budget` (`stop: settled` only: the figures are those of
            the blocks solved before `HAKAM_COURT_PIECE_ADVISE_SETTLE_BUDGET` or
            `HAKAM_COURT_PIECE_ADVISE_BUDGET`, or of the first eight samples where the first block
            passes `HAKAM_COURT_PIECE_ADVISE_BUDGET`).
        seed (str):
        nodes (int): Search nodes spent.
    """

    suits: list[CourtPieceTrumpAdvice]
    recommended: SuitLetter
    samples: int
    samples_used: int
    stopped: CourtPieceAdviceStopped
    seed: str
    nodes: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        suits = []
        for suits_item_data in self.suits:
            suits_item = suits_item_data.to_dict()
            suits.append(suits_item)

        recommended = self.recommended.value

        samples = self.samples

        samples_used = self.samples_used

        stopped = self.stopped.value

        seed = self.seed

        nodes = self.nodes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "suits": suits,
                "recommended": recommended,
                "samples": samples,
                "samples_used": samples_used,
                "stopped": stopped,
                "seed": seed,
                "nodes": nodes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_trump_advice import CourtPieceTrumpAdvice  # noqa: PLC0415

        d = dict(src_dict)
        suits = []
        _suits = d.pop("suits")
        for suits_item_data in _suits:
            suits_item = CourtPieceTrumpAdvice.from_dict(suits_item_data)

            suits.append(suits_item)

        recommended = SuitLetter(d.pop("recommended"))

        samples = d.pop("samples")

        samples_used = d.pop("samples_used")

        stopped = CourtPieceAdviceStopped(d.pop("stopped"))

        seed = d.pop("seed")

        nodes = d.pop("nodes")

        court_piece_trump_advice_response = cls(
            suits=suits,
            recommended=recommended,
            samples=samples,
            samples_used=samples_used,
            stopped=stopped,
            seed=seed,
            nodes=nodes,
        )

        court_piece_trump_advice_response.additional_properties = d
        return court_piece_trump_advice_response

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
