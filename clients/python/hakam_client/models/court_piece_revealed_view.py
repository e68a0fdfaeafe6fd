from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.court_piece_revealed_by_name import CourtPieceRevealedByName
from ..types import UNSET, Unset

T = TypeVar("T", bound="CourtPieceRevealedView")


@_attrs_define
class CourtPieceRevealedView:
    """When and how concealed trumps were revealed.

    Attributes:
        trick (int): The trick (from 1) in which, or at whose end, trumps became known.
        by (CourtPieceRevealedByName): How concealed trumps became known: by `inference`, on `request`, or by
            `necessity`
            (the chooser had only the face-down card left).
        player (int | Unset): The player who asked (`request` only).
    """

    trick: int
    by: CourtPieceRevealedByName
    player: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        trick = self.trick

        by = self.by.value

        player = self.player

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "trick": trick,
                "by": by,
            }
        )
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        trick = d.pop("trick")

        by = CourtPieceRevealedByName(d.pop("by"))

        player = d.pop("player", UNSET)

        court_piece_revealed_view = cls(
            trick=trick,
            by=by,
            player=player,
        )

        court_piece_revealed_view.additional_properties = d
        return court_piece_revealed_view

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
