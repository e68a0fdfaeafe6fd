from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.court_piece_result_view import CourtPieceResultView
    from ..models.court_piece_violation_view import CourtPieceViolationView


T = TypeVar("T", bound="CourtPieceGameDealView")


@_attrs_define
class CourtPieceGameDealView:
    """One replayed deal of a game.

    Attributes:
        dealer (int):
        caller (int):
        valid (bool): Whether the deal's decisions are legal; an invalid deal stops the replay.
        violations (list[CourtPieceViolationView]): Its first illegal decision.
        complete (bool): Whether the deal is over (only the last may not be).
        score_after (list[int]): The game's score after this deal, per party (per seat under `sars`).
        result (CourtPieceResultView | Unset): The result of a finished deal.
    """

    dealer: int
    caller: int
    valid: bool
    violations: list[CourtPieceViolationView]
    complete: bool
    score_after: list[int]
    result: CourtPieceResultView | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        caller = self.caller

        valid = self.valid

        violations = []
        for violations_item_data in self.violations:
            violations_item = violations_item_data.to_dict()
            violations.append(violations_item)

        complete = self.complete

        score_after = self.score_after

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dealer": dealer,
                "caller": caller,
                "valid": valid,
                "violations": violations,
                "complete": complete,
                "score_after": score_after,
            }
        )
        if result is not UNSET:
            field_dict["result"] = result

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_result_view import CourtPieceResultView  # noqa: PLC0415
        from ..models.court_piece_violation_view import CourtPieceViolationView  # noqa: PLC0415

        d = dict(src_dict)
        dealer = d.pop("dealer")

        caller = d.pop("caller")

        valid = d.pop("valid")

        violations = []
        _violations = d.pop("violations")
        for violations_item_data in _violations:
            violations_item = CourtPieceViolationView.from_dict(violations_item_data)

            violations.append(violations_item)

        complete = d.pop("complete")

        score_after = cast(list[int], d.pop("score_after"))

        _result = d.pop("result", UNSET)
        result: CourtPieceResultView | Unset
        if isinstance(_result, Unset):
            result = UNSET
        else:
            result = CourtPieceResultView.from_dict(_result)

        court_piece_game_deal_view = cls(
            dealer=dealer,
            caller=caller,
            valid=valid,
            violations=violations,
            complete=complete,
            score_after=score_after,
            result=result,
        )

        court_piece_game_deal_view.additional_properties = d
        return court_piece_game_deal_view

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
