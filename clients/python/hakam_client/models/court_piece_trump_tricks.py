from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.suit_letter import SuitLetter
from ..types import UNSET, Unset

T = TypeVar("T", bound="CourtPieceTrumpTricks")


@_attrs_define
class CourtPieceTrumpTricks:
    """One trump suit's double-dummy result.

    Attributes:
        trump (SuitLetter): A suit in a response: `c` clubs, `d` diamonds, `h` hearts, `s` spades.
        tricks (int): The caller's party's tricks out of thirteen with best play on all sides, counting
            those already won in the plays given. On a heap (`double-sar`): the tricks it
            collects, those collected in the plays given included.
        kot_possible (bool): Whether the caller's party can force winning the first seven tricks (a kot). On a
            heap: whether it can force collecting all thirteen (the heap's kot); under
            `count: tens`, all four tens (that deal's kot).
        win_possible (bool): Whether the caller's party can force winning the deal (the other party cannot stop
            it): `tricks >= 7`; under `count: tens`, `tens >= 2` (the caller's party did not
            deal, and a 2-2 split goes to it).
        tens (int | Unset): Under `count: tens` (`dehla-pakad`) only: the tens the caller's party collects of
            four with best play on all sides, those collected in the plays given included (best
            play for the tens, which need not be best play for `tricks`).
    """

    trump: SuitLetter
    tricks: int
    kot_possible: bool
    win_possible: bool
    tens: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        trump = self.trump.value

        tricks = self.tricks

        kot_possible = self.kot_possible

        win_possible = self.win_possible

        tens = self.tens

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "trump": trump,
                "tricks": tricks,
                "kot_possible": kot_possible,
                "win_possible": win_possible,
            }
        )
        if tens is not UNSET:
            field_dict["tens"] = tens

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        trump = SuitLetter(d.pop("trump"))

        tricks = d.pop("tricks")

        kot_possible = d.pop("kot_possible")

        win_possible = d.pop("win_possible")

        tens = d.pop("tens", UNSET)

        court_piece_trump_tricks = cls(
            trump=trump,
            tricks=tricks,
            kot_possible=kot_possible,
            win_possible=win_possible,
            tens=tens,
        )

        court_piece_trump_tricks.additional_properties = d
        return court_piece_trump_tricks

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
