from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.suit_letter import SuitLetter
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.court_piece_collected_view import CourtPieceCollectedView
    from ..models.court_piece_play_view import CourtPiecePlayView


T = TypeVar("T", bound="CourtPieceTrickView")


@_attrs_define
class CourtPieceTrickView:
    """One trick as played; the trick in progress has no `winner`, `winning_card` or `collected`.

    Attributes:
        trick (int): 1-based.
        leader (int):
        plays (list[CourtPiecePlayView]):
        winner (int | Unset):
        winning_card (str | Unset): A card: rank 2-9, T or 10, J, Q, K, A, then suit c d h s or ♣ ♦ ♥ ♠, letters in
            either case, nothing else. Responses use the canonical form, e.g. `Td`.
        trump_set (SuitLetter | Unset): A suit in a response: `c` clubs, `d` diamonds, `h` hearts, `s` spades.
        collected (CourtPieceCollectedView | Unset): A collection of the heap at the end of a trick.
        trump_known (bool | Unset): Concealed trumps: whether trumps were known when this trick ended (for the trick in
            progress: whether they are known now).
    """

    trick: int
    leader: int
    plays: list[CourtPiecePlayView]
    winner: int | Unset = UNSET
    winning_card: str | Unset = UNSET
    trump_set: SuitLetter | Unset = UNSET
    collected: CourtPieceCollectedView | Unset = UNSET
    trump_known: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        trick = self.trick

        leader = self.leader

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        winner = self.winner

        winning_card = self.winning_card

        trump_set: str | Unset = UNSET
        if not isinstance(self.trump_set, Unset):
            trump_set = self.trump_set.value

        collected: dict[str, Any] | Unset = UNSET
        if not isinstance(self.collected, Unset):
            collected = self.collected.to_dict()

        trump_known = self.trump_known

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "trick": trick,
                "leader": leader,
                "plays": plays,
            }
        )
        if winner is not UNSET:
            field_dict["winner"] = winner
        if winning_card is not UNSET:
            field_dict["winning_card"] = winning_card
        if trump_set is not UNSET:
            field_dict["trump_set"] = trump_set
        if collected is not UNSET:
            field_dict["collected"] = collected
        if trump_known is not UNSET:
            field_dict["trump_known"] = trump_known

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_collected_view import CourtPieceCollectedView  # noqa: PLC0415
        from ..models.court_piece_play_view import CourtPiecePlayView  # noqa: PLC0415

        d = dict(src_dict)
        trick = d.pop("trick")

        leader = d.pop("leader")

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = CourtPiecePlayView.from_dict(plays_item_data)

            plays.append(plays_item)

        winner = d.pop("winner", UNSET)

        winning_card = d.pop("winning_card", UNSET)

        _trump_set = d.pop("trump_set", UNSET)
        trump_set: SuitLetter | Unset
        if isinstance(_trump_set, Unset):
            trump_set = UNSET
        else:
            trump_set = SuitLetter(_trump_set)

        _collected = d.pop("collected", UNSET)
        collected: CourtPieceCollectedView | Unset
        if isinstance(_collected, Unset):
            collected = UNSET
        else:
            collected = CourtPieceCollectedView.from_dict(_collected)

        trump_known = d.pop("trump_known", UNSET)

        court_piece_trick_view = cls(
            trick=trick,
            leader=leader,
            plays=plays,
            winner=winner,
            winning_card=winning_card,
            trump_set=trump_set,
            collected=collected,
            trump_known=trump_known,
        )

        court_piece_trick_view.additional_properties = d
        return court_piece_trick_view

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
