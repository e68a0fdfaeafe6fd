from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.pool_scoring_kind import PoolScoringKind

T = TypeVar("T", bound="PoolScoring")


@_attrs_define
class PoolScoring:
    """Everyone antes `ante` into a pool; the winner of round k takes `payouts[k-1]` from it.
    The payouts may add up to at most players × ante.

        Attributes:
            ante (int):
            payouts (list[int]): One entry per combination a player may keep (`max_combinations`).
            kind (PoolScoringKind):
    """

    ante: int
    payouts: list[int]
    kind: PoolScoringKind

    def to_dict(self) -> dict[str, Any]:
        ante = self.ante

        payouts = self.payouts

        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ante": ante,
                "payouts": payouts,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ante = d.pop("ante")

        payouts = cast(list[int], d.pop("payouts"))

        kind = PoolScoringKind(d.pop("kind"))

        pool_scoring = cls(
            ante=ante,
            payouts=payouts,
            kind=kind,
        )

        return pool_scoring
