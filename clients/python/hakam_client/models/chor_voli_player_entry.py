from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChorVoliPlayerEntry")


@_attrs_define
class ChorVoliPlayerEntry:
    """One seat of a deal: the hand as dealt and the partition.

    Attributes:
        hand (list[str]): The hand as dealt, before any exchange.
        name (None | str | Unset): A label for people; not judged.
        combinations (list[list[str]] | None | Unset): The combinations kept, in play order; required unless four of a
            kind decides.
        discards (list[str] | None | Unset): The discards; when given, exactly the rest of the hand.
    """

    hand: list[str]
    name: None | str | Unset = UNSET
    combinations: list[list[str]] | None | Unset = UNSET
    discards: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        combinations: list[list[str]] | None | Unset
        if isinstance(self.combinations, Unset):
            combinations = UNSET
        elif isinstance(self.combinations, list):
            combinations = []
            for combinations_type_0_item_data in self.combinations:
                combinations_type_0_item = combinations_type_0_item_data

                combinations.append(combinations_type_0_item)

        else:
            combinations = self.combinations

        discards: list[str] | None | Unset
        if isinstance(self.discards, Unset):
            discards = UNSET
        elif isinstance(self.discards, list):
            discards = self.discards

        else:
            discards = self.discards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if combinations is not UNSET:
            field_dict["combinations"] = combinations
        if discards is not UNSET:
            field_dict["discards"] = discards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand = cast(list[str], d.pop("hand"))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_combinations(data: object) -> list[list[str]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                combinations_type_0 = []
                _combinations_type_0 = data
                for combinations_type_0_item_data in _combinations_type_0:
                    combinations_type_0_item = cast(list[str], combinations_type_0_item_data)

                    combinations_type_0.append(combinations_type_0_item)

                return combinations_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None | Unset, data)

        combinations = _parse_combinations(d.pop("combinations", UNSET))

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

        chor_voli_player_entry = cls(
            hand=hand,
            name=name,
            combinations=combinations,
            discards=discards,
        )

        return chor_voli_player_entry
