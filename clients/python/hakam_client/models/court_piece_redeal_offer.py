from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CourtPieceRedealOffer")


@_attrs_define
class CourtPieceRedealOffer:
    """Whether a redeal may be called on these cards.

    Attributes:
        caller_may (bool): Whether the rules let the caller call a redeal on these cards (no card of the named
            ranks in the first five, or in the whole hand).
    """

    caller_may: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        caller_may = self.caller_may

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "caller_may": caller_may,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        caller_may = d.pop("caller_may")

        court_piece_redeal_offer = cls(
            caller_may=caller_may,
        )

        court_piece_redeal_offer.additional_properties = d
        return court_piece_redeal_offer

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
