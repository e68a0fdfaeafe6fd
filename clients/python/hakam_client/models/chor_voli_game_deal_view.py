from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.chor_voli_deal_result import ChorVoliDealResult


T = TypeVar("T", bound="ChorVoliGameDealView")


@_attrs_define
class ChorVoliGameDealView:
    """One replayed deal.

    Attributes:
        dealer (int): Who dealt this deal.
        result (ChorVoliDealResult): The judgement of a deal.
        chips_after (list[int]): Every player's chips after this deal.
    """

    dealer: int
    result: ChorVoliDealResult
    chips_after: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        result = self.result.to_dict()

        chips_after = self.chips_after

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dealer": dealer,
                "result": result,
                "chips_after": chips_after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_deal_result import ChorVoliDealResult  # noqa: PLC0415

        d = dict(src_dict)
        dealer = d.pop("dealer")

        result = ChorVoliDealResult.from_dict(d.pop("result"))

        chips_after = cast(list[int], d.pop("chips_after"))

        chor_voli_game_deal_view = cls(
            dealer=dealer,
            result=result,
            chips_after=chips_after,
        )

        chor_voli_game_deal_view.additional_properties = d
        return chor_voli_game_deal_view

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
