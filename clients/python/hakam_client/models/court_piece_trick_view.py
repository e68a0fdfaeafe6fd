from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

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
        winner (int | None | Unset):
        winning_card (None | str | Unset):
        trump_set (None | SuitLetter | Unset):
        collected (CourtPieceCollectedView | None | Unset):
    """

    trick: int
    leader: int
    plays: list[CourtPiecePlayView]
    winner: int | None | Unset = UNSET
    winning_card: None | str | Unset = UNSET
    trump_set: None | SuitLetter | Unset = UNSET
    collected: CourtPieceCollectedView | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.court_piece_collected_view import CourtPieceCollectedView  # noqa: PLC0415

        trick = self.trick

        leader = self.leader

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        winner: int | None | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        winning_card: None | str | Unset
        if isinstance(self.winning_card, Unset):
            winning_card = UNSET
        else:
            winning_card = self.winning_card

        trump_set: None | str | Unset
        if isinstance(self.trump_set, Unset):
            trump_set = UNSET
        elif isinstance(self.trump_set, SuitLetter):
            trump_set = self.trump_set.value
        else:
            trump_set = self.trump_set

        collected: dict[str, Any] | None | Unset
        if isinstance(self.collected, Unset):
            collected = UNSET
        elif isinstance(self.collected, CourtPieceCollectedView):
            collected = self.collected.to_dict()
        else:
            collected = self.collected

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

        def _parse_winner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        def _parse_winning_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        winning_card = _parse_winning_card(d.pop("winning_card", UNSET))

        def _parse_trump_set(data: object) -> None | SuitLetter | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trump_set_type_0 = SuitLetter(data)

                return trump_set_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SuitLetter | Unset, data)

        trump_set = _parse_trump_set(d.pop("trump_set", UNSET))

        def _parse_collected(data: object) -> CourtPieceCollectedView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                collected_type_0 = CourtPieceCollectedView.from_dict(data)

                return collected_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceCollectedView | None | Unset, data)

        collected = _parse_collected(d.pop("collected", UNSET))

        court_piece_trick_view = cls(
            trick=trick,
            leader=leader,
            plays=plays,
            winner=winner,
            winning_card=winning_card,
            trump_set=trump_set,
            collected=collected,
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
