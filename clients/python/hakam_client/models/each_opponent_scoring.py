from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.each_opponent_scoring_kind import EachOpponentScoringKind

T = TypeVar("T", bound="EachOpponentScoring")


@_attrs_define
class EachOpponentScoring:
    """The winner of round k receives `payouts[k-1]` from every other player. No pool.

    Attributes:
        payouts (list[int]): One entry per combination a player may keep (`max_combinations`).
        kind (EachOpponentScoringKind):
    """

    payouts: list[int]
    kind: EachOpponentScoringKind

    def to_dict(self) -> dict[str, Any]:
        payouts = self.payouts

        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "payouts": payouts,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        payouts = cast(list[int], d.pop("payouts"))

        kind = EachOpponentScoringKind(d.pop("kind"))

        each_opponent_scoring = cls(
            payouts=payouts,
            kind=kind,
        )

        return each_opponent_scoring
