from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

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
        player (int | None | Unset): The seat of the player whose partition breaks the rule (deals only).
        combination (int | None | Unset): The 0-based index of the combination concerned.
        card (None | str | Unset):
    """

    code: str
    message: str
    player: int | None | Unset = UNSET
    combination: int | None | Unset = UNSET
    card: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message

        player: int | None | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        combination: int | None | Unset
        if isinstance(self.combination, Unset):
            combination = UNSET
        else:
            combination = self.combination

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
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

        def _parse_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        player = _parse_player(d.pop("player", UNSET))

        def _parse_combination(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        combination = _parse_combination(d.pop("combination", UNSET))

        def _parse_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

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
