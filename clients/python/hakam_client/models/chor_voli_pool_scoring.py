from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.chor_voli_pool_scoring_kind import ChorVoliPoolScoringKind

T = TypeVar("T", bound="ChorVoliPoolScoring")


@_attrs_define
class ChorVoliPoolScoring:
    """Everyone antes `ante` into a pool; the winner of round k takes `payouts[k-1]` from it.
    The payouts may add up to at most players × ante.

        Attributes:
            kind (ChorVoliPoolScoringKind):
            ante (int):
            payouts (list[int]): One entry per combination a player may keep (`max_combinations`).
    """

    kind: ChorVoliPoolScoringKind
    ante: int
    payouts: list[int]

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        ante = self.ante

        payouts = self.payouts

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "ante": ante,
                "payouts": payouts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = ChorVoliPoolScoringKind(d.pop("kind"))

        ante = d.pop("ante")

        payouts = cast(list[int], d.pop("payouts"))

        chor_voli_pool_scoring = cls(
            kind=kind,
            ante=ante,
            payouts=payouts,
        )

        return chor_voli_pool_scoring
