from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.suit_letter import SuitLetter
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.court_piece_pass_view import CourtPiecePassView
    from ..models.court_piece_result_view import CourtPieceResultView
    from ..models.court_piece_revealed_view import CourtPieceRevealedView
    from ..models.court_piece_trick_view import CourtPieceTrickView
    from ..models.court_piece_trump_change_view import CourtPieceTrumpChangeView
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
        trump_change (CourtPieceTrumpChangeView | Unset): A trump change made: as the request sent it, with the suit the
            caller had named.
        tens_won (list[int] | Unset): Tens collected per party (`count: tens` only).
        next_player (int | Unset): In progress: whose turn it is.
        legal_cards (list[str] | Unset): In progress: what that player may play; after an illegal card, what the player
            could
            have played.
        result (CourtPieceResultView | Unset): The result of a finished deal.
        next_dealer (int | Unset): Only when complete: by the rotation (a redeal keeps dealer and caller).
        next_caller (int | Unset):
        chooser (int | Unset): Concealed trumps: the player who set the card face down (the caller, or the highest
            bidder).
        trump_card (str | Unset): A card: rank 2-9, T or 10, J, Q, K, A, then suit c d h s or ♣ ♦ ♥ ♠, letters in either
            case, nothing else. Responses use the canonical form, e.g. `Td`.
        bids (list[int | None] | Unset): With `bidding`: the bids as sent.
        bid (int | Unset): With `bidding`: the highest bid.
        revealed (CourtPieceRevealedView | Unset): When and how concealed trumps were revealed.
        trump_candidates (list[SuitLetter] | Unset): `reveal: inferred`: the suits still consistent with every finished
            trick.
        view (int | Unset): A view: the seat it is for.
        hand (list[str] | Unset): A view: the seat's cards now (the first packet while trumps named after it are
            awaited; never a face-down card).
        dummy_hand (list[str] | Unset): A view of a deal with a dummy: the dummy's cards now, face up.
        passes (list[CourtPiecePassView] | Unset): Satat's passes, once made (all judged legal): in a view only those
            the seat took part
            in (the one it made, and the one made to it: what it passed and what it was passed).
    """

    valid: bool
    violations: list[CourtPieceViolationView]
    caller: int
    trump: None | SuitLetter
    tricks: list[CourtPieceTrickView]
    heap: int
    tricks_won: list[int]
    complete: bool
    trump_change: CourtPieceTrumpChangeView | Unset = UNSET
    tens_won: list[int] | Unset = UNSET
    next_player: int | Unset = UNSET
    legal_cards: list[str] | Unset = UNSET
    result: CourtPieceResultView | Unset = UNSET
    next_dealer: int | Unset = UNSET
    next_caller: int | Unset = UNSET
    chooser: int | Unset = UNSET
    trump_card: str | Unset = UNSET
    bids: list[int | None] | Unset = UNSET
    bid: int | Unset = UNSET
    revealed: CourtPieceRevealedView | Unset = UNSET
    trump_candidates: list[SuitLetter] | Unset = UNSET
    view: int | Unset = UNSET
    hand: list[str] | Unset = UNSET
    dummy_hand: list[str] | Unset = UNSET
    passes: list[CourtPiecePassView] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
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

        trump_change: dict[str, Any] | Unset = UNSET
        if not isinstance(self.trump_change, Unset):
            trump_change = self.trump_change.to_dict()

        tens_won: list[int] | Unset = UNSET
        if not isinstance(self.tens_won, Unset):
            tens_won = self.tens_won

        next_player = self.next_player

        legal_cards: list[str] | Unset = UNSET
        if not isinstance(self.legal_cards, Unset):
            legal_cards = self.legal_cards

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        next_dealer = self.next_dealer

        next_caller = self.next_caller

        chooser = self.chooser

        trump_card = self.trump_card

        bids: list[int | None] | Unset = UNSET
        if not isinstance(self.bids, Unset):
            bids = []
            for bids_item_data in self.bids:
                bids_item: int | None
                bids_item = bids_item_data
                bids.append(bids_item)

        bid = self.bid

        revealed: dict[str, Any] | Unset = UNSET
        if not isinstance(self.revealed, Unset):
            revealed = self.revealed.to_dict()

        trump_candidates: list[str] | Unset = UNSET
        if not isinstance(self.trump_candidates, Unset):
            trump_candidates = []
            for trump_candidates_item_data in self.trump_candidates:
                trump_candidates_item = trump_candidates_item_data.value
                trump_candidates.append(trump_candidates_item)

        view = self.view

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand

        dummy_hand: list[str] | Unset = UNSET
        if not isinstance(self.dummy_hand, Unset):
            dummy_hand = self.dummy_hand

        passes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.passes, Unset):
            passes = []
            for passes_item_data in self.passes:
                passes_item = passes_item_data.to_dict()
                passes.append(passes_item)

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
        if trump_change is not UNSET:
            field_dict["trump_change"] = trump_change
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
        if chooser is not UNSET:
            field_dict["chooser"] = chooser
        if trump_card is not UNSET:
            field_dict["trump_card"] = trump_card
        if bids is not UNSET:
            field_dict["bids"] = bids
        if bid is not UNSET:
            field_dict["bid"] = bid
        if revealed is not UNSET:
            field_dict["revealed"] = revealed
        if trump_candidates is not UNSET:
            field_dict["trump_candidates"] = trump_candidates
        if view is not UNSET:
            field_dict["view"] = view
        if hand is not UNSET:
            field_dict["hand"] = hand
        if dummy_hand is not UNSET:
            field_dict["dummy_hand"] = dummy_hand
        if passes is not UNSET:
            field_dict["passes"] = passes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_pass_view import CourtPiecePassView  # noqa: PLC0415
        from ..models.court_piece_result_view import CourtPieceResultView  # noqa: PLC0415
        from ..models.court_piece_revealed_view import CourtPieceRevealedView  # noqa: PLC0415
        from ..models.court_piece_trick_view import CourtPieceTrickView  # noqa: PLC0415
        from ..models.court_piece_trump_change_view import CourtPieceTrumpChangeView  # noqa: PLC0415
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

        _trump_change = d.pop("trump_change", UNSET)
        trump_change: CourtPieceTrumpChangeView | Unset
        if isinstance(_trump_change, Unset):
            trump_change = UNSET
        else:
            trump_change = CourtPieceTrumpChangeView.from_dict(_trump_change)

        tens_won = cast(list[int], d.pop("tens_won", UNSET))

        next_player = d.pop("next_player", UNSET)

        legal_cards = cast(list[str], d.pop("legal_cards", UNSET))

        _result = d.pop("result", UNSET)
        result: CourtPieceResultView | Unset
        if isinstance(_result, Unset):
            result = UNSET
        else:
            result = CourtPieceResultView.from_dict(_result)

        next_dealer = d.pop("next_dealer", UNSET)

        next_caller = d.pop("next_caller", UNSET)

        chooser = d.pop("chooser", UNSET)

        trump_card = d.pop("trump_card", UNSET)

        _bids = d.pop("bids", UNSET)
        bids: list[int | None] | Unset = UNSET
        if _bids is not UNSET:
            bids = []
            for bids_item_data in _bids:

                def _parse_bids_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                bids_item = _parse_bids_item(bids_item_data)

                bids.append(bids_item)

        bid = d.pop("bid", UNSET)

        _revealed = d.pop("revealed", UNSET)
        revealed: CourtPieceRevealedView | Unset
        if isinstance(_revealed, Unset):
            revealed = UNSET
        else:
            revealed = CourtPieceRevealedView.from_dict(_revealed)

        _trump_candidates = d.pop("trump_candidates", UNSET)
        trump_candidates: list[SuitLetter] | Unset = UNSET
        if _trump_candidates is not UNSET:
            trump_candidates = []
            for trump_candidates_item_data in _trump_candidates:
                trump_candidates_item = SuitLetter(trump_candidates_item_data)

                trump_candidates.append(trump_candidates_item)

        view = d.pop("view", UNSET)

        hand = cast(list[str], d.pop("hand", UNSET))

        dummy_hand = cast(list[str], d.pop("dummy_hand", UNSET))

        _passes = d.pop("passes", UNSET)
        passes: list[CourtPiecePassView] | Unset = UNSET
        if _passes is not UNSET:
            passes = []
            for passes_item_data in _passes:
                passes_item = CourtPiecePassView.from_dict(passes_item_data)

                passes.append(passes_item)

        court_piece_deal_resolution = cls(
            valid=valid,
            violations=violations,
            caller=caller,
            trump=trump,
            tricks=tricks,
            heap=heap,
            tricks_won=tricks_won,
            complete=complete,
            trump_change=trump_change,
            tens_won=tens_won,
            next_player=next_player,
            legal_cards=legal_cards,
            result=result,
            next_dealer=next_dealer,
            next_caller=next_caller,
            chooser=chooser,
            trump_card=trump_card,
            bids=bids,
            bid=bid,
            revealed=revealed,
            trump_candidates=trump_candidates,
            view=view,
            hand=hand,
            dummy_hand=dummy_hand,
            passes=passes,
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
