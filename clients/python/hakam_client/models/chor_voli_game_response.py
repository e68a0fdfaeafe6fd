from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.chor_voli_stop_reason_name import ChorVoliStopReasonName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chor_voli_game_deal_view import ChorVoliGameDealView


T = TypeVar("T", bound="ChorVoliGameResponse")


@_attrs_define
class ChorVoliGameResponse:
    """The game after its deals.

    Attributes:
        deals (list[ChorVoliGameDealView]): The deals replayed, in order (up to and including an invalid one).
        chips (list[int]): Every player's chips now.
        pool (int): What the pool holds now, before the next deal's antes.
        next_dealer (int): Who deals the next deal.
        finished (bool): Whether a player cannot ante for the next deal.
        leaders (list[int]): The players with the most chips.
        reason (ChorVoliStopReasonName | Unset): Why a game's replay stopped: `cannot-ante` (a player cannot ante for
            the next deal: the
            game is over) or `invalid-deal` (the last deal breaks a rule).
    """

    deals: list[ChorVoliGameDealView]
    chips: list[int]
    pool: int
    next_dealer: int
    finished: bool
    leaders: list[int]
    reason: ChorVoliStopReasonName | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        chips = self.chips

        pool = self.pool

        next_dealer = self.next_dealer

        finished = self.finished

        leaders = self.leaders

        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deals": deals,
                "chips": chips,
                "pool": pool,
                "next_dealer": next_dealer,
                "finished": finished,
                "leaders": leaders,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_game_deal_view import ChorVoliGameDealView  # noqa: PLC0415

        d = dict(src_dict)
        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = ChorVoliGameDealView.from_dict(deals_item_data)

            deals.append(deals_item)

        chips = cast(list[int], d.pop("chips"))

        pool = d.pop("pool")

        next_dealer = d.pop("next_dealer")

        finished = d.pop("finished")

        leaders = cast(list[int], d.pop("leaders"))

        _reason = d.pop("reason", UNSET)
        reason: ChorVoliStopReasonName | Unset
        if isinstance(_reason, Unset):
            reason = UNSET
        else:
            reason = ChorVoliStopReasonName(_reason)

        chor_voli_game_response = cls(
            deals=deals,
            chips=chips,
            pool=pool,
            next_dealer=next_dealer,
            finished=finished,
            leaders=leaders,
            reason=reason,
        )

        chor_voli_game_response.additional_properties = d
        return chor_voli_game_response

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
