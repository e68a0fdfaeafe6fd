from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CourtPieceViolationView")


@_attrs_define
class CourtPieceViolationView:
    """The first illegal decision of a deal: the answer (200), not an error.

    Example:
        {'card': 'Ks', 'code': 'MUST_FOLLOW_SUIT', 'message': 'must follow diamonds: you hold Q♦ and 4♦', 'play': 1,
            'player': 2, 'trick': 1}

    Attributes:
        code (str): A stable code: `CARD_NOT_HELD`, `MUST_FOLLOW_SUIT`, `DEAL_OVER`, `NO_TRUMP`,
            `TRUMP_NOT_ALLOWED`, `REDEAL_NOT_ALLOWED`, `PASS_MUST_BE_TRUMP`, `PASS_MUST_BE_HIGHEST`,
            `PASS_EMPTIES_SUIT`, `PASS_WRONG_COUNT`, `DISCARD_INVALID`, `DRAWS_INVALID`,
            `REVEAL_NOT_ALLOWED`, `BID_INVALID`.
        message (str): The broken rule and the cards, for people.
        player (int | Unset): The seat whose decision breaks the rule.
        play (int | Unset): The index in `plays` of the offending card (or `"reveal"`).
        trick (int | Unset): The 1-based trick it was played to.
        card (str | Unset): A card: rank 2-9, T or 10, J, Q, K, A, then suit c d h s or ♣ ♦ ♥ ♠, letters in either case,
            nothing else. Responses use the canonical form, e.g. `Td`.
    """

    code: str
    message: str
    player: int | Unset = UNSET
    play: int | Unset = UNSET
    trick: int | Unset = UNSET
    card: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message

        player = self.player

        play = self.play

        trick = self.trick

        card = self.card

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "message": message,
            }
        )
        if player is not UNSET:
            field_dict["player"] = player
        if play is not UNSET:
            field_dict["play"] = play
        if trick is not UNSET:
            field_dict["trick"] = trick
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        message = d.pop("message")

        player = d.pop("player", UNSET)

        play = d.pop("play", UNSET)

        trick = d.pop("trick", UNSET)

        card = d.pop("card", UNSET)

        court_piece_violation_view = cls(
            code=code,
            message=message,
            player=player,
            play=play,
            trick=trick,
            card=card,
        )

        court_piece_violation_view.additional_properties = d
        return court_piece_violation_view

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
