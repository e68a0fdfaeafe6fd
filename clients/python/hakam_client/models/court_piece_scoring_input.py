from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.court_piece_scoring_kind_name import CourtPieceScoringKindName
from ..types import UNSET, Unset

T = TypeVar("T", bound="CourtPieceScoringInput")


@_attrs_define
class CourtPieceScoringInput:
    """The scoring part of the rules. Numbers not named come from the preset's scoring when the
    kind is the preset's, else from the kind's defaults (`points` 1/2/3/3, `kots` 52/3/7,
    `sars` 104). Each number applies to the kinds its description names.

        Attributes:
            kind (CourtPieceScoringKindName | None | Unset):
            win (int | None | Unset): `points`: a plain win.
            kot (int | None | Unset): `points`: a kot.
            kot_against_caller (int | None | Unset): `points`: a kot won by the party that did not call.
            bavney (int | None | Unset): `points` and `kots`: a bavney (all thirteen tricks).
            goon_kot (int | None | Unset): `kots`: a goon-kot (the dealer's party collected all thirteen).
            streak (int | None | Unset): `kots`: plain wins in a row, none a kot, that score a kot; `null`: no streaks.
            target (int | None | Unset): Every kind: the score that ends a game; `null`: no target.
    """

    kind: CourtPieceScoringKindName | None | Unset = UNSET
    win: int | None | Unset = UNSET
    kot: int | None | Unset = UNSET
    kot_against_caller: int | None | Unset = UNSET
    bavney: int | None | Unset = UNSET
    goon_kot: int | None | Unset = UNSET
    streak: int | None | Unset = UNSET
    target: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: None | str | Unset
        if isinstance(self.kind, Unset):
            kind = UNSET
        elif isinstance(self.kind, CourtPieceScoringKindName):
            kind = self.kind.value
        else:
            kind = self.kind

        win: int | None | Unset
        if isinstance(self.win, Unset):
            win = UNSET
        else:
            win = self.win

        kot: int | None | Unset
        if isinstance(self.kot, Unset):
            kot = UNSET
        else:
            kot = self.kot

        kot_against_caller: int | None | Unset
        if isinstance(self.kot_against_caller, Unset):
            kot_against_caller = UNSET
        else:
            kot_against_caller = self.kot_against_caller

        bavney: int | None | Unset
        if isinstance(self.bavney, Unset):
            bavney = UNSET
        else:
            bavney = self.bavney

        goon_kot: int | None | Unset
        if isinstance(self.goon_kot, Unset):
            goon_kot = UNSET
        else:
            goon_kot = self.goon_kot

        streak: int | None | Unset
        if isinstance(self.streak, Unset):
            streak = UNSET
        else:
            streak = self.streak

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if kind is not UNSET:
            field_dict["kind"] = kind
        if win is not UNSET:
            field_dict["win"] = win
        if kot is not UNSET:
            field_dict["kot"] = kot
        if kot_against_caller is not UNSET:
            field_dict["kot_against_caller"] = kot_against_caller
        if bavney is not UNSET:
            field_dict["bavney"] = bavney
        if goon_kot is not UNSET:
            field_dict["goon_kot"] = goon_kot
        if streak is not UNSET:
            field_dict["streak"] = streak
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_kind(data: object) -> CourtPieceScoringKindName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = CourtPieceScoringKindName(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceScoringKindName | None | Unset, data)

        kind = _parse_kind(d.pop("kind", UNSET))

        def _parse_win(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        win = _parse_win(d.pop("win", UNSET))

        def _parse_kot(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        kot = _parse_kot(d.pop("kot", UNSET))

        def _parse_kot_against_caller(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        kot_against_caller = _parse_kot_against_caller(d.pop("kot_against_caller", UNSET))

        def _parse_bavney(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bavney = _parse_bavney(d.pop("bavney", UNSET))

        def _parse_goon_kot(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        goon_kot = _parse_goon_kot(d.pop("goon_kot", UNSET))

        def _parse_streak(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        streak = _parse_streak(d.pop("streak", UNSET))

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        court_piece_scoring_input = cls(
            kind=kind,
            win=win,
            kot=kot,
            kot_against_caller=kot_against_caller,
            bavney=bavney,
            goon_kot=goon_kot,
            streak=streak,
            target=target,
        )

        return court_piece_scoring_input
