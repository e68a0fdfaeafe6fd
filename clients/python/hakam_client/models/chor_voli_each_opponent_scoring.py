from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.chor_voli_each_opponent_scoring_kind import ChorVoliEachOpponentScoringKind

T = TypeVar("T", bound="ChorVoliEachOpponentScoring")


@_attrs_define
class ChorVoliEachOpponentScoring:
    """The winner of round k receives `payouts[k-1]` from every other player. No pool.

    Attributes:
        kind (ChorVoliEachOpponentScoringKind):
        payouts (list[int]): One entry per combination a player may keep (`max_combinations`).
    """

    kind: ChorVoliEachOpponentScoringKind
    payouts: list[int]

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        payouts = self.payouts

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "payouts": payouts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = ChorVoliEachOpponentScoringKind(d.pop("kind"))

        payouts = cast(list[int], d.pop("payouts"))

        chor_voli_each_opponent_scoring = cls(
            kind=kind,
            payouts=payouts,
        )

        return chor_voli_each_opponent_scoring
