from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.court_piece_after_collection_name import CourtPieceAfterCollectionName
from ..models.court_piece_before_reveal_name import CourtPieceBeforeRevealName
from ..models.court_piece_caller_after_loss_name import CourtPieceCallerAfterLossName
from ..models.court_piece_collect_from_name import CourtPieceCollectFromName
from ..models.court_piece_collect_name import CourtPieceCollectName
from ..models.court_piece_count_name import CourtPieceCountName
from ..models.court_piece_failed_bavney_name import CourtPieceFailedBavneyName
from ..models.court_piece_preset_name import CourtPiecePresetName
from ..models.court_piece_reveal_name import CourtPieceRevealName
from ..models.court_piece_rotation_name import CourtPieceRotationName
from ..models.court_piece_tens_tie_name import CourtPieceTensTieName
from ..models.court_piece_trump_name import CourtPieceTrumpName
from ..models.court_piece_unrevealed_name import CourtPieceUnrevealedName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.court_piece_bidding_rules import CourtPieceBiddingRules
    from ..models.court_piece_redeal_rules import CourtPieceRedealRules
    from ..models.court_piece_scoring_input import CourtPieceScoringInput


T = TypeVar("T", bound="CourtPieceRulesInput")


@_attrs_define
class CourtPieceRulesInput:
    """The rules of a request: a preset (default `court-piece`) and any overrides; `null` is
    the same as absent. Impossible sets are refused with a 422 naming each problem; the
    options are told in [the rules](/rules/court-piece#options). A resolved set (`rules/presets`) sent back is always
    accepted.

        Attributes:
            preset (CourtPiecePresetName | None | Unset):
            players (int | None | Unset): The preset's number of seats; accepted only as the preset's own value.
            dummy (bool | None | Unset): Whether one seat is a dummy; accepted only as the preset's own value.
            trump (CourtPieceTrumpName | None | Unset):
            blind_trump (bool | None | Unset): The caller's trump is the suit of a card of the caller's hand outside the
                first five,
                turned up unseen (`called` trumps only).
            five_card_start (bool | None | Unset): `first-void` only: play starts after the first packet (Dehla Pakad's
                first method).
            trump_change (bool | None | Unset): The party opposite the caller may name another suit before the first lead.
            two_of_hearts (bool | None | Unset): Satat: the 2♥ is the highest trump.
            kot_passes (bool | None | Unset): Satat: cards are passed in the deal after a kot.
            collect (CourtPieceCollectName | None | Unset):
            first_collection (int | None | Unset): Heap only: the earliest trick (1 to 13) at whose end the heap may first
                be collected.
            aces_block (bool | None | Unset): Heap only: two tricks in a row won by aces do not collect.
            after_collection (CourtPieceAfterCollectionName | None | Unset):
            collect_from (CourtPieceCollectFromName | None | Unset):
            count (CourtPieceCountName | None | Unset):
            tens_tie (CourtPieceTensTieName | None | Unset):
            failed_bavney (CourtPieceFailedBavneyName | None | Unset):
            scoring (CourtPieceScoringInput | None | Unset):
            rotation (CourtPieceRotationName | None | Unset):
            caller_after_loss (CourtPieceCallerAfterLossName | None | Unset):
            redeal (CourtPieceRedealRules | None | Unset):
            removed_card (None | str | Unset):
            reveal (CourtPieceRevealName | None | Unset):
            unrevealed (CourtPieceUnrevealedName | None | Unset):
            before_reveal (CourtPieceBeforeRevealName | None | Unset):
            bidding (CourtPieceBiddingRules | None | Unset):
    """

    preset: CourtPiecePresetName | None | Unset = UNSET
    players: int | None | Unset = UNSET
    dummy: bool | None | Unset = UNSET
    trump: CourtPieceTrumpName | None | Unset = UNSET
    blind_trump: bool | None | Unset = UNSET
    five_card_start: bool | None | Unset = UNSET
    trump_change: bool | None | Unset = UNSET
    two_of_hearts: bool | None | Unset = UNSET
    kot_passes: bool | None | Unset = UNSET
    collect: CourtPieceCollectName | None | Unset = UNSET
    first_collection: int | None | Unset = UNSET
    aces_block: bool | None | Unset = UNSET
    after_collection: CourtPieceAfterCollectionName | None | Unset = UNSET
    collect_from: CourtPieceCollectFromName | None | Unset = UNSET
    count: CourtPieceCountName | None | Unset = UNSET
    tens_tie: CourtPieceTensTieName | None | Unset = UNSET
    failed_bavney: CourtPieceFailedBavneyName | None | Unset = UNSET
    scoring: CourtPieceScoringInput | None | Unset = UNSET
    rotation: CourtPieceRotationName | None | Unset = UNSET
    caller_after_loss: CourtPieceCallerAfterLossName | None | Unset = UNSET
    redeal: CourtPieceRedealRules | None | Unset = UNSET
    removed_card: None | str | Unset = UNSET
    reveal: CourtPieceRevealName | None | Unset = UNSET
    unrevealed: CourtPieceUnrevealedName | None | Unset = UNSET
    before_reveal: CourtPieceBeforeRevealName | None | Unset = UNSET
    bidding: CourtPieceBiddingRules | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.court_piece_bidding_rules import CourtPieceBiddingRules  # noqa: PLC0415
        from ..models.court_piece_redeal_rules import CourtPieceRedealRules  # noqa: PLC0415
        from ..models.court_piece_scoring_input import CourtPieceScoringInput  # noqa: PLC0415

        preset: None | str | Unset
        if isinstance(self.preset, Unset):
            preset = UNSET
        elif isinstance(self.preset, CourtPiecePresetName):
            preset = self.preset.value
        else:
            preset = self.preset

        players: int | None | Unset
        if isinstance(self.players, Unset):
            players = UNSET
        else:
            players = self.players

        dummy: bool | None | Unset
        if isinstance(self.dummy, Unset):
            dummy = UNSET
        else:
            dummy = self.dummy

        trump: None | str | Unset
        if isinstance(self.trump, Unset):
            trump = UNSET
        elif isinstance(self.trump, CourtPieceTrumpName):
            trump = self.trump.value
        else:
            trump = self.trump

        blind_trump: bool | None | Unset
        if isinstance(self.blind_trump, Unset):
            blind_trump = UNSET
        else:
            blind_trump = self.blind_trump

        five_card_start: bool | None | Unset
        if isinstance(self.five_card_start, Unset):
            five_card_start = UNSET
        else:
            five_card_start = self.five_card_start

        trump_change: bool | None | Unset
        if isinstance(self.trump_change, Unset):
            trump_change = UNSET
        else:
            trump_change = self.trump_change

        two_of_hearts: bool | None | Unset
        if isinstance(self.two_of_hearts, Unset):
            two_of_hearts = UNSET
        else:
            two_of_hearts = self.two_of_hearts

        kot_passes: bool | None | Unset
        if isinstance(self.kot_passes, Unset):
            kot_passes = UNSET
        else:
            kot_passes = self.kot_passes

        collect: None | str | Unset
        if isinstance(self.collect, Unset):
            collect = UNSET
        elif isinstance(self.collect, CourtPieceCollectName):
            collect = self.collect.value
        else:
            collect = self.collect

        first_collection: int | None | Unset
        if isinstance(self.first_collection, Unset):
            first_collection = UNSET
        else:
            first_collection = self.first_collection

        aces_block: bool | None | Unset
        if isinstance(self.aces_block, Unset):
            aces_block = UNSET
        else:
            aces_block = self.aces_block

        after_collection: None | str | Unset
        if isinstance(self.after_collection, Unset):
            after_collection = UNSET
        elif isinstance(self.after_collection, CourtPieceAfterCollectionName):
            after_collection = self.after_collection.value
        else:
            after_collection = self.after_collection

        collect_from: None | str | Unset
        if isinstance(self.collect_from, Unset):
            collect_from = UNSET
        elif isinstance(self.collect_from, CourtPieceCollectFromName):
            collect_from = self.collect_from.value
        else:
            collect_from = self.collect_from

        count: None | str | Unset
        if isinstance(self.count, Unset):
            count = UNSET
        elif isinstance(self.count, CourtPieceCountName):
            count = self.count.value
        else:
            count = self.count

        tens_tie: None | str | Unset
        if isinstance(self.tens_tie, Unset):
            tens_tie = UNSET
        elif isinstance(self.tens_tie, CourtPieceTensTieName):
            tens_tie = self.tens_tie.value
        else:
            tens_tie = self.tens_tie

        failed_bavney: None | str | Unset
        if isinstance(self.failed_bavney, Unset):
            failed_bavney = UNSET
        elif isinstance(self.failed_bavney, CourtPieceFailedBavneyName):
            failed_bavney = self.failed_bavney.value
        else:
            failed_bavney = self.failed_bavney

        scoring: dict[str, Any] | None | Unset
        if isinstance(self.scoring, Unset):
            scoring = UNSET
        elif isinstance(self.scoring, CourtPieceScoringInput):
            scoring = self.scoring.to_dict()
        else:
            scoring = self.scoring

        rotation: None | str | Unset
        if isinstance(self.rotation, Unset):
            rotation = UNSET
        elif isinstance(self.rotation, CourtPieceRotationName):
            rotation = self.rotation.value
        else:
            rotation = self.rotation

        caller_after_loss: None | str | Unset
        if isinstance(self.caller_after_loss, Unset):
            caller_after_loss = UNSET
        elif isinstance(self.caller_after_loss, CourtPieceCallerAfterLossName):
            caller_after_loss = self.caller_after_loss.value
        else:
            caller_after_loss = self.caller_after_loss

        redeal: dict[str, Any] | None | Unset
        if isinstance(self.redeal, Unset):
            redeal = UNSET
        elif isinstance(self.redeal, CourtPieceRedealRules):
            redeal = self.redeal.to_dict()
        else:
            redeal = self.redeal

        removed_card: None | str | Unset
        if isinstance(self.removed_card, Unset):
            removed_card = UNSET
        else:
            removed_card = self.removed_card

        reveal: None | str | Unset
        if isinstance(self.reveal, Unset):
            reveal = UNSET
        elif isinstance(self.reveal, CourtPieceRevealName):
            reveal = self.reveal.value
        else:
            reveal = self.reveal

        unrevealed: None | str | Unset
        if isinstance(self.unrevealed, Unset):
            unrevealed = UNSET
        elif isinstance(self.unrevealed, CourtPieceUnrevealedName):
            unrevealed = self.unrevealed.value
        else:
            unrevealed = self.unrevealed

        before_reveal: None | str | Unset
        if isinstance(self.before_reveal, Unset):
            before_reveal = UNSET
        elif isinstance(self.before_reveal, CourtPieceBeforeRevealName):
            before_reveal = self.before_reveal.value
        else:
            before_reveal = self.before_reveal

        bidding: dict[str, Any] | None | Unset
        if isinstance(self.bidding, Unset):
            bidding = UNSET
        elif isinstance(self.bidding, CourtPieceBiddingRules):
            bidding = self.bidding.to_dict()
        else:
            bidding = self.bidding

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if preset is not UNSET:
            field_dict["preset"] = preset
        if players is not UNSET:
            field_dict["players"] = players
        if dummy is not UNSET:
            field_dict["dummy"] = dummy
        if trump is not UNSET:
            field_dict["trump"] = trump
        if blind_trump is not UNSET:
            field_dict["blind_trump"] = blind_trump
        if five_card_start is not UNSET:
            field_dict["five_card_start"] = five_card_start
        if trump_change is not UNSET:
            field_dict["trump_change"] = trump_change
        if two_of_hearts is not UNSET:
            field_dict["two_of_hearts"] = two_of_hearts
        if kot_passes is not UNSET:
            field_dict["kot_passes"] = kot_passes
        if collect is not UNSET:
            field_dict["collect"] = collect
        if first_collection is not UNSET:
            field_dict["first_collection"] = first_collection
        if aces_block is not UNSET:
            field_dict["aces_block"] = aces_block
        if after_collection is not UNSET:
            field_dict["after_collection"] = after_collection
        if collect_from is not UNSET:
            field_dict["collect_from"] = collect_from
        if count is not UNSET:
            field_dict["count"] = count
        if tens_tie is not UNSET:
            field_dict["tens_tie"] = tens_tie
        if failed_bavney is not UNSET:
            field_dict["failed_bavney"] = failed_bavney
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if rotation is not UNSET:
            field_dict["rotation"] = rotation
        if caller_after_loss is not UNSET:
            field_dict["caller_after_loss"] = caller_after_loss
        if redeal is not UNSET:
            field_dict["redeal"] = redeal
        if removed_card is not UNSET:
            field_dict["removed_card"] = removed_card
        if reveal is not UNSET:
            field_dict["reveal"] = reveal
        if unrevealed is not UNSET:
            field_dict["unrevealed"] = unrevealed
        if before_reveal is not UNSET:
            field_dict["before_reveal"] = before_reveal
        if bidding is not UNSET:
            field_dict["bidding"] = bidding

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_bidding_rules import CourtPieceBiddingRules  # noqa: PLC0415
        from ..models.court_piece_redeal_rules import CourtPieceRedealRules  # noqa: PLC0415
        from ..models.court_piece_scoring_input import CourtPieceScoringInput  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_preset(data: object) -> CourtPiecePresetName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                preset_type_0 = CourtPiecePresetName(data)

                return preset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPiecePresetName | None | Unset, data)

        preset = _parse_preset(d.pop("preset", UNSET))

        def _parse_players(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        players = _parse_players(d.pop("players", UNSET))

        def _parse_dummy(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        dummy = _parse_dummy(d.pop("dummy", UNSET))

        def _parse_trump(data: object) -> CourtPieceTrumpName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trump_type_0 = CourtPieceTrumpName(data)

                return trump_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceTrumpName | None | Unset, data)

        trump = _parse_trump(d.pop("trump", UNSET))

        def _parse_blind_trump(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        blind_trump = _parse_blind_trump(d.pop("blind_trump", UNSET))

        def _parse_five_card_start(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        five_card_start = _parse_five_card_start(d.pop("five_card_start", UNSET))

        def _parse_trump_change(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        trump_change = _parse_trump_change(d.pop("trump_change", UNSET))

        def _parse_two_of_hearts(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        two_of_hearts = _parse_two_of_hearts(d.pop("two_of_hearts", UNSET))

        def _parse_kot_passes(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        kot_passes = _parse_kot_passes(d.pop("kot_passes", UNSET))

        def _parse_collect(data: object) -> CourtPieceCollectName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                collect_type_0 = CourtPieceCollectName(data)

                return collect_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceCollectName | None | Unset, data)

        collect = _parse_collect(d.pop("collect", UNSET))

        def _parse_first_collection(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_collection = _parse_first_collection(d.pop("first_collection", UNSET))

        def _parse_aces_block(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        aces_block = _parse_aces_block(d.pop("aces_block", UNSET))

        def _parse_after_collection(data: object) -> CourtPieceAfterCollectionName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                after_collection_type_0 = CourtPieceAfterCollectionName(data)

                return after_collection_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceAfterCollectionName | None | Unset, data)

        after_collection = _parse_after_collection(d.pop("after_collection", UNSET))

        def _parse_collect_from(data: object) -> CourtPieceCollectFromName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                collect_from_type_0 = CourtPieceCollectFromName(data)

                return collect_from_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceCollectFromName | None | Unset, data)

        collect_from = _parse_collect_from(d.pop("collect_from", UNSET))

        def _parse_count(data: object) -> CourtPieceCountName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                count_type_0 = CourtPieceCountName(data)

                return count_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceCountName | None | Unset, data)

        count = _parse_count(d.pop("count", UNSET))

        def _parse_tens_tie(data: object) -> CourtPieceTensTieName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tens_tie_type_0 = CourtPieceTensTieName(data)

                return tens_tie_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceTensTieName | None | Unset, data)

        tens_tie = _parse_tens_tie(d.pop("tens_tie", UNSET))

        def _parse_failed_bavney(data: object) -> CourtPieceFailedBavneyName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                failed_bavney_type_0 = CourtPieceFailedBavneyName(data)

                return failed_bavney_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceFailedBavneyName | None | Unset, data)

        failed_bavney = _parse_failed_bavney(d.pop("failed_bavney", UNSET))

        def _parse_scoring(data: object) -> CourtPieceScoringInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scoring_type_0 = CourtPieceScoringInput.from_dict(data)

                return scoring_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceScoringInput | None | Unset, data)

        scoring = _parse_scoring(d.pop("scoring", UNSET))

        def _parse_rotation(data: object) -> CourtPieceRotationName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rotation_type_0 = CourtPieceRotationName(data)

                return rotation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceRotationName | None | Unset, data)

        rotation = _parse_rotation(d.pop("rotation", UNSET))

        def _parse_caller_after_loss(data: object) -> CourtPieceCallerAfterLossName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                caller_after_loss_type_0 = CourtPieceCallerAfterLossName(data)

                return caller_after_loss_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceCallerAfterLossName | None | Unset, data)

        caller_after_loss = _parse_caller_after_loss(d.pop("caller_after_loss", UNSET))

        def _parse_redeal(data: object) -> CourtPieceRedealRules | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                redeal_type_0 = CourtPieceRedealRules.from_dict(data)

                return redeal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceRedealRules | None | Unset, data)

        redeal = _parse_redeal(d.pop("redeal", UNSET))

        def _parse_removed_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        removed_card = _parse_removed_card(d.pop("removed_card", UNSET))

        def _parse_reveal(data: object) -> CourtPieceRevealName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reveal_type_0 = CourtPieceRevealName(data)

                return reveal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceRevealName | None | Unset, data)

        reveal = _parse_reveal(d.pop("reveal", UNSET))

        def _parse_unrevealed(data: object) -> CourtPieceUnrevealedName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                unrevealed_type_0 = CourtPieceUnrevealedName(data)

                return unrevealed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceUnrevealedName | None | Unset, data)

        unrevealed = _parse_unrevealed(d.pop("unrevealed", UNSET))

        def _parse_before_reveal(data: object) -> CourtPieceBeforeRevealName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                before_reveal_type_0 = CourtPieceBeforeRevealName(data)

                return before_reveal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceBeforeRevealName | None | Unset, data)

        before_reveal = _parse_before_reveal(d.pop("before_reveal", UNSET))

        def _parse_bidding(data: object) -> CourtPieceBiddingRules | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bidding_type_0 = CourtPieceBiddingRules.from_dict(data)

                return bidding_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceBiddingRules | None | Unset, data)

        bidding = _parse_bidding(d.pop("bidding", UNSET))

        court_piece_rules_input = cls(
            preset=preset,
            players=players,
            dummy=dummy,
            trump=trump,
            blind_trump=blind_trump,
            five_card_start=five_card_start,
            trump_change=trump_change,
            two_of_hearts=two_of_hearts,
            kot_passes=kot_passes,
            collect=collect,
            first_collection=first_collection,
            aces_block=aces_block,
            after_collection=after_collection,
            collect_from=collect_from,
            count=count,
            tens_tie=tens_tie,
            failed_bavney=failed_bavney,
            scoring=scoring,
            rotation=rotation,
            caller_after_loss=caller_after_loss,
            redeal=redeal,
            removed_card=removed_card,
            reveal=reveal,
            unrevealed=unrevealed,
            before_reveal=before_reveal,
            bidding=bidding,
        )

        return court_piece_rules_input
