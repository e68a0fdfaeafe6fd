from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.chor_voli_play_result import ChorVoliPlayResult


T = TypeVar("T", bound="ChorVoliRoundView")


@_attrs_define
class ChorVoliRoundView:
    """One showdown.

    Attributes:
        round_ (int): 1-based.
        leader (int): The first player who shows in this round.
        plays (list[ChorVoliPlayResult]): In the order shown.
        winner (int): The seat of the round's winner.
        payout (int): What the winner receives in all.
    """

    round_: int
    leader: int
    plays: list[ChorVoliPlayResult]
    winner: int
    payout: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        leader = self.leader

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        winner = self.winner

        payout = self.payout

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "leader": leader,
                "plays": plays,
                "winner": winner,
                "payout": payout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_play_result import ChorVoliPlayResult  # noqa: PLC0415

        d = dict(src_dict)
        round_ = d.pop("round")

        leader = d.pop("leader")

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = ChorVoliPlayResult.from_dict(plays_item_data)

            plays.append(plays_item)

        winner = d.pop("winner")

        payout = d.pop("payout")

        chor_voli_round_view = cls(
            round_=round_,
            leader=leader,
            plays=plays,
            winner=winner,
            payout=payout,
        )

        chor_voli_round_view.additional_properties = d
        return chor_voli_round_view

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
