from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChorVoliNamedPartition")


@_attrs_define
class ChorVoliNamedPartition:
    """A partition to score as well as the solver's.

    Attributes:
        combinations (list[list[str]]): The combinations in play order (strongest first); the partition must be legal.
        discards (list[str] | None | Unset): The discards; when given, exactly the rest of the hand.
        exchanged (bool | None | Unset): Whether it partitions the hand after the 2♦ exchange (false when absent).
    """

    combinations: list[list[str]]
    discards: list[str] | None | Unset = UNSET
    exchanged: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        combinations = []
        for combinations_item_data in self.combinations:
            combinations_item = combinations_item_data

            combinations.append(combinations_item)

        discards: list[str] | None | Unset
        if isinstance(self.discards, Unset):
            discards = UNSET
        elif isinstance(self.discards, list):
            discards = self.discards

        else:
            discards = self.discards

        exchanged: bool | None | Unset
        if isinstance(self.exchanged, Unset):
            exchanged = UNSET
        else:
            exchanged = self.exchanged

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "combinations": combinations,
            }
        )
        if discards is not UNSET:
            field_dict["discards"] = discards
        if exchanged is not UNSET:
            field_dict["exchanged"] = exchanged

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        combinations = []
        _combinations = d.pop("combinations")
        for combinations_item_data in _combinations:
            combinations_item = cast(list[str], combinations_item_data)

            combinations.append(combinations_item)

        def _parse_discards(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                discards_type_0 = cast(list[str], data)

                return discards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        discards = _parse_discards(d.pop("discards", UNSET))

        def _parse_exchanged(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        exchanged = _parse_exchanged(d.pop("exchanged", UNSET))

        chor_voli_named_partition = cls(
            combinations=combinations,
            discards=discards,
            exchanged=exchanged,
        )

        return chor_voli_named_partition
