"""A newcomer's first program, run by scripts/clients.sh from a project outside the repository
that installed the client with `pip install <repo>/clients/python`: deals a Hokm deal from a
seed, names trumps, plays the first legal card until the deal is complete. It must pass
`mypy --strict` as it is: no casts, no `Unset` or `Problem` handling of its own.
"""

import os

from hakam_client import Client
from hakam_client.api.court_piece import court_piece_deal, court_piece_resolve_deal
from hakam_client.extras import Card, unwrap
from hakam_client.models import (
    CourtPieceDealRequest,
    CourtPiecePresetName,
    CourtPieceResolveDealRequest,
    CourtPieceResultView,
    CourtPieceRulesInput,
    SuitLetter,
)

rules = CourtPieceRulesInput(preset=CourtPiecePresetName.HOKM)
with Client(base_url=os.environ.get("HAKAM_URL", "http://127.0.0.1:8080")) as client:
    request = CourtPieceDealRequest(rules=rules, seed="fresh project", dealer=0)
    dealt = unwrap(court_piece_deal.sync_detailed(client=client, body=request))
    first_five = dealt.first_five[dealt.caller]
    trump = max(
        SuitLetter, key=lambda suit: sum(card.endswith(suit) for card in first_five)
    )
    plays: list[Card] = []
    while True:
        body = CourtPieceResolveDealRequest(
            rules=rules, dealer=0, seed=dealt.seed, trump=trump, plays=plays
        )
        state = unwrap(court_piece_resolve_deal.sync_detailed(client=client, body=body))
        if not state.valid or len(plays) > 52:
            raise SystemExit(f"refused after {len(plays)} cards: {state.violations}")
        if state.complete:
            break
        if not isinstance(state.legal_cards, list):
            raise SystemExit(f"no legal card after {len(plays)} cards")
        plays.append(state.legal_cards[0])

if not isinstance(state.result, CourtPieceResultView) or state.trump != trump:
    raise SystemExit(f"a complete deal without a result, or with other trumps: {state}")
winner = state.result.winner
print(
    f"python, fresh project: trump {trump}, {len(plays)} cards, tricks {state.tricks_won}, ",
    end="",
)
print(f"party {winner} wins ({state.result.kind}), points {state.result.points}")
