from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.court_piece_redeal_by import CourtPieceRedealBy
from ..types import UNSET, Unset

T = TypeVar("T", bound="CourtPieceRedealInput")


@_attrs_define
class CourtPieceRedealInput:
    """A redeal asked for.

    Attributes:
        by (CourtPieceRedealBy): Who asks for a redeal.
        agreed (bool | None | Unset): For a partner's request: whether the caller agrees (absent: no, and nothing
            changes).
    """

    by: CourtPieceRedealBy
    agreed: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        by = self.by.value

        agreed: bool | None | Unset
        if isinstance(self.agreed, Unset):
            agreed = UNSET
        else:
            agreed = self.agreed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "by": by,
            }
        )
        if agreed is not UNSET:
            field_dict["agreed"] = agreed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by = CourtPieceRedealBy(d.pop("by"))

        def _parse_agreed(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        agreed = _parse_agreed(d.pop("agreed", UNSET))

        court_piece_redeal_input = cls(
            by=by,
            agreed=agreed,
        )

        return court_piece_redeal_input
