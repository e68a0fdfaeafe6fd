from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

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

if TYPE_CHECKING:
    from ..models.court_piece_bidding_view import CourtPieceBiddingView
    from ..models.court_piece_redeal_view import CourtPieceRedealView
    from ..models.court_piece_scoring_view import CourtPieceScoringView


T = TypeVar("T", bound="CourtPieceRulesView")


@_attrs_define
class CourtPieceRulesView:
    """A rule set with every field resolved; fields that do not apply are `null`.

    Attributes:
        preset (CourtPiecePresetName): A named starting rule set, each told in the rules:
            [`court-piece`](/rules/court-piece#court-piece), [`hokm`](/rules/court-piece#hokm),
            [`troefcall`](/rules/court-piece#troefcall), [`satat`](/rules/court-piece#satat),
            [`double-sar`](/rules/court-piece#double-sar),
            [`dehla-pakad`](/rules/court-piece#dehla-pakad), [`be-ranga`](/rules/court-piece#be-ranga),
            [`dummy-rang`](/rules/court-piece#dummy-rang), [`hokm-3`](/rules/court-piece#hokm-3),
            [`hokm-2`](/rules/court-piece#hokm-2), [`trup-kasiet`](/rules/court-piece#trup-kasiet),
            [`dabba-rang`](/rules/court-piece#dabba-rang).
        players (int): Seats at the table (fixed by the preset).
        dummy (bool): Whether one seat is a dummy played by its partner (Dummy Rang).
        trump (CourtPieceTrumpName): How trumps come to be: `called` by the caller after the first five, `first-void`:
            the
            first card played by a player who cannot follow suit sets them, or `concealed`: the
            suit of a card the chooser sets face down, unknown to the players until revealed.
        blind_trump (bool):
        five_card_start (bool):
        trump_change (bool):
        two_of_hearts (bool):
        kot_passes (bool):
        collect (CourtPieceCollectName): Where tricks go: to the winner's party (`tricks`), or onto a `heap` collected
            by two
            tricks in a row.
        first_collection (int | None): `null` without a heap.
        aces_block (bool | None): `null` without a heap.
        after_collection (CourtPieceAfterCollectionName | None):
        collect_from (CourtPieceCollectFromName | None):
        count (CourtPieceCountName): What decides a heap deal: the `tricks` collected, or the `tens` in them (Dehla
            Pakad).
        tens_tie (CourtPieceTensTieName): Who wins a 2-2 split of the tens: the party that did not deal (`non-dealer`),
            or the
            party with seven or more tricks (`tricks`).
        failed_bavney (CourtPieceFailedBavneyName): A party that plays on after a kot and loses a trick: keeps a plain
            `win`, or the
            `opponents` score a plain win.
        scoring (CourtPieceScoringView): The scoring of a resolved rule set: every number of its kind.
        rotation (CourtPieceRotationName): Who deals next: `losing-side-deals` (Court piece) or `hokm`.
        caller_after_loss (CourtPieceCallerAfterLossName): Hokm for three, after the caller lost: the `next` seat calls,
            or the `winner`.
        redeal (CourtPieceRedealView): The redeal option of a resolved rule set.
        removed_card (None | str):
        reveal (CourtPieceRevealName | None):
        unrevealed (CourtPieceUnrevealedName | None):
        before_reveal (CourtPieceBeforeRevealName | None):
        bidding (CourtPieceBiddingView | None):
    """

    preset: CourtPiecePresetName
    players: int
    dummy: bool
    trump: CourtPieceTrumpName
    blind_trump: bool
    five_card_start: bool
    trump_change: bool
    two_of_hearts: bool
    kot_passes: bool
    collect: CourtPieceCollectName
    first_collection: int | None
    aces_block: bool | None
    after_collection: CourtPieceAfterCollectionName | None
    collect_from: CourtPieceCollectFromName | None
    count: CourtPieceCountName
    tens_tie: CourtPieceTensTieName
    failed_bavney: CourtPieceFailedBavneyName
    scoring: CourtPieceScoringView
    rotation: CourtPieceRotationName
    caller_after_loss: CourtPieceCallerAfterLossName
    redeal: CourtPieceRedealView
    removed_card: None | str
    reveal: CourtPieceRevealName | None
    unrevealed: CourtPieceUnrevealedName | None
    before_reveal: CourtPieceBeforeRevealName | None
    bidding: CourtPieceBiddingView | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.court_piece_bidding_view import CourtPieceBiddingView  # noqa: PLC0415

        preset = self.preset.value

        players = self.players

        dummy = self.dummy

        trump = self.trump.value

        blind_trump = self.blind_trump

        five_card_start = self.five_card_start

        trump_change = self.trump_change

        two_of_hearts = self.two_of_hearts

        kot_passes = self.kot_passes

        collect = self.collect.value

        first_collection: int | None
        first_collection = self.first_collection

        aces_block: bool | None
        aces_block = self.aces_block

        after_collection: None | str
        if isinstance(self.after_collection, CourtPieceAfterCollectionName):
            after_collection = self.after_collection.value
        else:
            after_collection = self.after_collection

        collect_from: None | str
        if isinstance(self.collect_from, CourtPieceCollectFromName):
            collect_from = self.collect_from.value
        else:
            collect_from = self.collect_from

        count = self.count.value

        tens_tie = self.tens_tie.value

        failed_bavney = self.failed_bavney.value

        scoring = self.scoring.to_dict()

        rotation = self.rotation.value

        caller_after_loss = self.caller_after_loss.value

        redeal = self.redeal.to_dict()

        removed_card: None | str
        removed_card = self.removed_card

        reveal: None | str
        if isinstance(self.reveal, CourtPieceRevealName):
            reveal = self.reveal.value
        else:
            reveal = self.reveal

        unrevealed: None | str
        if isinstance(self.unrevealed, CourtPieceUnrevealedName):
            unrevealed = self.unrevealed.value
        else:
            unrevealed = self.unrevealed

        before_reveal: None | str
        if isinstance(self.before_reveal, CourtPieceBeforeRevealName):
            before_reveal = self.before_reveal.value
        else:
            before_reveal = self.before_reveal

        bidding: dict[str, Any] | None
        if isinstance(self.bidding, CourtPieceBiddingView):
            bidding = self.bidding.to_dict()
        else:
            bidding = self.bidding

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "preset": preset,
                "players": players,
                "dummy": dummy,
                "trump": trump,
                "blind_trump": blind_trump,
                "five_card_start": five_card_start,
                "trump_change": trump_change,
                "two_of_hearts": two_of_hearts,
                "kot_passes": kot_passes,
                "collect": collect,
                "first_collection": first_collection,
                "aces_block": aces_block,
                "after_collection": after_collection,
                "collect_from": collect_from,
                "count": count,
                "tens_tie": tens_tie,
                "failed_bavney": failed_bavney,
                "scoring": scoring,
                "rotation": rotation,
                "caller_after_loss": caller_after_loss,
                "redeal": redeal,
                "removed_card": removed_card,
                "reveal": reveal,
                "unrevealed": unrevealed,
                "before_reveal": before_reveal,
                "bidding": bidding,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_bidding_view import CourtPieceBiddingView  # noqa: PLC0415
        from ..models.court_piece_redeal_view import CourtPieceRedealView  # noqa: PLC0415
        from ..models.court_piece_scoring_view import CourtPieceScoringView  # noqa: PLC0415

        d = dict(src_dict)
        preset = CourtPiecePresetName(d.pop("preset"))

        players = d.pop("players")

        dummy = d.pop("dummy")

        trump = CourtPieceTrumpName(d.pop("trump"))

        blind_trump = d.pop("blind_trump")

        five_card_start = d.pop("five_card_start")

        trump_change = d.pop("trump_change")

        two_of_hearts = d.pop("two_of_hearts")

        kot_passes = d.pop("kot_passes")

        collect = CourtPieceCollectName(d.pop("collect"))

        def _parse_first_collection(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_collection = _parse_first_collection(d.pop("first_collection"))

        def _parse_aces_block(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        aces_block = _parse_aces_block(d.pop("aces_block"))

        def _parse_after_collection(data: object) -> CourtPieceAfterCollectionName | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                after_collection_type_0 = CourtPieceAfterCollectionName(data)

                return after_collection_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceAfterCollectionName | None, data)

        after_collection = _parse_after_collection(d.pop("after_collection"))

        def _parse_collect_from(data: object) -> CourtPieceCollectFromName | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                collect_from_type_0 = CourtPieceCollectFromName(data)

                return collect_from_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceCollectFromName | None, data)

        collect_from = _parse_collect_from(d.pop("collect_from"))

        count = CourtPieceCountName(d.pop("count"))

        tens_tie = CourtPieceTensTieName(d.pop("tens_tie"))

        failed_bavney = CourtPieceFailedBavneyName(d.pop("failed_bavney"))

        scoring = CourtPieceScoringView.from_dict(d.pop("scoring"))

        rotation = CourtPieceRotationName(d.pop("rotation"))

        caller_after_loss = CourtPieceCallerAfterLossName(d.pop("caller_after_loss"))

        redeal = CourtPieceRedealView.from_dict(d.pop("redeal"))

        def _parse_removed_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        removed_card = _parse_removed_card(d.pop("removed_card"))

        def _parse_reveal(data: object) -> CourtPieceRevealName | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reveal_type_0 = CourtPieceRevealName(data)

                return reveal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceRevealName | None, data)

        reveal = _parse_reveal(d.pop("reveal"))

        def _parse_unrevealed(data: object) -> CourtPieceUnrevealedName | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                unrevealed_type_0 = CourtPieceUnrevealedName(data)

                return unrevealed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceUnrevealedName | None, data)

        unrevealed = _parse_unrevealed(d.pop("unrevealed"))

        def _parse_before_reveal(data: object) -> CourtPieceBeforeRevealName | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                before_reveal_type_0 = CourtPieceBeforeRevealName(data)

                return before_reveal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceBeforeRevealName | None, data)

        before_reveal = _parse_before_reveal(d.pop("before_reveal"))

        def _parse_bidding(data: object) -> CourtPieceBiddingView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bidding_type_0 = CourtPieceBiddingView.from_dict(data)

                return bidding_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceBiddingView | None, data)

        bidding = _parse_bidding(d.pop("bidding"))

        court_piece_rules_view = cls(
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

        court_piece_rules_view.additional_properties = d
        return court_piece_rules_view

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
