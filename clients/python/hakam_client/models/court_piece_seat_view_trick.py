from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.court_piece_seat_view_play import CourtPieceSeatViewPlay


T = TypeVar("T", bound="CourtPieceSeatViewTrick")


@_attrs_define
class CourtPieceSeatViewTrick:
    """A trick of a [`SeatViewInput`]: its plays (other fields ignored).

    Attributes:
        plays (list[CourtPieceSeatViewPlay]):
    """

    plays: list[CourtPieceSeatViewPlay]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "plays": plays,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_seat_view_play import CourtPieceSeatViewPlay  # noqa: PLC0415

        d = dict(src_dict)
        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = CourtPieceSeatViewPlay.from_dict(plays_item_data)

            plays.append(plays_item)

        court_piece_seat_view_trick = cls(
            plays=plays,
        )

        court_piece_seat_view_trick.additional_properties = d
        return court_piece_seat_view_trick

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
