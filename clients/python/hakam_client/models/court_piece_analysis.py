from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.court_piece_card_tricks import CourtPieceCardTricks
    from ..models.court_piece_trump_tricks import CourtPieceTrumpTricks


T = TypeVar("T", bound="CourtPieceAnalysis")


@_attrs_define
class CourtPieceAnalysis:
    """The analysis of a deal.

    Attributes:
        caller (int): The caller's seat.
        trumps (list[CourtPieceTrumpTricks]): One entry per trump suit analysed (clubs, diamonds, hearts, spades when
            all four).
        nodes (int): Search nodes spent (the budget is `HAKAM_COURT_PIECE_ANALYSIS_BUDGET`).
        next_player (int | Unset): With `plays`, while cards remain: the player to move.
        cards (list[CourtPieceCardTricks] | Unset): With `plays`, while cards remain: every legal card of the player to
            move, high first.
    """

    caller: int
    trumps: list[CourtPieceTrumpTricks]
    nodes: int
    next_player: int | Unset = UNSET
    cards: list[CourtPieceCardTricks] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        caller = self.caller

        trumps = []
        for trumps_item_data in self.trumps:
            trumps_item = trumps_item_data.to_dict()
            trumps.append(trumps_item)

        nodes = self.nodes

        next_player = self.next_player

        cards: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = []
            for cards_item_data in self.cards:
                cards_item = cards_item_data.to_dict()
                cards.append(cards_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "caller": caller,
                "trumps": trumps,
                "nodes": nodes,
            }
        )
        if next_player is not UNSET:
            field_dict["next_player"] = next_player
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_card_tricks import CourtPieceCardTricks  # noqa: PLC0415
        from ..models.court_piece_trump_tricks import CourtPieceTrumpTricks  # noqa: PLC0415

        d = dict(src_dict)
        caller = d.pop("caller")

        trumps = []
        _trumps = d.pop("trumps")
        for trumps_item_data in _trumps:
            trumps_item = CourtPieceTrumpTricks.from_dict(trumps_item_data)

            trumps.append(trumps_item)

        nodes = d.pop("nodes")

        next_player = d.pop("next_player", UNSET)

        _cards = d.pop("cards", UNSET)
        cards: list[CourtPieceCardTricks] | Unset = UNSET
        if _cards is not UNSET:
            cards = []
            for cards_item_data in _cards:
                cards_item = CourtPieceCardTricks.from_dict(cards_item_data)

                cards.append(cards_item)

        court_piece_analysis = cls(
            caller=caller,
            trumps=trumps,
            nodes=nodes,
            next_player=next_player,
            cards=cards,
        )

        court_piece_analysis.additional_properties = d
        return court_piece_analysis

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
