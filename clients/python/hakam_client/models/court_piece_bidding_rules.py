from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CourtPieceBiddingRules")


@_attrs_define
class CourtPieceBiddingRules:
    """Bidding for the right to choose concealed trumps (Dabba Rang).

    Attributes:
        min_ (int | None | Unset): The lowest bid, in tricks (default 7).
    """

    min_: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        min_: int | None | Unset
        if isinstance(self.min_, Unset):
            min_ = UNSET
        else:
            min_ = self.min_

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if min_ is not UNSET:
            field_dict["min"] = min_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_min_(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        min_ = _parse_min_(d.pop("min", UNSET))

        court_piece_bidding_rules = cls(
            min_=min_,
        )

        return court_piece_bidding_rules
