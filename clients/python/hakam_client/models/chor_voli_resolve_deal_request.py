from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chor_voli_player_entry import ChorVoliPlayerEntry
    from ..models.chor_voli_rules_input import ChorVoliRulesInput


T = TypeVar("T", bound="ChorVoliResolveDealRequest")


@_attrs_define
class ChorVoliResolveDealRequest:
    """A whole deal to resolve.

    Example:
        {'dealer': 0, 'players': [{'combinations': [['As', 'Ah', 'Ad'], ['Ks', 'Qs', 'Js'], ['Th', '9d', '8c'], ['7s',
            '5h', '2d']], 'discards': ['3c'], 'hand': ['As', 'Ah', 'Ad', 'Ks', 'Qs', 'Js', 'Th', '9d', '8c', '7s', '5h',
            '2d', '3c']}, {'combinations': [['Kh', 'Kd', 'Kc'], ['Ts', '9s', '8s'], ['Qh', 'Jd', 'Tc'], ['6s', '4h', '2c']],
            'discards': ['Ac'], 'hand': ['Kh', 'Kd', 'Kc', 'Ts', '9s', '8s', 'Qh', 'Jd', 'Tc', '6s', '4h', '2c', 'Ac']},
            {'combinations': [['9h', '8h', '7h'], ['6d', '5d', '4d'], ['5s', '4c', '3h'], ['Jc', '9c', '7c']], 'discards':
            ['Qd'], 'hand': ['9h', '8h', '7h', '6d', '5d', '4d', '5s', '4c', '3h', 'Jc', '9c', '7c', 'Qd']},
            {'combinations': [['4s', '3s', '2s'], ['Qc', '6c', '5c'], ['Jh', '6h', '2h'], ['Td', '8d', '7d']], 'discards':
            ['3d'], 'hand': ['4s', '3s', '2s', 'Qc', '6c', '5c', 'Jh', '6h', '2h', 'Td', '8d', '7d', '3d']}]}

    Attributes:
        dealer (int): The dealer's seat.
        players (list[ChorVoliPlayerEntry]): One entry per seat, in seat order.
        rules (ChorVoliRulesInput | None | Unset):
        pool_carried (int | None | Unset): Chips a short earlier deal left in the pool (0 when absent).
        face_up (None | str | Unset):
        exchanged (bool | None | Unset): Whether the holder of the 2♦ took the face-up card for it.
    """

    dealer: int
    players: list[ChorVoliPlayerEntry]
    rules: ChorVoliRulesInput | None | Unset = UNSET
    pool_carried: int | None | Unset = UNSET
    face_up: None | str | Unset = UNSET
    exchanged: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.chor_voli_rules_input import ChorVoliRulesInput  # noqa: PLC0415

        dealer = self.dealer

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, ChorVoliRulesInput):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        pool_carried: int | None | Unset
        if isinstance(self.pool_carried, Unset):
            pool_carried = UNSET
        else:
            pool_carried = self.pool_carried

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
                "dealer": dealer,
                "players": players,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if pool_carried is not UNSET:
            field_dict["pool_carried"] = pool_carried
        if face_up is not UNSET:
            field_dict["face_up"] = face_up
        if exchanged is not UNSET:
            field_dict["exchanged"] = exchanged

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_player_entry import ChorVoliPlayerEntry  # noqa: PLC0415
        from ..models.chor_voli_rules_input import ChorVoliRulesInput  # noqa: PLC0415

        d = dict(src_dict)
        dealer = d.pop("dealer")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = ChorVoliPlayerEntry.from_dict(players_item_data)

            players.append(players_item)

        def _parse_rules(data: object) -> ChorVoliRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = ChorVoliRulesInput.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChorVoliRulesInput | None | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        def _parse_pool_carried(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        pool_carried = _parse_pool_carried(d.pop("pool_carried", UNSET))

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

        chor_voli_resolve_deal_request = cls(
            dealer=dealer,
            players=players,
            rules=rules,
            pool_carried=pool_carried,
            face_up=face_up,
            exchanged=exchanged,
        )

        return chor_voli_resolve_deal_request
