from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.chor_voli_preset_name import ChorVoliPresetName
from ..models.chor_voli_quads_high_name import ChorVoliQuadsHighName
from ..models.chor_voli_straights_name import ChorVoliStraightsName
from ..models.chor_voli_ties_name import ChorVoliTiesName
from ..models.chor_voli_trips_high_name import ChorVoliTripsHighName

if TYPE_CHECKING:
    from ..models.chor_voli_each_opponent_scoring import ChorVoliEachOpponentScoring
    from ..models.chor_voli_pool_scoring import ChorVoliPoolScoring


T = TypeVar("T", bound="ChorVoliRulesView")


@_attrs_define
class ChorVoliRulesView:
    """A rule set with every field resolved.

    Attributes:
        preset (ChorVoliPresetName): A named starting rule set: `chor-voli`, `ramchi-3`, `ramchi-3-pool` or `ramchi-4`,
            each told in
            [the rules](/rules/chor-voli#presets).
        players (int): Seats at the table.
        hand_size (int): Cards dealt to each player.
        max_combinations (int): The most combinations a player may keep.
        face_up (bool): Whether the deal leaves one card face up on the table.
        trips_high (ChorVoliTripsHighName): Which three of a kind is highest: `ace` (AAA > … > 222) or `three` (333 >
            AAA > … > 444 > 222).
        quads_high (ChorVoliQuadsHighName): Which four of a kind is highest: `ace` (AAAA > … > 2222) or `four` (4444 >
            AAAA > … > 5555 > 3333 > 2222).
        straights (ChorVoliStraightsName): Which runs exist: `chor-voli` (A-K-Q > 3-2-A > K-Q-J > … > 4-3-2) or `ramchi`
            (3-2-A > 5-3-2 > A-K-Q > … > 4-3-2).
        ties (ChorVoliTiesName): Who wins between equal strongest combinations: the `first-shown` or the `last-shown`.
        quads_win (bool): Whether four of a kind dealt wins the deal outright.
        must_maximize (bool): Whether a player must keep as many combinations as the cards allow.
        exchange (bool): Whether the holder of 2♦ may take the face-up card.
        scoring (ChorVoliEachOpponentScoring | ChorVoliPoolScoring): How chips change hands.
    """

    preset: ChorVoliPresetName
    players: int
    hand_size: int
    max_combinations: int
    face_up: bool
    trips_high: ChorVoliTripsHighName
    quads_high: ChorVoliQuadsHighName
    straights: ChorVoliStraightsName
    ties: ChorVoliTiesName
    quads_win: bool
    must_maximize: bool
    exchange: bool
    scoring: ChorVoliEachOpponentScoring | ChorVoliPoolScoring
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.chor_voli_pool_scoring import ChorVoliPoolScoring  # noqa: PLC0415

        preset = self.preset.value

        players = self.players

        hand_size = self.hand_size

        max_combinations = self.max_combinations

        face_up = self.face_up

        trips_high = self.trips_high.value

        quads_high = self.quads_high.value

        straights = self.straights.value

        ties = self.ties.value

        quads_win = self.quads_win

        must_maximize = self.must_maximize

        exchange = self.exchange

        scoring: dict[str, Any]
        if isinstance(self.scoring, ChorVoliPoolScoring):
            scoring = self.scoring.to_dict()
        else:
            scoring = self.scoring.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "preset": preset,
                "players": players,
                "hand_size": hand_size,
                "max_combinations": max_combinations,
                "face_up": face_up,
                "trips_high": trips_high,
                "quads_high": quads_high,
                "straights": straights,
                "ties": ties,
                "quads_win": quads_win,
                "must_maximize": must_maximize,
                "exchange": exchange,
                "scoring": scoring,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_each_opponent_scoring import ChorVoliEachOpponentScoring  # noqa: PLC0415
        from ..models.chor_voli_pool_scoring import ChorVoliPoolScoring  # noqa: PLC0415

        d = dict(src_dict)
        preset = ChorVoliPresetName(d.pop("preset"))

        players = d.pop("players")

        hand_size = d.pop("hand_size")

        max_combinations = d.pop("max_combinations")

        face_up = d.pop("face_up")

        trips_high = ChorVoliTripsHighName(d.pop("trips_high"))

        quads_high = ChorVoliQuadsHighName(d.pop("quads_high"))

        straights = ChorVoliStraightsName(d.pop("straights"))

        ties = ChorVoliTiesName(d.pop("ties"))

        quads_win = d.pop("quads_win")

        must_maximize = d.pop("must_maximize")

        exchange = d.pop("exchange")

        def _parse_scoring(data: object) -> ChorVoliEachOpponentScoring | ChorVoliPoolScoring:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemaschor_voli_scoring_rules_type_0 = ChorVoliPoolScoring.from_dict(data)

                return componentsschemaschor_voli_scoring_rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemaschor_voli_scoring_rules_type_1 = ChorVoliEachOpponentScoring.from_dict(data)

            return componentsschemaschor_voli_scoring_rules_type_1

        scoring = _parse_scoring(d.pop("scoring"))

        chor_voli_rules_view = cls(
            preset=preset,
            players=players,
            hand_size=hand_size,
            max_combinations=max_combinations,
            face_up=face_up,
            trips_high=trips_high,
            quads_high=quads_high,
            straights=straights,
            ties=ties,
            quads_win=quads_win,
            must_maximize=must_maximize,
            exchange=exchange,
            scoring=scoring,
        )

        chor_voli_rules_view.additional_properties = d
        return chor_voli_rules_view

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
