"""Plays a whole Chor Voli deal and a whole Court piece (Hokm) deal against a running Hakam,
through the generated client's typed calls, each unwrapped by `hakam_client.extras.unwrap`.

    HAKAM_URL=http://127.0.0.1:8080 PYTHONPATH=clients/python python clients/python/examples/play.py

Exits non-zero when a call fails or an answer breaks a rule the example checks.
"""

from __future__ import annotations

import os
import sys

import httpx

from hakam_client import Client
from hakam_client.api.chor_voli_and_ramchi import chor_voli_deal, chor_voli_resolve_deal, chor_voli_suggest_partitions
from hakam_client.api.court_piece import court_piece_deal, court_piece_resolve_deal
from hakam_client.extras import Card, HakamError, unwrap
from hakam_client.models import (
    ChorVoliDealRequest,
    ChorVoliPlayerEntry,
    ChorVoliPresetName,
    ChorVoliResolveDealRequest,
    ChorVoliRulesInput,
    ChorVoliSuggestRequest,
    CourtPieceDealRequest,
    CourtPiecePresetName,
    CourtPieceResolveDealRequest,
    CourtPieceResultKindName,
    CourtPieceResultView,
    CourtPieceRulesInput,
    SuitLetter,
)
from hakam_client.types import Unset


class Failure(Exception):
    """An answer the example did not expect."""


def check(condition: bool, message: str) -> None:
    if not condition:
        raise Failure(message)


def play_chor_voli(client: Client, seed: str) -> None:
    rules = ChorVoliRulesInput(preset=ChorVoliPresetName.CHOR_VOLI)
    dealt = unwrap(
        chor_voli_deal.sync_detailed(client=client, body=ChorVoliDealRequest(rules=rules, seed=seed, dealer=0)),
    )
    players: list[ChorVoliPlayerEntry] = []
    for seat, hand in enumerate(dealt.hands):
        suggested = unwrap(
            chor_voli_suggest_partitions.sync_detailed(
                client=client, body=ChorVoliSuggestRequest(rules=rules, hand=hand, limit=1)
            ),
        )
        check(len(suggested.suggestions) >= 1, f"no suggestion for seat {seat}")
        best = suggested.suggestions[0]
        players.append(
            ChorVoliPlayerEntry(name=f"seat {seat}", hand=hand, combinations=best.combinations, discards=best.discards)
        )
    result = unwrap(
        chor_voli_resolve_deal.sync_detailed(
            client=client,
            body=ChorVoliResolveDealRequest(rules=rules, dealer=dealt.dealer, players=players),
        ),
    )
    check(result.valid, f"the suggested partitions were refused: {result.violations}")
    check(isinstance(result.chips, list), "a valid deal has chips")
    assert isinstance(result.chips, list)
    check(sum(result.chips) == 0, f"chips do not sum to zero: {result.chips}")
    rounds = result.rounds if isinstance(result.rounds, list) else []
    print(
        f"Chor Voli ({rules.preset}, seed {dealt.seed!r}): {len(rounds)} rounds, "
        f"chips {result.chips}, next dealer {result.next_dealer}"
    )


def play_court_piece(client: Client, seed: str) -> None:
    rules = CourtPieceRulesInput(preset=CourtPiecePresetName.HOKM)
    dealt = unwrap(
        court_piece_deal.sync_detailed(client=client, body=CourtPieceDealRequest(rules=rules, seed=seed, dealer=0)),
    )
    # The caller names trumps from the first five: the suit it holds most of.
    first_five = dealt.first_five[dealt.caller]
    trump = max(SuitLetter, key=lambda suit: sum(card.endswith(suit) for card in first_five))

    plays: list[Card] = []
    while True:
        state = unwrap(
            court_piece_resolve_deal.sync_detailed(
                client=client,
                body=CourtPieceResolveDealRequest(
                    rules=rules, dealer=dealt.dealer, seed=dealt.seed, trump=trump, plays=plays
                ),
            ),
        )
        check(state.valid, f"a legal card was refused: {state.violations}")
        if state.complete:
            break
        check(len(plays) < 52, "the deal did not end after 52 cards")
        legal = state.legal_cards
        check(isinstance(legal, list) and len(legal) > 0, f"no legal card after {len(plays)} plays")
        assert isinstance(legal, list)
        plays.append(legal[0])

    result = state.result
    check(isinstance(result, CourtPieceResultView), "a complete deal has a result")
    assert isinstance(result, CourtPieceResultView)
    won = state.tricks_won
    finished_tricks = [t for t in state.tricks if not isinstance(t.winner, Unset) and t.winner is not None]
    check(sum(won) == len(finished_tricks), f"tricks won {won} but {len(finished_tricks)} tricks finished")
    check(sum(won) <= 13, f"more than 13 tricks: {won}")
    check(len(plays) == 4 * len(finished_tricks), f"{len(plays)} cards for {len(finished_tricks)} tricks")
    # Hokm: the deal ends when a party has seven tricks (a kot when the other has none).
    check(max(won) >= 7 or sum(won) == 13, f"the deal ended early: tricks won {won}")
    check(
        isinstance(result.winner, int) and won[result.winner] == max(won),
        f"the winner is not the party with most tricks: {result}",
    )
    check(
        result.kind in (CourtPieceResultKindName.WIN, CourtPieceResultKindName.KOT),
        f"unexpected Hokm result {result.kind}",
    )
    print(
        f"Court piece (hokm, seed {dealt.seed!r}): caller seat {state.caller} named trump {trump}; "
        f"{len(finished_tricks)} tricks, won {won}; party {result.winner} wins ({result.kind}), "
        f"points {result.points}; next dealer {state.next_dealer}, next caller {state.next_caller}"
    )


def main() -> int:
    url = os.environ.get("HAKAM_URL", "http://127.0.0.1:8080")
    seed = os.environ.get("HAKAM_SEED", "clients example")
    with Client(base_url=url, raise_on_unexpected_status=True, timeout=httpx.Timeout(30.0)) as client:
        try:
            play_chor_voli(client, seed)
            play_court_piece(client, seed)
        except (Failure, HakamError) as failure:
            print(f"FAILED: {failure}", file=sys.stderr)
            return 1
    print("python example: both deals played")
    return 0


if __name__ == "__main__":
    sys.exit(main())
