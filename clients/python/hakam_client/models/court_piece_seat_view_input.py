from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.court_piece_pass_input import CourtPiecePassInput
    from ..models.court_piece_seat_view_trick import CourtPieceSeatViewTrick
    from ..models.court_piece_seat_view_trump_change import CourtPieceSeatViewTrumpChange
    from ..models.court_piece_seat_view_violation import CourtPieceSeatViewViolation


T = TypeVar("T", bound="CourtPieceSeatViewInput")


@_attrs_define
class CourtPieceSeatViewInput:
    """What a seat knows: the `deals/resolve` answer with its `view` (fields not listed here are
    accepted and ignored).

        Attributes:
            hand (list[str]): The seat's cards now (its first five before trumps are named).
            trump (None | str | Unset):
            trump_change (CourtPieceSeatViewTrumpChange | None | Unset):
            tricks (list[CourtPieceSeatViewTrick] | Unset): The tricks so far, the one in progress last.
            passes (list[CourtPiecePassInput] | Unset): Satat's passes made, those the seat took part in (as its view lists
                them).
            violations (list[CourtPieceSeatViewViolation] | Unset): The broken rule the view shows, if any (`deals/resolve`
                lists one at most; the first
                is read, its `code` and `message`; every code must be one of `deals/resolve`'s): the
                advice refuses it as the first form refuses the deal, with the same code and message,
                at `/seat_view/violations/0`. Satat's passes still owed (`PASS_WRONG_COUNT` before any
                trick, no passes listed, `previous` a kot) are no refusal: they are the decision
                advised.
    """

    hand: list[str]
    trump: None | str | Unset = UNSET
    trump_change: CourtPieceSeatViewTrumpChange | None | Unset = UNSET
    tricks: list[CourtPieceSeatViewTrick] | Unset = UNSET
    passes: list[CourtPiecePassInput] | Unset = UNSET
    violations: list[CourtPieceSeatViewViolation] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.court_piece_seat_view_trump_change import CourtPieceSeatViewTrumpChange  # noqa: PLC0415

        hand = self.hand

        trump: None | str | Unset
        if isinstance(self.trump, Unset):
            trump = UNSET
        else:
            trump = self.trump

        trump_change: dict[str, Any] | None | Unset
        if isinstance(self.trump_change, Unset):
            trump_change = UNSET
        elif isinstance(self.trump_change, CourtPieceSeatViewTrumpChange):
            trump_change = self.trump_change.to_dict()
        else:
            trump_change = self.trump_change

        tricks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tricks, Unset):
            tricks = []
            for tricks_item_data in self.tricks:
                tricks_item = tricks_item_data.to_dict()
                tricks.append(tricks_item)

        passes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.passes, Unset):
            passes = []
            for passes_item_data in self.passes:
                passes_item = passes_item_data.to_dict()
                passes.append(passes_item)

        violations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.violations, Unset):
            violations = []
            for violations_item_data in self.violations:
                violations_item = violations_item_data.to_dict()
                violations.append(violations_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hand": hand,
            }
        )
        if trump is not UNSET:
            field_dict["trump"] = trump
        if trump_change is not UNSET:
            field_dict["trump_change"] = trump_change
        if tricks is not UNSET:
            field_dict["tricks"] = tricks
        if passes is not UNSET:
            field_dict["passes"] = passes
        if violations is not UNSET:
            field_dict["violations"] = violations

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_pass_input import CourtPiecePassInput  # noqa: PLC0415
        from ..models.court_piece_seat_view_trick import CourtPieceSeatViewTrick  # noqa: PLC0415
        from ..models.court_piece_seat_view_trump_change import CourtPieceSeatViewTrumpChange  # noqa: PLC0415
        from ..models.court_piece_seat_view_violation import CourtPieceSeatViewViolation  # noqa: PLC0415

        d = dict(src_dict)
        hand = cast(list[str], d.pop("hand"))

        def _parse_trump(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trump = _parse_trump(d.pop("trump", UNSET))

        def _parse_trump_change(data: object) -> CourtPieceSeatViewTrumpChange | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                trump_change_type_0 = CourtPieceSeatViewTrumpChange.from_dict(data)

                return trump_change_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceSeatViewTrumpChange | None | Unset, data)

        trump_change = _parse_trump_change(d.pop("trump_change", UNSET))

        _tricks = d.pop("tricks", UNSET)
        tricks: list[CourtPieceSeatViewTrick] | Unset = UNSET
        if _tricks is not UNSET:
            tricks = []
            for tricks_item_data in _tricks:
                tricks_item = CourtPieceSeatViewTrick.from_dict(tricks_item_data)

                tricks.append(tricks_item)

        _passes = d.pop("passes", UNSET)
        passes: list[CourtPiecePassInput] | Unset = UNSET
        if _passes is not UNSET:
            passes = []
            for passes_item_data in _passes:
                passes_item = CourtPiecePassInput.from_dict(passes_item_data)

                passes.append(passes_item)

        _violations = d.pop("violations", UNSET)
        violations: list[CourtPieceSeatViewViolation] | Unset = UNSET
        if _violations is not UNSET:
            violations = []
            for violations_item_data in _violations:
                violations_item = CourtPieceSeatViewViolation.from_dict(violations_item_data)

                violations.append(violations_item)

        court_piece_seat_view_input = cls(
            hand=hand,
            trump=trump,
            trump_change=trump_change,
            tricks=tricks,
            passes=passes,
            violations=violations,
        )

        court_piece_seat_view_input.additional_properties = d
        return court_piece_seat_view_input

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
