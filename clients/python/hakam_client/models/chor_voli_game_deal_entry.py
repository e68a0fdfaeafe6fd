from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chor_voli_player_entry import ChorVoliPlayerEntry


T = TypeVar("T", bound="ChorVoliGameDealEntry")


@_attrs_define
class ChorVoliGameDealEntry:
    """One deal of a game.

    Attributes:
        players (list[ChorVoliPlayerEntry]): One entry per seat, in seat order, as in deals/resolve.
        face_up (None | str | Unset):
        exchanged (bool | None | Unset): Whether the holder of the 2♦ took the face-up card for it.
    """

    players: list[ChorVoliPlayerEntry]
    face_up: None | str | Unset = UNSET
    exchanged: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        face_up: None | str | Unset
        if isinstance(self.face_up, Unset):
            face_up = UNSET
        else:
            face_up = self.face_up

        exchanged: bool | None | Unset
        if isinstance(self.exchanged, Unset):
            exchanged = UNSET
        else:
            exchanged = self.exchanged

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if face_up is not UNSET:
            field_dict["face_up"] = face_up
        if exchanged is not UNSET:
            field_dict["exchanged"] = exchanged

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_player_entry import ChorVoliPlayerEntry  # noqa: PLC0415

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = ChorVoliPlayerEntry.from_dict(players_item_data)

            players.append(players_item)

        def _parse_face_up(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        face_up = _parse_face_up(d.pop("face_up", UNSET))

        def _parse_exchanged(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        exchanged = _parse_exchanged(d.pop("exchanged", UNSET))

        chor_voli_game_deal_entry = cls(
            players=players,
            face_up=face_up,
            exchanged=exchanged,
        )

        return chor_voli_game_deal_entry
