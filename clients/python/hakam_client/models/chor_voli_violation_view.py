from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChorVoliViolationView")


@_attrs_define
class ChorVoliViolationView:
    """A broken game rule: the answer of a judging endpoint (200), not an error.

    Example:
        {'code': 'NOT_DESCENDING', 'combination': 2, 'message': 'Combination 3 is stronger than the combination played
            before it; combinations are played strongest first.'}

    Attributes:
        code (str): A stable code: `WRONG_HAND_SIZE`, `DUPLICATE_CARD`, `CARD_NOT_IN_HAND`, `CARD_REUSED`,
            `NOT_THREE_CARDS`, `INVALID_COMBINATION`, `TOO_MANY_COMBINATIONS`, `NO_COMBINATION`,
            `DISCARDS_MISMATCH`, `NOT_DESCENDING`, `FEWER_THAN_POSSIBLE`.
        message (str): The broken rule, for people.
        player (int | Unset): The seat of the player whose partition breaks the rule (deals only).
        combination (int | Unset): The 0-based index of the combination concerned.
        card (str | Unset): A card: rank 2-9, T or 10, J, Q, K, A, then suit c d h s or ♣ ♦ ♥ ♠, letters in either case,
            nothing else. Responses use the canonical form, e.g. `Td`.
    """

    code: str
    message: str
    player: int | Unset = UNSET
    combination: int | Unset = UNSET
    card: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message

        player = self.player

        combination = self.combination

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
        if combination is not UNSET:
            field_dict["combination"] = combination
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        message = d.pop("message")

        player = d.pop("player", UNSET)

        combination = d.pop("combination", UNSET)

        card = d.pop("card", UNSET)

        chor_voli_violation_view = cls(
            code=code,
            message=message,
            player=player,
            combination=combination,
            card=card,
        )

        chor_voli_violation_view.additional_properties = d
        return chor_voli_violation_view

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
