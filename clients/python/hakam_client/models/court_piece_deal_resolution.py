from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.suit_letter import SuitLetter
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.court_piece_result_view import CourtPieceResultView
    from ..models.court_piece_trick_view import CourtPieceTrickView
    from ..models.court_piece_violation_view import CourtPieceViolationView


T = TypeVar("T", bound="CourtPieceDealResolution")


@_attrs_define
class CourtPieceDealResolution:
    """The judgement of one deal.

    Attributes:
        valid (bool): Whether every decision so far is legal.
        violations (list[CourtPieceViolationView]): The first illegal decision (at most one: it stops the replay).
        caller (int):
        trump (None | SuitLetter):
        tricks (list[CourtPieceTrickView]): The tricks played, the one in progress last.
        heap (int): Tricks on the heap, not collected (0 without a heap).
        tricks_won (list[int]): Tricks won (or collected, on a heap), per party.
        complete (bool): Whether the deal is over.
        tens_won (list[int] | None | Unset): Tens collected per party (`count: tens` only).
        next_player (int | None | Unset): In progress: whose turn it is.
        legal_cards (list[str] | None | Unset): In progress: what that player may play; after an illegal card, what the
            player could
            have played.
        result (CourtPieceResultView | None | Unset):
        next_dealer (int | None | Unset): Only when complete: by the rotation (a redeal keeps dealer and caller).
        next_caller (int | None | Unset):
    """

    valid: bool
    violations: list[CourtPieceViolationView]
    caller: int
    trump: None | SuitLetter
    tricks: list[CourtPieceTrickView]
    heap: int
    tricks_won: list[int]
    complete: bool
    tens_won: list[int] | None | Unset = UNSET
    next_player: int | None | Unset = UNSET
    legal_cards: list[str] | None | Unset = UNSET
    result: CourtPieceResultView | None | Unset = UNSET
    next_dealer: int | None | Unset = UNSET
    next_caller: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.court_piece_result_view import CourtPieceResultView  # noqa: PLC0415

        valid = self.valid

        violations = []
        for violations_item_data in self.violations:
            violations_item = violations_item_data.to_dict()
            violations.append(violations_item)

        caller = self.caller

        trump: None | str
        if isinstance(self.trump, SuitLetter):
            trump = self.trump.value
        else:
            trump = self.trump

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)

        heap = self.heap

        tricks_won = self.tricks_won

        complete = self.complete

        tens_won: list[int] | None | Unset
        if isinstance(self.tens_won, Unset):
            tens_won = UNSET
        elif isinstance(self.tens_won, list):
            tens_won = self.tens_won

        else:
            tens_won = self.tens_won

        next_player: int | None | Unset
        if isinstance(self.next_player, Unset):
            next_player = UNSET
        else:
            next_player = self.next_player

        legal_cards: list[str] | None | Unset
        if isinstance(self.legal_cards, Unset):
            legal_cards = UNSET
        elif isinstance(self.legal_cards, list):
            legal_cards = self.legal_cards

        else:
            legal_cards = self.legal_cards

        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, CourtPieceResultView):
            result = self.result.to_dict()
        else:
            result = self.result

        next_dealer: int | None | Unset
        if isinstance(self.next_dealer, Unset):
            next_dealer = UNSET
        else:
            next_dealer = self.next_dealer

        next_caller: int | None | Unset
        if isinstance(self.next_caller, Unset):
            next_caller = UNSET
        else:
            next_caller = self.next_caller

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "valid": valid,
                "violations": violations,
                "caller": caller,
                "trump": trump,
                "tricks": tricks,
                "heap": heap,
                "tricks_won": tricks_won,
                "complete": complete,
            }
        )
        if tens_won is not UNSET:
            field_dict["tens_won"] = tens_won
        if next_player is not UNSET:
            field_dict["next_player"] = next_player
        if legal_cards is not UNSET:
            field_dict["legal_cards"] = legal_cards
        if result is not UNSET:
            field_dict["result"] = result
        if next_dealer is not UNSET:
            field_dict["next_dealer"] = next_dealer
        if next_caller is not UNSET:
            field_dict["next_caller"] = next_caller

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_result_view import CourtPieceResultView  # noqa: PLC0415
        from ..models.court_piece_trick_view import CourtPieceTrickView  # noqa: PLC0415
        from ..models.court_piece_violation_view import CourtPieceViolationView  # noqa: PLC0415

        d = dict(src_dict)
        valid = d.pop("valid")

        violations = []
        _violations = d.pop("violations")
        for violations_item_data in _violations:
            violations_item = CourtPieceViolationView.from_dict(violations_item_data)

            violations.append(violations_item)

        caller = d.pop("caller")

        def _parse_trump(data: object) -> None | SuitLetter:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trump_type_0 = SuitLetter(data)

                return trump_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SuitLetter, data)

        trump = _parse_trump(d.pop("trump"))

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = CourtPieceTrickView.from_dict(tricks_item_data)

            tricks.append(tricks_item)

        heap = d.pop("heap")

        tricks_won = cast(list[int], d.pop("tricks_won"))

        complete = d.pop("complete")

        def _parse_tens_won(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tens_won_type_0 = cast(list[int], data)

                return tens_won_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        tens_won = _parse_tens_won(d.pop("tens_won", UNSET))

        def _parse_next_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        next_player = _parse_next_player(d.pop("next_player", UNSET))

        def _parse_legal_cards(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                legal_cards_type_0 = cast(list[str], data)

                return legal_cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        legal_cards = _parse_legal_cards(d.pop("legal_cards", UNSET))

        def _parse_result(data: object) -> CourtPieceResultView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = CourtPieceResultView.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceResultView | None | Unset, data)

        result = _parse_result(d.pop("result", UNSET))

        def _parse_next_dealer(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        next_dealer = _parse_next_dealer(d.pop("next_dealer", UNSET))

        def _parse_next_caller(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        next_caller = _parse_next_caller(d.pop("next_caller", UNSET))

        court_piece_deal_resolution = cls(
            valid=valid,
            violations=violations,
            caller=caller,
            trump=trump,
            tricks=tricks,
            heap=heap,
            tricks_won=tricks_won,
            complete=complete,
            tens_won=tens_won,
            next_player=next_player,
            legal_cards=legal_cards,
            result=result,
            next_dealer=next_dealer,
            next_caller=next_caller,
        )

        court_piece_deal_resolution.additional_properties = d
        return court_piece_deal_resolution

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
