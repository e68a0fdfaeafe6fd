"""Contains all the data models used in inputs/outputs"""

from .chor_voli_advise_candidate import ChorVoliAdviseCandidate
from .chor_voli_advise_request import ChorVoliAdviseRequest
from .chor_voli_advise_response import ChorVoliAdviseResponse
from .chor_voli_category_name import ChorVoliCategoryName
from .chor_voli_combination_result import ChorVoliCombinationResult
from .chor_voli_compare_request import ChorVoliCompareRequest
from .chor_voli_compare_response import ChorVoliCompareResponse
from .chor_voli_deal_request import ChorVoliDealRequest
from .chor_voli_deal_response import ChorVoliDealResponse
from .chor_voli_deal_result import ChorVoliDealResult
from .chor_voli_each_opponent_scoring import ChorVoliEachOpponentScoring
from .chor_voli_each_opponent_scoring_kind import ChorVoliEachOpponentScoringKind
from .chor_voli_estimate_view import ChorVoliEstimateView
from .chor_voli_evaluate_request import ChorVoliEvaluateRequest
from .chor_voli_evaluate_response import ChorVoliEvaluateResponse
from .chor_voli_game_deal_entry import ChorVoliGameDealEntry
from .chor_voli_game_deal_view import ChorVoliGameDealView
from .chor_voli_game_request import ChorVoliGameRequest
from .chor_voli_game_response import ChorVoliGameResponse
from .chor_voli_named_partition import ChorVoliNamedPartition
from .chor_voli_play_input import ChorVoliPlayInput
from .chor_voli_play_result import ChorVoliPlayResult
from .chor_voli_player_entry import ChorVoliPlayerEntry
from .chor_voli_pool_scoring import ChorVoliPoolScoring
from .chor_voli_pool_scoring_kind import ChorVoliPoolScoringKind
from .chor_voli_preset_name import ChorVoliPresetName
from .chor_voli_preset_rules import ChorVoliPresetRules
from .chor_voli_quads_high_name import ChorVoliQuadsHighName
from .chor_voli_quads_view import ChorVoliQuadsView
from .chor_voli_resolve_deal_request import ChorVoliResolveDealRequest
from .chor_voli_round_request import ChorVoliRoundRequest
from .chor_voli_round_response import ChorVoliRoundResponse
from .chor_voli_round_view import ChorVoliRoundView
from .chor_voli_rules_input import ChorVoliRulesInput
from .chor_voli_rules_view import ChorVoliRulesView
from .chor_voli_score_view import ChorVoliScoreView
from .chor_voli_stop_reason_name import ChorVoliStopReasonName
from .chor_voli_straights_name import ChorVoliStraightsName
from .chor_voli_suggest_request import ChorVoliSuggestRequest
from .chor_voli_suggest_response import ChorVoliSuggestResponse
from .chor_voli_suggestion_view import ChorVoliSuggestionView
from .chor_voli_ties_name import ChorVoliTiesName
from .chor_voli_trips_high_name import ChorVoliTripsHighName
from .chor_voli_validate_request import ChorVoliValidateRequest
from .chor_voli_validate_response import ChorVoliValidateResponse
from .chor_voli_violation_view import ChorVoliViolationView
from .court_piece_advice_stop import CourtPieceAdviceStop
from .court_piece_advice_stopped import CourtPieceAdviceStopped
from .court_piece_advise_deal_request import CourtPieceAdviseDealRequest
from .court_piece_advise_trump_request import CourtPieceAdviseTrumpRequest
from .court_piece_advised_option import CourtPieceAdvisedOption
from .court_piece_after_collection_name import CourtPieceAfterCollectionName
from .court_piece_analyse_request import CourtPieceAnalyseRequest
from .court_piece_analysis import CourtPieceAnalysis
from .court_piece_before_reveal_name import CourtPieceBeforeRevealName
from .court_piece_bidding_rules import CourtPieceBiddingRules
from .court_piece_bidding_view import CourtPieceBiddingView
from .court_piece_caller_after_loss_name import CourtPieceCallerAfterLossName
from .court_piece_card_tricks import CourtPieceCardTricks
from .court_piece_collect_from_name import CourtPieceCollectFromName
from .court_piece_collect_name import CourtPieceCollectName
from .court_piece_collected_view import CourtPieceCollectedView
from .court_piece_count_name import CourtPieceCountName
from .court_piece_deal_request import CourtPieceDealRequest
from .court_piece_deal_resolution import CourtPieceDealResolution
from .court_piece_deal_response import CourtPieceDealResponse
from .court_piece_failed_bavney_name import CourtPieceFailedBavneyName
from .court_piece_game_deal_input import CourtPieceGameDealInput
from .court_piece_game_deal_view import CourtPieceGameDealView
from .court_piece_game_request import CourtPieceGameRequest
from .court_piece_game_response import CourtPieceGameResponse
from .court_piece_keep_decision import CourtPieceKeepDecision
from .court_piece_keep_decision_kind import CourtPieceKeepDecisionKind
from .court_piece_pass_input import CourtPiecePassInput
from .court_piece_pass_view import CourtPiecePassView
from .court_piece_passes_decision import CourtPiecePassesDecision
from .court_piece_passes_decision_kind import CourtPiecePassesDecisionKind
from .court_piece_play_decision import CourtPiecePlayDecision
from .court_piece_play_decision_kind import CourtPiecePlayDecisionKind
from .court_piece_play_entry_type_1 import CourtPiecePlayEntryType1
from .court_piece_play_view import CourtPiecePlayView
from .court_piece_preset_name import CourtPiecePresetName
from .court_piece_preset_rules import CourtPiecePresetRules
from .court_piece_previous_input import CourtPiecePreviousInput
from .court_piece_redeal_by import CourtPieceRedealBy
from .court_piece_redeal_decision import CourtPieceRedealDecision
from .court_piece_redeal_decision_kind import CourtPieceRedealDecisionKind
from .court_piece_redeal_input import CourtPieceRedealInput
from .court_piece_redeal_offer import CourtPieceRedealOffer
from .court_piece_redeal_rules import CourtPieceRedealRules
from .court_piece_redeal_view import CourtPieceRedealView
from .court_piece_redeal_when_name import CourtPieceRedealWhenName
from .court_piece_redeal_without_name import CourtPieceRedealWithoutName
from .court_piece_resolve_deal_request import CourtPieceResolveDealRequest
from .court_piece_result_kind_name import CourtPieceResultKindName
from .court_piece_result_view import CourtPieceResultView
from .court_piece_reveal_name import CourtPieceRevealName
from .court_piece_revealed_by_name import CourtPieceRevealedByName
from .court_piece_revealed_view import CourtPieceRevealedView
from .court_piece_rotation_name import CourtPieceRotationName
from .court_piece_rules_input import CourtPieceRulesInput
from .court_piece_rules_view import CourtPieceRulesView
from .court_piece_scoring_input import CourtPieceScoringInput
from .court_piece_scoring_kind_name import CourtPieceScoringKindName
from .court_piece_scoring_view import CourtPieceScoringView
from .court_piece_seat_advice import CourtPieceSeatAdvice
from .court_piece_seat_advice_stopped import CourtPieceSeatAdviceStopped
from .court_piece_seat_view_input import CourtPieceSeatViewInput
from .court_piece_seat_view_play import CourtPieceSeatViewPlay
from .court_piece_seat_view_trick import CourtPieceSeatViewTrick
from .court_piece_seat_view_trump_change import CourtPieceSeatViewTrumpChange
from .court_piece_seat_view_violation import CourtPieceSeatViewViolation
from .court_piece_stop_decision import CourtPieceStopDecision
from .court_piece_stop_decision_kind import CourtPieceStopDecisionKind
from .court_piece_tens_tie_name import CourtPieceTensTieName
from .court_piece_trick_play import CourtPieceTrickPlay
from .court_piece_trick_request import CourtPieceTrickRequest
from .court_piece_trick_response import CourtPieceTrickResponse
from .court_piece_trick_view import CourtPieceTrickView
from .court_piece_trump_advice import CourtPieceTrumpAdvice
from .court_piece_trump_advice_response import CourtPieceTrumpAdviceResponse
from .court_piece_trump_change_decision import CourtPieceTrumpChangeDecision
from .court_piece_trump_change_decision_kind import CourtPieceTrumpChangeDecisionKind
from .court_piece_trump_change_input import CourtPieceTrumpChangeInput
from .court_piece_trump_change_view import CourtPieceTrumpChangeView
from .court_piece_trump_decision import CourtPieceTrumpDecision
from .court_piece_trump_decision_kind import CourtPieceTrumpDecisionKind
from .court_piece_trump_name import CourtPieceTrumpName
from .court_piece_trump_tricks import CourtPieceTrumpTricks
from .court_piece_unrevealed_name import CourtPieceUnrevealedName
from .court_piece_value_of import CourtPieceValueOf
from .court_piece_violation_view import CourtPieceViolationView
from .health import Health
from .problem import Problem
from .problem_error import ProblemError
from .suit_letter import SuitLetter

__all__ = (
    "ChorVoliAdviseCandidate",
    "ChorVoliAdviseRequest",
    "ChorVoliAdviseResponse",
    "ChorVoliCategoryName",
    "ChorVoliCombinationResult",
    "ChorVoliCompareRequest",
    "ChorVoliCompareResponse",
    "ChorVoliDealRequest",
    "ChorVoliDealResponse",
    "ChorVoliDealResult",
    "ChorVoliEachOpponentScoring",
    "ChorVoliEachOpponentScoringKind",
    "ChorVoliEstimateView",
    "ChorVoliEvaluateRequest",
    "ChorVoliEvaluateResponse",
    "ChorVoliGameDealEntry",
    "ChorVoliGameDealView",
    "ChorVoliGameRequest",
    "ChorVoliGameResponse",
    "ChorVoliNamedPartition",
    "ChorVoliPlayerEntry",
    "ChorVoliPlayInput",
    "ChorVoliPlayResult",
    "ChorVoliPoolScoring",
    "ChorVoliPoolScoringKind",
    "ChorVoliPresetName",
    "ChorVoliPresetRules",
    "ChorVoliQuadsHighName",
    "ChorVoliQuadsView",
    "ChorVoliResolveDealRequest",
    "ChorVoliRoundRequest",
    "ChorVoliRoundResponse",
    "ChorVoliRoundView",
    "ChorVoliRulesInput",
    "ChorVoliRulesView",
    "ChorVoliScoreView",
    "ChorVoliStopReasonName",
    "ChorVoliStraightsName",
    "ChorVoliSuggestionView",
    "ChorVoliSuggestRequest",
    "ChorVoliSuggestResponse",
    "ChorVoliTiesName",
    "ChorVoliTripsHighName",
    "ChorVoliValidateRequest",
    "ChorVoliValidateResponse",
    "ChorVoliViolationView",
    "CourtPieceAdviceStop",
    "CourtPieceAdviceStopped",
    "CourtPieceAdviseDealRequest",
    "CourtPieceAdvisedOption",
    "CourtPieceAdviseTrumpRequest",
    "CourtPieceAfterCollectionName",
    "CourtPieceAnalyseRequest",
    "CourtPieceAnalysis",
    "CourtPieceBeforeRevealName",
    "CourtPieceBiddingRules",
    "CourtPieceBiddingView",
    "CourtPieceCallerAfterLossName",
    "CourtPieceCardTricks",
    "CourtPieceCollectedView",
    "CourtPieceCollectFromName",
    "CourtPieceCollectName",
    "CourtPieceCountName",
    "CourtPieceDealRequest",
    "CourtPieceDealResolution",
    "CourtPieceDealResponse",
    "CourtPieceFailedBavneyName",
    "CourtPieceGameDealInput",
    "CourtPieceGameDealView",
    "CourtPieceGameRequest",
    "CourtPieceGameResponse",
    "CourtPieceKeepDecision",
    "CourtPieceKeepDecisionKind",
    "CourtPiecePassesDecision",
    "CourtPiecePassesDecisionKind",
    "CourtPiecePassInput",
    "CourtPiecePassView",
    "CourtPiecePlayDecision",
    "CourtPiecePlayDecisionKind",
    "CourtPiecePlayEntryType1",
    "CourtPiecePlayView",
    "CourtPiecePresetName",
    "CourtPiecePresetRules",
    "CourtPiecePreviousInput",
    "CourtPieceRedealBy",
    "CourtPieceRedealDecision",
    "CourtPieceRedealDecisionKind",
    "CourtPieceRedealInput",
    "CourtPieceRedealOffer",
    "CourtPieceRedealRules",
    "CourtPieceRedealView",
    "CourtPieceRedealWhenName",
    "CourtPieceRedealWithoutName",
    "CourtPieceResolveDealRequest",
    "CourtPieceResultKindName",
    "CourtPieceResultView",
    "CourtPieceRevealedByName",
    "CourtPieceRevealedView",
    "CourtPieceRevealName",
    "CourtPieceRotationName",
    "CourtPieceRulesInput",
    "CourtPieceRulesView",
    "CourtPieceScoringInput",
    "CourtPieceScoringKindName",
    "CourtPieceScoringView",
    "CourtPieceSeatAdvice",
    "CourtPieceSeatAdviceStopped",
    "CourtPieceSeatViewInput",
    "CourtPieceSeatViewPlay",
    "CourtPieceSeatViewTrick",
    "CourtPieceSeatViewTrumpChange",
    "CourtPieceSeatViewViolation",
    "CourtPieceStopDecision",
    "CourtPieceStopDecisionKind",
    "CourtPieceTensTieName",
    "CourtPieceTrickPlay",
    "CourtPieceTrickRequest",
    "CourtPieceTrickResponse",
    "CourtPieceTrickView",
    "CourtPieceTrumpAdvice",
    "CourtPieceTrumpAdviceResponse",
    "CourtPieceTrumpChangeDecision",
    "CourtPieceTrumpChangeDecisionKind",
    "CourtPieceTrumpChangeInput",
    "CourtPieceTrumpChangeView",
    "CourtPieceTrumpDecision",
    "CourtPieceTrumpDecisionKind",
    "CourtPieceTrumpName",
    "CourtPieceTrumpTricks",
    "CourtPieceUnrevealedName",
    "CourtPieceValueOf",
    "CourtPieceViolationView",
    "Health",
    "Problem",
    "ProblemError",
    "SuitLetter",
)
