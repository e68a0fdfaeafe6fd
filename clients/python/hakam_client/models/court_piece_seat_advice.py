from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.court_piece_seat_advice_stopped import CourtPieceSeatAdviceStopped
from ..models.court_piece_value_of import CourtPieceValueOf

if TYPE_CHECKING:
    from ..models.court_piece_advised_option import CourtPieceAdvisedOption
    from ..models.court_piece_keep_decision import CourtPieceKeepDecision
    from ..models.court_piece_passes_decision import CourtPiecePassesDecision
    from ..models.court_piece_play_decision import CourtPiecePlayDecision
    from ..models.court_piece_redeal_decision import CourtPieceRedealDecision
    from ..models.court_piece_stop_decision import CourtPieceStopDecision
    from ..models.court_piece_trump_change_decision import CourtPieceTrumpChangeDecision
    from ..models.court_piece_trump_decision import CourtPieceTrumpDecision


T = TypeVar("T", bound="CourtPieceSeatAdvice")


@_attrs_define
class CourtPieceSeatAdvice:
    """The advice to a seat.

    Attributes:
        seat (int):
        decision (CourtPieceKeepDecision | CourtPiecePassesDecision | CourtPiecePlayDecision | CourtPieceRedealDecision
            | CourtPieceStopDecision | CourtPieceTrumpChangeDecision | CourtPieceTrumpDecision): A decision, as the request
            would carry it, by its `kind`.
        options (list[CourtPieceAdvisedOption]): Every legal option, the decision first, then the best first.
        value_of (CourtPieceValueOf): What `value` counts: `tricks`, the seat's party's tricks of thirteen, double-dummy
            in
            each world (for a card under `points` scoring, the trump call and Satat's passes);
            `points`, the deal's points to the seat's party less the other party's (under `kots`
            scoring, kots, a plain win a streak's share of one), double-dummy in each world: for a
            card under `kots` scoring, at a kot and while a party plays on, for a trump change
            and for every card and pass after one. Under `kots` scoring a card is chosen by its
            points plus, in each world, a fourteenth of a plain win for each trick (the tricks
            break ties), and `value` shows the points alone: the decision, listed first, may show
            a value up to 13/14 of a plain win below another option that takes fewer tricks.
        samples (int): The worlds solved.
        stopped (CourtPieceSeatAdviceStopped): Why the advice stopped: `settled` (one option left in the race), `budget`
            (the settle
            bound, `HAKAM_COURT_PIECE_CARD_SETTLE_BUDGET` for a card and
            `HAKAM_COURT_PIECE_ADVISE_SETTLE_BUDGET` for the trump call, counted in search nodes,
            never timed),
            `limit` (every sample solved), `single` (one legal option: nothing solved).
        sample_seed (str): The seed the worlds were drawn from: send it back with the same view for the same
            answer.
    """

    seat: int
    decision: (
        CourtPieceKeepDecision
        | CourtPiecePassesDecision
        | CourtPiecePlayDecision
        | CourtPieceRedealDecision
        | CourtPieceStopDecision
        | CourtPieceTrumpChangeDecision
        | CourtPieceTrumpDecision
    )
    options: list[CourtPieceAdvisedOption]
    value_of: CourtPieceValueOf
    samples: int
    stopped: CourtPieceSeatAdviceStopped
    sample_seed: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.court_piece_passes_decision import CourtPiecePassesDecision  # noqa: PLC0415
        from ..models.court_piece_play_decision import CourtPiecePlayDecision  # noqa: PLC0415
        from ..models.court_piece_redeal_decision import CourtPieceRedealDecision  # noqa: PLC0415
        from ..models.court_piece_stop_decision import CourtPieceStopDecision  # noqa: PLC0415
        from ..models.court_piece_trump_change_decision import CourtPieceTrumpChangeDecision  # noqa: PLC0415
        from ..models.court_piece_trump_decision import CourtPieceTrumpDecision  # noqa: PLC0415

        seat = self.seat

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

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        value_of = self.value_of.value

        samples = self.samples

        stopped = self.stopped.value

        sample_seed = self.sample_seed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "decision": decision,
                "options": options,
                "value_of": value_of,
                "samples": samples,
                "stopped": stopped,
                "sample_seed": sample_seed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.court_piece_advised_option import CourtPieceAdvisedOption  # noqa: PLC0415
        from ..models.court_piece_keep_decision import CourtPieceKeepDecision  # noqa: PLC0415
        from ..models.court_piece_passes_decision import CourtPiecePassesDecision  # noqa: PLC0415
        from ..models.court_piece_play_decision import CourtPiecePlayDecision  # noqa: PLC0415
        from ..models.court_piece_redeal_decision import CourtPieceRedealDecision  # noqa: PLC0415
        from ..models.court_piece_stop_decision import CourtPieceStopDecision  # noqa: PLC0415
        from ..models.court_piece_trump_change_decision import CourtPieceTrumpChangeDecision  # noqa: PLC0415
        from ..models.court_piece_trump_decision import CourtPieceTrumpDecision  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

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

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = CourtPieceAdvisedOption.from_dict(options_item_data)

            options.append(options_item)

        value_of = CourtPieceValueOf(d.pop("value_of"))

        samples = d.pop("samples")

        stopped = CourtPieceSeatAdviceStopped(d.pop("stopped"))

        sample_seed = d.pop("sample_seed")

        court_piece_seat_advice = cls(
            seat=seat,
            decision=decision,
            options=options,
            value_of=value_of,
            samples=samples,
            stopped=stopped,
            sample_seed=sample_seed,
        )

        court_piece_seat_advice.additional_properties = d
        return court_piece_seat_advice

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
