from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.court_piece_rules_input import CourtPieceRulesInput
    from ..models.court_piece_trick_play import CourtPieceTrickPlay


T = TypeVar("T", bound="CourtPieceTrickRequest")


@_attrs_define
class CourtPieceTrickRequest:
    """A trick to resolve: the plays in the order played, the first one led.

    Example:
        {'plays': [{'card': '7d', 'player': 1}, {'card': 'Ks', 'player': 2}, {'card': '6s', 'player': 3}, {'card': 'Qd',
            'player': 0}], 'rules': {'preset': 'hokm'}, 'trump': 's'}

    Attributes:
        plays (list[CourtPieceTrickPlay]): 2 to `players` plays, each by a different seat, no card twice.
        rules (CourtPieceRulesInput | None | Unset):
        trump (None | str | Unset):
    """

    plays: list[CourtPieceTrickPlay]
    rules: CourtPieceRulesInput | None | Unset = UNSET
    trump: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.court_piece_rules_input import CourtPieceRulesInput  # noqa: PLC0415

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, CourtPieceRulesInput):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        trump: None | str | Unset
        if isinstance(self.trump, Unset):
            trump = UNSET
        else:
            trump = self.trump

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "plays": plays,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if trump is not UNSET:
            field_dict["trump"] = trump

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_rules_input import CourtPieceRulesInput  # noqa: PLC0415
        from ..models.court_piece_trick_play import CourtPieceTrickPlay  # noqa: PLC0415

        d = dict(src_dict)
        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = CourtPieceTrickPlay.from_dict(plays_item_data)

            plays.append(plays_item)

        def _parse_rules(data: object) -> CourtPieceRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = CourtPieceRulesInput.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceRulesInput | None | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        def _parse_trump(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trump = _parse_trump(d.pop("trump", UNSET))

        court_piece_trick_request = cls(
            plays=plays,
            rules=rules,
            trump=trump,
        )

        return court_piece_trick_request
