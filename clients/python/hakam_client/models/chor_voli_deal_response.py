from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chor_voli_quads_view import ChorVoliQuadsView


T = TypeVar("T", bound="ChorVoliDealResponse")


@_attrs_define
class ChorVoliDealResponse:
    """A deal: the hands are a function of the seed and the rules alone.

    Attributes:
        seed (str): The seed dealt from (the one given, or the fresh one drawn).
        seed_sha256 (str): SHA-256 of the seed's UTF-8 bytes, lowercase hex: publish it before play.
        dealer (int): The dealer's seat (given, or drawn from the seed).
        hands (list[list[str]]): One hand per seat, each high to low by rank, then by suit s, h, d, c.
        quads (ChorVoliQuadsView | None):
        face_up (str | Unset): A card: rank 2-9, T or 10, J, Q, K, A, then suit c d h s or ♣ ♦ ♥ ♠, letters in either
            case, nothing else. Responses use the canonical form, e.g. `Td`.
    """

    seed: str
    seed_sha256: str
    dealer: int
    hands: list[list[str]]
    quads: ChorVoliQuadsView | None
    face_up: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.chor_voli_quads_view import ChorVoliQuadsView  # noqa: PLC0415

        seed = self.seed

        seed_sha256 = self.seed_sha256

        dealer = self.dealer

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        quads: dict[str, Any] | None
        if isinstance(self.quads, ChorVoliQuadsView):
            quads = self.quads.to_dict()
        else:
            quads = self.quads

        face_up = self.face_up

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seed": seed,
                "seed_sha256": seed_sha256,
                "dealer": dealer,
                "hands": hands,
                "quads": quads,
            }
        )
        if face_up is not UNSET:
            field_dict["face_up"] = face_up

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chor_voli_quads_view import ChorVoliQuadsView  # noqa: PLC0415

        d = dict(src_dict)
        seed = d.pop("seed")

        seed_sha256 = d.pop("seed_sha256")

        dealer = d.pop("dealer")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        def _parse_quads(data: object) -> ChorVoliQuadsView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                quads_type_0 = ChorVoliQuadsView.from_dict(data)

                return quads_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChorVoliQuadsView | None, data)

        quads = _parse_quads(d.pop("quads"))

        face_up = d.pop("face_up", UNSET)

        chor_voli_deal_response = cls(
            seed=seed,
            seed_sha256=seed_sha256,
            dealer=dealer,
            hands=hands,
            quads=quads,
            face_up=face_up,
        )

        chor_voli_deal_response.additional_properties = d
        return chor_voli_deal_response

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
