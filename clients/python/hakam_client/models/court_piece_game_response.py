from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.court_piece_game_deal_view import CourtPieceGameDealView


T = TypeVar("T", bound="CourtPieceGameResponse")


@_attrs_define
class CourtPieceGameResponse:
    """The game after its deals.

    Attributes:
        deals (list[CourtPieceGameDealView]):
        score (list[int]): The score, per party (per seat under `sars`).
        streaks (list[int]): `kots` scoring: each party's plain wins in a row towards a streak (zeros otherwise).
        next_dealer (int):
        next_caller (int):
        finished (bool): Whether a party (a player under `sars`) reached the target.
        winner (int | Unset): The winner of a finished game.
    """

    deals: list[CourtPieceGameDealView]
    score: list[int]
    streaks: list[int]
    next_dealer: int
    next_caller: int
    finished: bool
    winner: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        score = self.score

        streaks = self.streaks

        next_dealer = self.next_dealer

        next_caller = self.next_caller

        finished = self.finished

        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deals": deals,
                "score": score,
                "streaks": streaks,
                "next_dealer": next_dealer,
                "next_caller": next_caller,
                "finished": finished,
            }
        )
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_game_deal_view import CourtPieceGameDealView  # noqa: PLC0415

        d = dict(src_dict)
        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = CourtPieceGameDealView.from_dict(deals_item_data)

            deals.append(deals_item)

        score = cast(list[int], d.pop("score"))

        streaks = cast(list[int], d.pop("streaks"))

        next_dealer = d.pop("next_dealer")

        next_caller = d.pop("next_caller")

        finished = d.pop("finished")

        winner = d.pop("winner", UNSET)

        court_piece_game_response = cls(
            deals=deals,
            score=score,
            streaks=streaks,
            next_dealer=next_dealer,
            next_caller=next_caller,
            finished=finished,
            winner=winner,
        )

        court_piece_game_response.additional_properties = d
        return court_piece_game_response

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
