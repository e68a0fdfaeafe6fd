from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chor_voli_quads_view import ChorVoliQuadsView
    from ..models.chor_voli_round_view import ChorVoliRoundView
    from ..models.chor_voli_violation_view import ChorVoliViolationView


T = TypeVar("T", bound="ChorVoliDealResult")


@_attrs_define
class ChorVoliDealResult:
    """The judgement of a deal.

    Attributes:
        valid (bool): Whether every partition keeps the rules (or four of a kind decided).
        violations (list[ChorVoliViolationView]): Every broken rule, each with its player.
        warnings (list[ChorVoliViolationView]): Legal but noteworthy: a player kept fewer combinations than possible.
        quads (ChorVoliQuadsView | None):
        rounds (list[ChorVoliRoundView] | Unset): Absent when invalid; empty when four of a kind decided.
        chips (list[int] | Unset): Each player's net gain in this deal, antes included: sum(chips) + pool_remaining ==
            pool_carried. Absent when invalid.
        pool_remaining (int | Unset): What stays in the pool for the next deal. Absent when invalid.
        next_dealer (int | Unset): Who deals next. Absent when invalid.
    """

    valid: bool
    violations: list[ChorVoliViolationView]
    warnings: list[ChorVoliViolationView]
    quads: ChorVoliQuadsView | None
    rounds: list[ChorVoliRoundView] | Unset = UNSET
    chips: list[int] | Unset = UNSET
    pool_remaining: int | Unset = UNSET
    next_dealer: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.chor_voli_quads_view import ChorVoliQuadsView  # noqa: PLC0415

        valid = self.valid

        violations = []
        for violations_item_data in self.violations:
            violations_item = violations_item_data.to_dict()
            violations.append(violations_item)

        warnings = []
        for warnings_item_data in self.warnings:
            warnings_item = warnings_item_data.to_dict()
            warnings.append(warnings_item)

        quads: dict[str, Any] | None
        if isinstance(self.quads, ChorVoliQuadsView):
            quads = self.quads.to_dict()
        else:
            quads = self.quads

        rounds: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rounds, Unset):
            rounds = []
            for rounds_item_data in self.rounds:
                rounds_item = rounds_item_data.to_dict()
                rounds.append(rounds_item)

        chips: list[int] | Unset = UNSET
        if not isinstance(self.chips, Unset):
            chips = self.chips

        pool_remaining = self.pool_remaining

        next_dealer = self.next_dealer

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "valid": valid,
                "violations": violations,
                "warnings": warnings,
                "quads": quads,
            }
        )
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if chips is not UNSET:
            field_dict["chips"] = chips
        if pool_remaining is not UNSET:
            field_dict["pool_remaining"] = pool_remaining
        if next_dealer is not UNSET:
            field_dict["next_dealer"] = next_dealer

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_quads_view import ChorVoliQuadsView  # noqa: PLC0415
        from ..models.chor_voli_round_view import ChorVoliRoundView  # noqa: PLC0415
        from ..models.chor_voli_violation_view import ChorVoliViolationView  # noqa: PLC0415

        d = dict(src_dict)
        valid = d.pop("valid")

        violations = []
        _violations = d.pop("violations")
        for violations_item_data in _violations:
            violations_item = ChorVoliViolationView.from_dict(violations_item_data)

            violations.append(violations_item)

        warnings = []
        _warnings = d.pop("warnings")
        for warnings_item_data in _warnings:
            warnings_item = ChorVoliViolationView.from_dict(warnings_item_data)

            warnings.append(warnings_item)

        def _parse_quads(data: object) -> ChorVoliQuadsView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                quads_type_0 = ChorVoliQuadsView.from_dict(data)

                return quads_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChorVoliQuadsView | None, data)

        quads = _parse_quads(d.pop("quads"))

        _rounds = d.pop("rounds", UNSET)
        rounds: list[ChorVoliRoundView] | Unset = UNSET
        if _rounds is not UNSET:
            rounds = []
            for rounds_item_data in _rounds:
                rounds_item = ChorVoliRoundView.from_dict(rounds_item_data)

                rounds.append(rounds_item)

        chips = cast(list[int], d.pop("chips", UNSET))

        pool_remaining = d.pop("pool_remaining", UNSET)

        next_dealer = d.pop("next_dealer", UNSET)

        chor_voli_deal_result = cls(
            valid=valid,
            violations=violations,
            warnings=warnings,
            quads=quads,
            rounds=rounds,
            chips=chips,
            pool_remaining=pool_remaining,
            next_dealer=next_dealer,
        )

        chor_voli_deal_result.additional_properties = d
        return chor_voli_deal_result

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
