from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.court_piece_redeal_when_name import CourtPieceRedealWhenName
from ..models.court_piece_redeal_without_name import CourtPieceRedealWithoutName
from ..types import UNSET, Unset

T = TypeVar("T", bound="CourtPieceRedealRules")


@_attrs_define
class CourtPieceRedealRules:
    """The redeal option.

    Attributes:
        when (CourtPieceRedealWhenName | None | Unset):
        without (CourtPieceRedealWithoutName | None | Unset):
        max_in_a_row (int | None | Unset): Redeals in a row a game allows (a single deal allows one when this is at
            least 1).
        partner_no_trump (bool | None | Unset): Whether the caller's partner holding no trump may ask for a redeal (four
            players).
    """

    when: CourtPieceRedealWhenName | None | Unset = UNSET
    without: CourtPieceRedealWithoutName | None | Unset = UNSET
    max_in_a_row: int | None | Unset = UNSET
    partner_no_trump: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        when: None | str | Unset
        if isinstance(self.when, Unset):
            when = UNSET
        elif isinstance(self.when, CourtPieceRedealWhenName):
            when = self.when.value
        else:
            when = self.when

        without: None | str | Unset
        if isinstance(self.without, Unset):
            without = UNSET
        elif isinstance(self.without, CourtPieceRedealWithoutName):
            without = self.without.value
        else:
            without = self.without

        max_in_a_row: int | None | Unset
        if isinstance(self.max_in_a_row, Unset):
            max_in_a_row = UNSET
        else:
            max_in_a_row = self.max_in_a_row

        partner_no_trump: bool | None | Unset
        if isinstance(self.partner_no_trump, Unset):
            partner_no_trump = UNSET
        else:
            partner_no_trump = self.partner_no_trump

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if when is not UNSET:
            field_dict["when"] = when
        if without is not UNSET:
            field_dict["without"] = without
        if max_in_a_row is not UNSET:
            field_dict["max_in_a_row"] = max_in_a_row
        if partner_no_trump is not UNSET:
            field_dict["partner_no_trump"] = partner_no_trump

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_when(data: object) -> CourtPieceRedealWhenName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                when_type_0 = CourtPieceRedealWhenName(data)

                return when_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceRedealWhenName | None | Unset, data)

        when = _parse_when(d.pop("when", UNSET))

        def _parse_without(data: object) -> CourtPieceRedealWithoutName | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                without_type_0 = CourtPieceRedealWithoutName(data)

                return without_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CourtPieceRedealWithoutName | None | Unset, data)

        without = _parse_without(d.pop("without", UNSET))

        def _parse_max_in_a_row(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_in_a_row = _parse_max_in_a_row(d.pop("max_in_a_row", UNSET))

        def _parse_partner_no_trump(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        partner_no_trump = _parse_partner_no_trump(d.pop("partner_no_trump", UNSET))

        court_piece_redeal_rules = cls(
            when=when,
            without=without,
            max_in_a_row=max_in_a_row,
            partner_no_trump=partner_no_trump,
        )

        return court_piece_redeal_rules
