from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.chor_voli_preset_name import ChorVoliPresetName
from ..models.chor_voli_quads_high_name import ChorVoliQuadsHighName
from ..models.chor_voli_straights_name import ChorVoliStraightsName
from ..models.chor_voli_ties_name import ChorVoliTiesName
from ..models.chor_voli_trips_high_name import ChorVoliTripsHighName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chor_voli_each_opponent_scoring import ChorVoliEachOpponentScoring
    from ..models.chor_voli_pool_scoring import ChorVoliPoolScoring


T = TypeVar("T", bound="ChorVoliRulesInput")


@_attrs_define
class ChorVoliRulesInput:
    """The rules of a request: a preset (default `chor-voli`) and any overrides. Impossible rule
    sets are refused with a 422 naming each problem; the options are told in
    [the rules](/rules/chor-voli#options).

        Attributes:
            preset (ChorVoliPresetName | None | Unset):
            trips_high (ChorVoliTripsHighName | None | Unset):
            quads_high (ChorVoliQuadsHighName | None | Unset):
            straights (ChorVoliStraightsName | None | Unset):
            ties (ChorVoliTiesName | None | Unset):
            quads_win (bool | None | Unset): Whether four of a kind dealt wins the deal outright. Defaults to whether the
                scoring
                has a pool; `true` with each-opponent scoring is impossible.
            must_maximize (bool | None | Unset): Whether a player must keep as many combinations as the cards allow.
            exchange (bool | None | Unset): Whether the holder of 2♦ may take the face-up card (three-player presets only).
            scoring (ChorVoliEachOpponentScoring | ChorVoliPoolScoring | None | Unset):
    """

    preset: ChorVoliPresetName | None | Unset = UNSET
    trips_high: ChorVoliTripsHighName | None | Unset = UNSET
    quads_high: ChorVoliQuadsHighName | None | Unset = UNSET
    straights: ChorVoliStraightsName | None | Unset = UNSET
    ties: ChorVoliTiesName | None | Unset = UNSET
    quads_win: bool | None | Unset = UNSET
    must_maximize: bool | None | Unset = UNSET
    exchange: bool | None | Unset = UNSET
    scoring: ChorVoliEachOpponentScoring | ChorVoliPoolScoring | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.chor_voli_each_opponent_scoring import ChorVoliEachOpponentScoring  # noqa: PLC0415
        from ..models.chor_voli_pool_scoring import ChorVoliPoolScoring  # noqa: PLC0415

        preset: None | str | Unset
        if isinstance(self.preset, Unset):
            preset = UNSET
        elif isinstance(self.preset, ChorVoliPresetName):
            preset = self.preset.value
        else:
            preset = self.preset

        trips_high: None | str | Unset
        if isinstance(self.trips_high, Unset):
            trips_high = UNSET
        elif isinstance(self.trips_high, ChorVoliTripsHighName):
            trips_high = self.trips_high.value
        else:
            trips_high = self.trips_high

        quads_high: None | str | Unset
        if isinstance(self.quads_high, Unset):
            quads_high = UNSET
        elif isinstance(self.quads_high, ChorVoliQuadsHighName):
            quads_high = self.quads_high.value
        else:
            quads_high = self.quads_high

        straights: None | str | Unset
        if isinstance(self.straights, Unset):
            straights = UNSET
        elif isinstance(self.straights, ChorVoliStraightsName):
            straights = self.straights.value
        else:
            straights = self.straights

        ties: None | str | Unset
        if isinstance(self.ties, Unset):
            ties = UNSET
        elif isinstance(self.ties, ChorVoliTiesName):
            ties = self.ties.value
        else:
            ties = self.ties

        quads_win: bool | None | Unset
        if isinstance(self.quads_win, Unset):
            quads_win = UNSET
        else:
            quads_win = self.quads_win

        must_maximize: bool | None | Unset
        if isinstance(self.must_maximize, Unset):
            must_maximize = UNSET
        else:
            must_maximize = self.must_maximize

        exchange: bool | None | Unset
        if isinstance(self.exchange, Unset):
            exchange = UNSET
        else:
            exchange = self.exchange

        scoring: dict[str, Any] | None | Unset
        if isinstance(self.scoring, Unset):
            scoring = UNSET
        elif isinstance(self.scoring, ChorVoliPoolScoring):
            scoring = self.scoring.to_dict()
        elif isinstance(self.scoring, ChorVoliEachOpponentScoring):
            scoring = self.scoring.to_dict()
        else:
            scoring = self.scoring

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if preset is not UNSET:
            field_dict["preset"] = preset
        if trips_high is not UNSET:
            field_dict["trips_high"] = trips_high
        if quads_high is not UNSET:
            field_dict["quads_high"] = quads_high
        if straights is not UNSET:
            field_dict["straights"] = straights
        if ties is not UNSET:
            field_dict["ties"] = ties
        if quads_win is not UNSET:
            field_dict["quads_win"] = quads_win
        if must_maximize is not UNSET:
            field_dict["must_maximize"] = must_maximize
        if exchange is not UNSET:
            field_dict["exchange"] = exchange
        if scoring is not UNSET:
            field_dict["scoring"] = scoring

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_each_opponent_scoring import ChorVoliEachOpponentScoring  # noqa: PLC0415
        from ..models.chor_voli_pool_scoring import ChorVoliPoolScoring  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_preset(data: object) -> ChorVoliPresetName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                preset_type_0 = ChorVoliPresetName(data)

                return preset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChorVoliPresetName | None | Unset, data)

        preset = _parse_preset(d.pop("preset", UNSET))

        def _parse_trips_high(data: object) -> ChorVoliTripsHighName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trips_high_type_0 = ChorVoliTripsHighName(data)

                return trips_high_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChorVoliTripsHighName | None | Unset, data)

        trips_high = _parse_trips_high(d.pop("trips_high", UNSET))

        def _parse_quads_high(data: object) -> ChorVoliQuadsHighName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                quads_high_type_0 = ChorVoliQuadsHighName(data)

                return quads_high_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChorVoliQuadsHighName | None | Unset, data)

        quads_high = _parse_quads_high(d.pop("quads_high", UNSET))

        def _parse_straights(data: object) -> ChorVoliStraightsName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                straights_type_0 = ChorVoliStraightsName(data)

                return straights_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChorVoliStraightsName | None | Unset, data)

        straights = _parse_straights(d.pop("straights", UNSET))

        def _parse_ties(data: object) -> ChorVoliTiesName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ties_type_0 = ChorVoliTiesName(data)

                return ties_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChorVoliTiesName | None | Unset, data)

        ties = _parse_ties(d.pop("ties", UNSET))

        def _parse_quads_win(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        quads_win = _parse_quads_win(d.pop("quads_win", UNSET))

        def _parse_must_maximize(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        must_maximize = _parse_must_maximize(d.pop("must_maximize", UNSET))

        def _parse_exchange(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        exchange = _parse_exchange(d.pop("exchange", UNSET))

        def _parse_scoring(data: object) -> ChorVoliEachOpponentScoring | ChorVoliPoolScoring | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemaschor_voli_scoring_rules_type_0 = ChorVoliPoolScoring.from_dict(data)

                return componentsschemaschor_voli_scoring_rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemaschor_voli_scoring_rules_type_1 = ChorVoliEachOpponentScoring.from_dict(data)

                return componentsschemaschor_voli_scoring_rules_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChorVoliEachOpponentScoring | ChorVoliPoolScoring | None | Unset, data)

        scoring = _parse_scoring(d.pop("scoring", UNSET))

        chor_voli_rules_input = cls(
            preset=preset,
            trips_high=trips_high,
            quads_high=quads_high,
            straights=straights,
            ties=ties,
            quads_win=quads_win,
            must_maximize=must_maximize,
            exchange=exchange,
            scoring=scoring,
        )

        return chor_voli_rules_input
