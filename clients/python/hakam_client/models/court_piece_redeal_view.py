from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.court_piece_redeal_when_name import CourtPieceRedealWhenName
from ..models.court_piece_redeal_without_name import CourtPieceRedealWithoutName

T = TypeVar("T", bound="CourtPieceRedealView")


@_attrs_define
class CourtPieceRedealView:
    """The redeal option of a resolved rule set.

    Attributes:
        when (CourtPieceRedealWhenName): When the caller may call a redeal: `never`, on the `first-five`, or on the
            whole `hand`.
        without (CourtPieceRedealWithoutName): The ranks whose absence allows a redeal: `akqj` or `kqj`.
        max_in_a_row (int):
        partner_no_trump (bool):
    """

    when: CourtPieceRedealWhenName
    without: CourtPieceRedealWithoutName
    max_in_a_row: int
    partner_no_trump: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        when = self.when.value

        without = self.without.value

        max_in_a_row = self.max_in_a_row

        partner_no_trump = self.partner_no_trump

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "when": when,
                "without": without,
                "max_in_a_row": max_in_a_row,
                "partner_no_trump": partner_no_trump,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        when = CourtPieceRedealWhenName(d.pop("when"))

        without = CourtPieceRedealWithoutName(d.pop("without"))

        max_in_a_row = d.pop("max_in_a_row")

        partner_no_trump = d.pop("partner_no_trump")

        court_piece_redeal_view = cls(
            when=when,
            without=without,
            max_in_a_row=max_in_a_row,
            partner_no_trump=partner_no_trump,
        )

        court_piece_redeal_view.additional_properties = d
        return court_piece_redeal_view

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
