"""Written by hand, not generated (scripts/generate-clients.sh keeps this file): one way to
call that gives the model or raises the problem, and names for the string types.

    from hakam_client.extras import unwrap
    dealt = unwrap(court_piece_deal.sync_detailed(client=client, body=request))

`unwrap` takes what an operation's `sync_detailed` (or awaited `asyncio_detailed`) returns,
`Response[Model | Problem]`, and gives the `Model`; a `Problem` answer (RFC 9457) is raised as
`HakamError`, any other answer the spec does not describe as `UnexpectedStatus`.
"""

from __future__ import annotations

from typing import TypeAlias, TypeVar

from .errors import UnexpectedStatus
from .models import Problem, SuitLetter
from .types import Response

__all__ = ["Card", "HakamError", "Suit", "SuitLetter", "unwrap"]

Card: TypeAlias = str
"""A card: rank then suit, e.g. `"Td"` or `"10♦"` in a request; answers give the canonical
form (`"Td"`). The generated models type cards as `str`; this names them."""

Suit: TypeAlias = str
"""A suit in a request: `c d h s` in either case or `♣ ♦ ♥ ♠`. A `SuitLetter` (what answers
give) is one, so an answer's suit can be sent back as it is."""

T = TypeVar("T")


class HakamError(Exception):
    """The service answered with a problem document (400, 405, 413, 415 or 422)."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        errors = "; ".join(f"{e.path}: {e.code}: {e.message}" for e in problem.errors)
        super().__init__(f"{problem.status} {problem.title}: {problem.detail} [{errors}]")


def unwrap(response: Response[T | Problem]) -> T:
    """The answer's model; a problem raised as `HakamError`, anything else as `UnexpectedStatus`."""
    parsed = response.parsed
    if isinstance(parsed, Problem):
        raise HakamError(parsed)
    if parsed is None or not 200 <= response.status_code < 300:
        raise UnexpectedStatus(response.status_code, response.content)
    return parsed
