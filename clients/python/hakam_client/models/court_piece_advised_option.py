from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.court_piece_keep_decision import CourtPieceKeepDecision
    from ..models.court_piece_passes_decision import CourtPiecePassesDecision
    from ..models.court_piece_play_decision import CourtPiecePlayDecision
    from ..models.court_piece_redeal_decision import CourtPieceRedealDecision
    from ..models.court_piece_stop_decision import CourtPieceStopDecision
    from ..models.court_piece_trump_change_decision import CourtPieceTrumpChangeDecision
    from ..models.court_piece_trump_decision import CourtPieceTrumpDecision


T = TypeVar("T", bound="CourtPieceAdvisedOption")


@_attrs_define
class CourtPieceAdvisedOption:
    """One option and what it is worth.

    Attributes:
        decision (CourtPieceKeepDecision | CourtPiecePassesDecision | CourtPiecePlayDecision | CourtPieceRedealDecision
            | CourtPieceStopDecision | CourtPieceTrumpChangeDecision | CourtPieceTrumpDecision): A decision, as the request
            would carry it, by its `kind`.
        value (float | None): What this decision is expected to be worth to the seat's party, in the unit of
            `value_of`, best play after it in every world; `null` when nothing was solved
            (`stopped: single`).
        value_ci95 (list[float] | None): Its 95 % confidence interval over the worlds it was solved in (`null` with
            `value`).
    """

    decision: (
        CourtPieceKeepDecision
        | CourtPiecePassesDecision
        | CourtPiecePlayDecision
        | CourtPieceRedealDecision
        | CourtPieceStopDecision
        | CourtPieceTrumpChangeDecision
        | CourtPieceTrumpDecision
    )
    value: float | None
    value_ci95: list[float] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.court_piece_passes_decision import CourtPiecePassesDecision  # noqa: PLC0415
        from ..models.court_piece_play_decision import CourtPiecePlayDecision  # noqa: PLC0415
        from ..models.court_piece_redeal_decision import CourtPieceRedealDecision  # noqa: PLC0415
        from ..models.court_piece_stop_decision import CourtPieceStopDecision  # noqa: PLC0415
        from ..models.court_piece_trump_change_decision import CourtPieceTrumpChangeDecision  # noqa: PLC0415
        from ..models.court_piece_trump_decision import CourtPieceTrumpDecision  # noqa: PLC0415

        decision: dict[str, Any]
        if isinstance(self.decision, CourtPiecePlayDecision):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, CourtPieceTrumpDecision):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, CourtPieceStopDecision):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, CourtPiecePassesDecision):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, CourtPieceRedealDecision):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, CourtPieceTrumpChangeDecision):
            decision = self.decision.to_dict()
        else:
            decision = self.decision.to_dict()

        value: float | None
        value = self.value

        value_ci95: list[float] | None
        if isinstance(self.value_ci95, list):
            value_ci95 = self.value_ci95

        else:
            value_ci95 = self.value_ci95

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "decision": decision,
                "value": value,
                "value_ci95": value_ci95,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_keep_decision import CourtPieceKeepDecision  # noqa: PLC0415
        from ..models.court_piece_passes_decision import CourtPiecePassesDecision  # noqa: PLC0415
        from ..models.court_piece_play_decision import CourtPiecePlayDecision  # noqa: PLC0415
        from ..models.court_piece_redeal_decision import CourtPieceRedealDecision  # noqa: PLC0415
        from ..models.court_piece_stop_decision import CourtPieceStopDecision  # noqa: PLC0415
        from ..models.court_piece_trump_change_decision import CourtPieceTrumpChangeDecision  # noqa: PLC0415
        from ..models.court_piece_trump_decision import CourtPieceTrumpDecision  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_decision(
            data: object,
        ) -> (
            CourtPieceKeepDecision
            | CourtPiecePassesDecision
            | CourtPiecePlayDecision
            | CourtPieceRedealDecision
            | CourtPieceStopDecision
            | CourtPieceTrumpChangeDecision
            | CourtPieceTrumpDecision
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemascourt_piece_advised_decision_type_0 = CourtPiecePlayDecision.from_dict(data)

                return componentsschemascourt_piece_advised_decision_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemascourt_piece_advised_decision_type_1 = CourtPieceTrumpDecision.from_dict(data)

                return componentsschemascourt_piece_advised_decision_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemascourt_piece_advised_decision_type_2 = CourtPieceStopDecision.from_dict(data)

                return componentsschemascourt_piece_advised_decision_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemascourt_piece_advised_decision_type_3 = CourtPiecePassesDecision.from_dict(data)

                return componentsschemascourt_piece_advised_decision_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemascourt_piece_advised_decision_type_4 = CourtPieceRedealDecision.from_dict(data)

                return componentsschemascourt_piece_advised_decision_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemascourt_piece_advised_decision_type_5 = CourtPieceTrumpChangeDecision.from_dict(data)

                return componentsschemascourt_piece_advised_decision_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemascourt_piece_advised_decision_type_6 = CourtPieceKeepDecision.from_dict(data)

            return componentsschemascourt_piece_advised_decision_type_6

        decision = _parse_decision(d.pop("decision"))

        def _parse_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        value = _parse_value(d.pop("value"))

        def _parse_value_ci95(data: object) -> list[float] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                value_ci95_type_0 = cast(list[float], data)

                return value_ci95_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None, data)

        value_ci95 = _parse_value_ci95(d.pop("value_ci95"))

        court_piece_advised_option = cls(
            decision=decision,
            value=value,
            value_ci95=value_ci95,
        )

        court_piece_advised_option.additional_properties = d
        return court_piece_advised_option

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
