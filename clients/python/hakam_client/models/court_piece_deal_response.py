from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.court_piece_redeal_offer import CourtPieceRedealOffer


T = TypeVar("T", bound="CourtPieceDealResponse")


@_attrs_define
class CourtPieceDealResponse:
    """A deal in packets: the hands are a function of the seed and the rules alone.

    Attributes:
        seed (str): The seed dealt from (the one given, or the fresh one drawn).
        seed_sha256 (str): SHA-256 of the seed's UTF-8 bytes, lowercase hex: publish it before play.
        dealer (int): The dealer's seat (given, or drawn from the seed).
        caller (int): The seat after the dealer: names trumps and leads the first trick.
        hands (list[list[str]]): One hand per seat as dealt (13 cards, 17 with three players, 5 with two), high to
            low by rank, then by suit s, h, d, c.
        first_five (list[list[str]]): Each seat's first packet of five, sorted like the hands.
        redeal (CourtPieceRedealOffer): Whether a redeal may be called on these cards.
        removed (str | Unset): A card: rank 2-9, T or 10, J, Q, K, A, then suit c d h s or ♣ ♦ ♥ ♠, letters in either
            case, nothing else. Responses use the canonical form, e.g. `Td`.
        stock (list[str] | Unset): The stock, top first (two players only: 42 cards).
    """

    seed: str
    seed_sha256: str
    dealer: int
    caller: int
    hands: list[list[str]]
    first_five: list[list[str]]
    redeal: CourtPieceRedealOffer
    removed: str | Unset = UNSET
    stock: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        seed_sha256 = self.seed_sha256

        dealer = self.dealer

        caller = self.caller

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        first_five = []
        for first_five_item_data in self.first_five:
            first_five_item = first_five_item_data

            first_five.append(first_five_item)

        redeal = self.redeal.to_dict()

        removed = self.removed

        stock: list[str] | Unset = UNSET
        if not isinstance(self.stock, Unset):
            stock = self.stock

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seed": seed,
                "seed_sha256": seed_sha256,
                "dealer": dealer,
                "caller": caller,
                "hands": hands,
                "first_five": first_five,
                "redeal": redeal,
            }
        )
        if removed is not UNSET:
            field_dict["removed"] = removed
        if stock is not UNSET:
            field_dict["stock"] = stock

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_redeal_offer import CourtPieceRedealOffer  # noqa: PLC0415

        d = dict(src_dict)
        seed = d.pop("seed")

        seed_sha256 = d.pop("seed_sha256")

        dealer = d.pop("dealer")

        caller = d.pop("caller")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        first_five = []
        _first_five = d.pop("first_five")
        for first_five_item_data in _first_five:
            first_five_item = cast(list[str], first_five_item_data)

            first_five.append(first_five_item)

        redeal = CourtPieceRedealOffer.from_dict(d.pop("redeal"))

        removed = d.pop("removed", UNSET)

        stock = cast(list[str], d.pop("stock", UNSET))

        court_piece_deal_response = cls(
            seed=seed,
            seed_sha256=seed_sha256,
            dealer=dealer,
            caller=caller,
            hands=hands,
            first_five=first_five,
            redeal=redeal,
            removed=removed,
            stock=stock,
        )

        court_piece_deal_response.additional_properties = d
        return court_piece_deal_response

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
