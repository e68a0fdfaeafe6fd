from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CourtPiecePreviousInput")


@_attrs_define
class CourtPiecePreviousInput:
    """What Satat's passes follow: the previous deal's kot or bavney and the party that made it.

    Attributes:
        kot (bool):
        party (int): The party that made it (0 or 1).
        bavney (bool | Unset):
    """

    kot: bool
    party: int
    bavney: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kot = self.kot

        party = self.party

        bavney = self.bavney

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kot": kot,
                "party": party,
            }
        )
        if bavney is not UNSET:
            field_dict["bavney"] = bavney

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kot = d.pop("kot")

        party = d.pop("party")

        bavney = d.pop("bavney", UNSET)

        court_piece_previous_input = cls(
            kot=kot,
            party=party,
            bavney=bavney,
        )

        return court_piece_previous_input
