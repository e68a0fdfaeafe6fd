from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.court_piece_rules_input import CourtPieceRulesInput


T = TypeVar("T", bound="CourtPieceAnalyseRequest")


@_attrs_define
class CourtPieceAnalyseRequest:
    """A deal to analyse: its cards, and optionally the trump named and the cards played since.

    Example:
        {'dealer': 0, 'plays': ['Ks', 'As', 'Ts', '8s', 'Ac', 'Kc', 'Qc', 'Tc', 'Qs', '6s', '7s', '9s', 'Js', 'Ad',
            '4s', '5s', 'Jd', '9d', 'Kd', 'Td', 'Ah', 'Kh', 'Th', 'Qh'], 'rules': {'preset': 'hokm'}, 'seed': 'readme hokm',
            'trump': 's'}

    Attributes:
        dealer (int): The dealer; the caller is the next seat and leads the first trick.
        rules (CourtPieceRulesInput | None | Unset):
        hands (list[list[str]] | None | Unset): The hands when play starts, one per seat (give these or `seed`).
        seed (None | str | Unset): The deal's seed (give this or `hands`).
        trump (None | str | Unset):
        plays (list[str] | None | Unset): The cards played so far, in order (the player is implied); present (even
            empty) with a
            `trump`, the answer lists every legal card of the player to move. Plays past the
            seventh trick are accepted.
    """

    dealer: int
    rules: CourtPieceRulesInput | None | Unset = UNSET
    hands: list[list[str]] | None | Unset = UNSET
    seed: None | str | Unset = UNSET
    trump: None | str | Unset = UNSET
    plays: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.court_piece_rules_input import CourtPieceRulesInput  # noqa: PLC0415

        dealer = self.dealer

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, CourtPieceRulesInput):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        hands: list[list[str]] | None | Unset
        if isinstance(self.hands, Unset):
            hands = UNSET
        elif isinstance(self.hands, list):
            hands = []
            for hands_type_0_item_data in self.hands:
                hands_type_0_item = hands_type_0_item_data

                hands.append(hands_type_0_item)

        else:
            hands = self.hands

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        trump: None | str | Unset
        if isinstance(self.trump, Unset):
            trump = UNSET
        else:
            trump = self.trump

        plays: list[str] | None | Unset
        if isinstance(self.plays, Unset):
            plays = UNSET
        elif isinstance(self.plays, list):
            plays = self.plays

        else:
            plays = self.plays

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if hands is not UNSET:
            field_dict["hands"] = hands
        if seed is not UNSET:
            field_dict["seed"] = seed
        if trump is not UNSET:
            field_dict["trump"] = trump
        if plays is not UNSET:
            field_dict["plays"] = plays

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_rules_input import CourtPieceRulesInput  # noqa: PLC0415

        d = dict(src_dict)
        dealer = d.pop("dealer")

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

        def _parse_hands(data: object) -> list[list[str]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hands_type_0 = []
                _hands_type_0 = data
                for hands_type_0_item_data in _hands_type_0:
                    hands_type_0_item = cast(list[str], hands_type_0_item_data)

                    hands_type_0.append(hands_type_0_item)

                return hands_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None | Unset, data)

        hands = _parse_hands(d.pop("hands", UNSET))

        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_trump(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trump = _parse_trump(d.pop("trump", UNSET))

        def _parse_plays(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                plays_type_0 = cast(list[str], data)

                return plays_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        plays = _parse_plays(d.pop("plays", UNSET))

        court_piece_analyse_request = cls(
            dealer=dealer,
            rules=rules,
            hands=hands,
            seed=seed,
            trump=trump,
            plays=plays,
        )

        return court_piece_analyse_request
