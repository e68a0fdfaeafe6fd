from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.court_piece_advice_stop import CourtPieceAdviceStop
from ..models.court_piece_play_entry_type_1 import CourtPiecePlayEntryType1
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.court_piece_pass_input import CourtPiecePassInput
    from ..models.court_piece_previous_input import CourtPiecePreviousInput
    from ..models.court_piece_redeal_input import CourtPieceRedealInput
    from ..models.court_piece_rules_input import CourtPieceRulesInput
    from ..models.court_piece_seat_view_input import CourtPieceSeatViewInput
    from ..models.court_piece_trump_change_input import CourtPieceTrumpChangeInput


T = TypeVar("T", bound="CourtPieceAdviseDealRequest")


@_attrs_define
class CourtPieceAdviseDealRequest:
    """A deal as `deals/resolve` takes it, the seat to advise in `view`, and how to sample.

    Example:
        {'dealer': 0, 'plays': ['Ks', 'As', 'Ts'], 'rules': {'preset': 'hokm'}, 'seed': 'readme hokm', 'trump': 's',
            'view': 0}

    Attributes:
        dealer (int): The dealer's seat; the caller is the next seat.
        view (int): The seat to advise: the one whose decision is next (for the dummy, its partner).
            The advice reads only what this seat may see.
        rules (CourtPieceRulesInput | None | Unset):
        previous (CourtPiecePreviousInput | None | Unset):
        samples (int | None | Unset): The most worlds sampled (1 to 1 000; default 200); with `stop: settled` the advice
            may use fewer (`samples` in the answer).
        sample_seed (None | str | Unset): The seed of the worlds; by default one derived from the seat's view alone
            (never
            from hidden cards), returned in the answer.
        stop (CourtPieceAdviceStop | None | Unset):
        seat_view (CourtPieceSeatViewInput | None | Unset):
        hands (list[list[str]] | None | Unset): The hands as dealt, one per seat (give these or `seed`; two players:
            `seed`).
        seed (None | str | Unset): The deal's seed (give this or `hands`): the cards follow from it.
        first_five (list[list[str]] | None | Unset): Each seat's first packet, with `hands`: needed for
            `five_card_start` and a
            `first-five` redeal.
        redeal (CourtPieceRedealInput | None | Unset):
        trump (None | str | Unset):
        trump_card (None | str | Unset):
        drawn_card (None | str | Unset):
        trump_change (CourtPieceTrumpChangeInput | None | Unset):
        passes (list[CourtPiecePassInput] | None | Unset): Satat, in the deal after a kot.
        discards (list[list[str]] | None | Unset): Two players: the caller's 3 discards, then the dealer's 2.
        draws (list[bool] | None | Unset): Two players: for each of the 21 turns, whether the top card was kept.
        dummy (int | None | Unset): Dummy Rang: the dummy's seat.
        plays (list[CourtPiecePlayEntryType1 | str] | None | Unset): Every card played, in order; the player is implied.
            Absent: nothing played.
            Under concealed trumps with `reveal: on-demand`, `"reveal"` right before a
            player's card is that player asking for trumps.
        bids (list[int | None] | None | Unset): With `bidding`: one entry per player in order from the caller, a number
            of
            tricks or `null` for a pass. A list of another length is judged, not refused:
            `BID_INVALID`.
    """

    dealer: int
    view: int
    rules: CourtPieceRulesInput | None | Unset = UNSET
    previous: CourtPiecePreviousInput | None | Unset = UNSET
    samples: int | None | Unset = UNSET
    sample_seed: None | str | Unset = UNSET
    stop: CourtPieceAdviceStop | None | Unset = UNSET
    seat_view: CourtPieceSeatViewInput | None | Unset = UNSET
    hands: list[list[str]] | None | Unset = UNSET
    seed: None | str | Unset = UNSET
    first_five: list[list[str]] | None | Unset = UNSET
    redeal: CourtPieceRedealInput | None | Unset = UNSET
    trump: None | str | Unset = UNSET
    trump_card: None | str | Unset = UNSET
    drawn_card: None | str | Unset = UNSET
    trump_change: CourtPieceTrumpChangeInput | None | Unset = UNSET
    passes: list[CourtPiecePassInput] | None | Unset = UNSET
    discards: list[list[str]] | None | Unset = UNSET
    draws: list[bool] | None | Unset = UNSET
    dummy: int | None | Unset = UNSET
    plays: list[CourtPiecePlayEntryType1 | str] | None | Unset = UNSET
    bids: list[int | None] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.court_piece_previous_input import CourtPiecePreviousInput  # noqa: PLC0415
        from ..models.court_piece_redeal_input import CourtPieceRedealInput  # noqa: PLC0415
        from ..models.court_piece_rules_input import CourtPieceRulesInput  # noqa: PLC0415
        from ..models.court_piece_seat_view_input import CourtPieceSeatViewInput  # noqa: PLC0415
        from ..models.court_piece_trump_change_input import CourtPieceTrumpChangeInput  # noqa: PLC0415

        dealer = self.dealer

        view = self.view

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, CourtPieceRulesInput):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        previous: dict[str, Any] | None | Unset
        if isinstance(self.previous, Unset):
            previous = UNSET
        elif isinstance(self.previous, CourtPiecePreviousInput):
            previous = self.previous.to_dict()
        else:
            previous = self.previous

        samples: int | None | Unset
        if isinstance(self.samples, Unset):
            samples = UNSET
        else:
            samples = self.samples

        sample_seed: None | str | Unset
        if isinstance(self.sample_seed, Unset):
            sample_seed = UNSET
        else:
            sample_seed = self.sample_seed

        stop: None | str | Unset
        if isinstance(self.stop, Unset):
            stop = UNSET
        elif isinstance(self.stop, CourtPieceAdviceStop):
            stop = self.stop.value
        else:
            stop = self.stop

        seat_view: dict[str, Any] | None | Unset
        if isinstance(self.seat_view, Unset):
            seat_view = UNSET
        elif isinstance(self.seat_view, CourtPieceSeatViewInput):
            seat_view = self.seat_view.to_dict()
        else:
            seat_view = self.seat_view

        hands: list[list[str]] | None | Unset
        if isinstance(self.hands, Unset):
            hands = UNSET
        elif isinstance(self.hands, list):
            hands = []
            for hands_type_0_item_data in self.hands:
                hands_type_0_item = hands_type_0_item_data

                hands.append(hands_type_0_item)

        else:
            hands = self.hands

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        first_five: list[list[str]] | None | Unset
        if isinstance(self.first_five, Unset):
            first_five = UNSET
        elif isinstance(self.first_five, list):
            first_five = []
            for first_five_type_0_item_data in self.first_five:
                first_five_type_0_item = first_five_type_0_item_data

                first_five.append(first_five_type_0_item)

        else:
            first_five = self.first_five

        redeal: dict[str, Any] | None | Unset
        if isinstance(self.redeal, Unset):
            redeal = UNSET
        elif isinstance(self.redeal, CourtPieceRedealInput):
            redeal = self.redeal.to_dict()
        else:
            redeal = self.redeal

        trump: None | str | Unset
        if isinstance(self.trump, Unset):
            trump = UNSET
        else:
            trump = self.trump

        trump_card: None | str | Unset
        if isinstance(self.trump_card, Unset):
            trump_card = UNSET
        else:
            trump_card = self.trump_card

        drawn_card: None | str | Unset
        if isinstance(self.drawn_card, Unset):
            drawn_card = UNSET
        else:
            drawn_card = self.drawn_card

        trump_change: dict[str, Any] | None | Unset
        if isinstance(self.trump_change, Unset):
            trump_change = UNSET
        elif isinstance(self.trump_change, CourtPieceTrumpChangeInput):
            trump_change = self.trump_change.to_dict()
        else:
            trump_change = self.trump_change

        passes: list[dict[str, Any]] | None | Unset
        if isinstance(self.passes, Unset):
            passes = UNSET
        elif isinstance(self.passes, list):
            passes = []
            for passes_type_0_item_data in self.passes:
                passes_type_0_item = passes_type_0_item_data.to_dict()
                passes.append(passes_type_0_item)

        else:
            passes = self.passes

        discards: list[list[str]] | None | Unset
        if isinstance(self.discards, Unset):
            discards = UNSET
        elif isinstance(self.discards, list):
            discards = []
            for discards_type_0_item_data in self.discards:
                discards_type_0_item = discards_type_0_item_data

                discards.append(discards_type_0_item)

        else:
            discards = self.discards

        draws: list[bool] | None | Unset
        if isinstance(self.draws, Unset):
            draws = UNSET
        elif isinstance(self.draws, list):
            draws = self.draws

        else:
            draws = self.draws

        dummy: int | None | Unset
        if isinstance(self.dummy, Unset):
            dummy = UNSET
        else:
            dummy = self.dummy

        plays: list[str] | None | Unset
        if isinstance(self.plays, Unset):
            plays = UNSET
        elif isinstance(self.plays, list):
            plays = []
            for plays_type_0_item_data in self.plays:
                plays_type_0_item: str
                if isinstance(plays_type_0_item_data, CourtPiecePlayEntryType1):
                    plays_type_0_item = plays_type_0_item_data.value
                else:
                    plays_type_0_item = plays_type_0_item_data
                plays.append(plays_type_0_item)

        else:
            plays = self.plays

        bids: list[int | None] | None | Unset
        if isinstance(self.bids, Unset):
            bids = UNSET
        elif isinstance(self.bids, list):
            bids = []
            for bids_type_0_item_data in self.bids:
                bids_type_0_item: int | None
                bids_type_0_item = bids_type_0_item_data
                bids.append(bids_type_0_item)

        else:
            bids = self.bids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "view": view,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if previous is not UNSET:
            field_dict["previous"] = previous
        if samples is not UNSET:
            field_dict["samples"] = samples
        if sample_seed is not UNSET:
            field_dict["sample_seed"] = sample_seed
        if stop is not UNSET:
            field_dict["stop"] = stop
        if seat_view is not UNSET:
            field_dict["seat_view"] = seat_view
        if hands is not UNSET:
            field_dict["hands"] = hands
        if seed is not UNSET:
            field_dict["seed"] = seed
        if first_five is not UNSET:
            field_dict["first_five"] = first_five
        if redeal is not UNSET:
            field_dict["redeal"] = redeal
        if trump is not UNSET:
            field_dict["trump"] = trump
        if trump_card is not UNSET:
            field_dict["trump_card"] = trump_card
        if drawn_card is not UNSET:
            field_dict["drawn_card"] = drawn_card
        if trump_change is not UNSET:
            field_dict["trump_change"] = trump_change
        if passes is not UNSET:
            field_dict["passes"] = passes
        if discards is not UNSET:
            field_dict["discards"] = discards
        if draws is not UNSET:
            field_dict["draws"] = draws
        if dummy is not UNSET:
            field_dict["dummy"] = dummy
        if plays is not UNSET:
            field_dict["plays"] = plays
        if bids is not UNSET:
            field_dict["bids"] = bids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_pass_input import CourtPiecePassInput  # noqa: PLC0415
        from ..models.court_piece_previous_input import CourtPiecePreviousInput  # noqa: PLC0415
        from ..models.court_piece_redeal_input import CourtPieceRedealInput  # noqa: PLC0415
        from ..models.court_piece_rules_input import CourtPieceRulesInput  # noqa: PLC0415
        from ..models.court_piece_seat_view_input import CourtPieceSeatViewInput  # noqa: PLC0415
        from ..models.court_piece_trump_change_input import CourtPieceTrumpChangeInput  # noqa: PLC0415

        d = dict(src_dict)
        dealer = d.pop("dealer")

        view = d.pop("view")

        def _parse_rules(data: object) -> CourtPieceRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = CourtPieceRulesInput.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceRulesInput | None | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        def _parse_previous(data: object) -> CourtPiecePreviousInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                previous_type_0 = CourtPiecePreviousInput.from_dict(data)

                return previous_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPiecePreviousInput | None | Unset, data)

        previous = _parse_previous(d.pop("previous", UNSET))

        def _parse_samples(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        samples = _parse_samples(d.pop("samples", UNSET))

        def _parse_sample_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        sample_seed = _parse_sample_seed(d.pop("sample_seed", UNSET))

        def _parse_stop(data: object) -> CourtPieceAdviceStop | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stop_type_0 = CourtPieceAdviceStop(data)

                return stop_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceAdviceStop | None | Unset, data)

        stop = _parse_stop(d.pop("stop", UNSET))

        def _parse_seat_view(data: object) -> CourtPieceSeatViewInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                seat_view_type_0 = CourtPieceSeatViewInput.from_dict(data)

                return seat_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceSeatViewInput | None | Unset, data)

        seat_view = _parse_seat_view(d.pop("seat_view", UNSET))

        def _parse_hands(data: object) -> list[list[str]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hands_type_0 = []
                _hands_type_0 = data
                for hands_type_0_item_data in _hands_type_0:
                    hands_type_0_item = cast(list[str], hands_type_0_item_data)

                    hands_type_0.append(hands_type_0_item)

                return hands_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None | Unset, data)

        hands = _parse_hands(d.pop("hands", UNSET))

        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_first_five(data: object) -> list[list[str]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                first_five_type_0 = []
                _first_five_type_0 = data
                for first_five_type_0_item_data in _first_five_type_0:
                    first_five_type_0_item = cast(list[str], first_five_type_0_item_data)

                    first_five_type_0.append(first_five_type_0_item)

                return first_five_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None | Unset, data)

        first_five = _parse_first_five(d.pop("first_five", UNSET))

        def _parse_redeal(data: object) -> CourtPieceRedealInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                redeal_type_0 = CourtPieceRedealInput.from_dict(data)

                return redeal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceRedealInput | None | Unset, data)

        redeal = _parse_redeal(d.pop("redeal", UNSET))

        def _parse_trump(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trump = _parse_trump(d.pop("trump", UNSET))

        def _parse_trump_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trump_card = _parse_trump_card(d.pop("trump_card", UNSET))

        def _parse_drawn_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        drawn_card = _parse_drawn_card(d.pop("drawn_card", UNSET))

        def _parse_trump_change(data: object) -> CourtPieceTrumpChangeInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                trump_change_type_0 = CourtPieceTrumpChangeInput.from_dict(data)

                return trump_change_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceTrumpChangeInput | None | Unset, data)

        trump_change = _parse_trump_change(d.pop("trump_change", UNSET))

        def _parse_passes(data: object) -> list[CourtPiecePassInput] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                passes_type_0 = []
                _passes_type_0 = data
                for passes_type_0_item_data in _passes_type_0:
                    passes_type_0_item = CourtPiecePassInput.from_dict(passes_type_0_item_data)

                    passes_type_0.append(passes_type_0_item)

                return passes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CourtPiecePassInput] | None | Unset, data)

        passes = _parse_passes(d.pop("passes", UNSET))

        def _parse_discards(data: object) -> list[list[str]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                discards_type_0 = []
                _discards_type_0 = data
                for discards_type_0_item_data in _discards_type_0:
                    discards_type_0_item = cast(list[str], discards_type_0_item_data)

                    discards_type_0.append(discards_type_0_item)

                return discards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None | Unset, data)

        discards = _parse_discards(d.pop("discards", UNSET))

        def _parse_draws(data: object) -> list[bool] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                draws_type_0 = cast(list[bool], data)

                return draws_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[bool] | None | Unset, data)

        draws = _parse_draws(d.pop("draws", UNSET))

        def _parse_dummy(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dummy = _parse_dummy(d.pop("dummy", UNSET))

        def _parse_plays(data: object) -> list[CourtPiecePlayEntryType1 | str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                plays_type_0 = []
                _plays_type_0 = data
                for plays_type_0_item_data in _plays_type_0:

                    def _parse_plays_type_0_item(data: object) -> CourtPiecePlayEntryType1 | str:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            componentsschemascourt_piece_play_entry_type_1 = CourtPiecePlayEntryType1(data)

                            return componentsschemascourt_piece_play_entry_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(CourtPiecePlayEntryType1 | str, data)

                    plays_type_0_item = _parse_plays_type_0_item(plays_type_0_item_data)

                    plays_type_0.append(plays_type_0_item)

                return plays_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CourtPiecePlayEntryType1 | str] | None | Unset, data)

        plays = _parse_plays(d.pop("plays", UNSET))

        def _parse_bids(data: object) -> list[int | None] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                bids_type_0 = []
                _bids_type_0 = data
                for bids_type_0_item_data in _bids_type_0:

                    def _parse_bids_type_0_item(data: object) -> int | None:
                        if data is None:
                            return data
                        return cast(int | None, data)

                    bids_type_0_item = _parse_bids_type_0_item(bids_type_0_item_data)

                    bids_type_0.append(bids_type_0_item)

                return bids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int | None] | None | Unset, data)

        bids = _parse_bids(d.pop("bids", UNSET))

        court_piece_advise_deal_request = cls(
            dealer=dealer,
            view=view,
            rules=rules,
            previous=previous,
            samples=samples,
            sample_seed=sample_seed,
            stop=stop,
            seat_view=seat_view,
            hands=hands,
            seed=seed,
            first_five=first_five,
            redeal=redeal,
            trump=trump,
            trump_card=trump_card,
            drawn_card=drawn_card,
            trump_change=trump_change,
            passes=passes,
            discards=discards,
            draws=draws,
            dummy=dummy,
            plays=plays,
            bids=bids,
        )

        return court_piece_advise_deal_request
