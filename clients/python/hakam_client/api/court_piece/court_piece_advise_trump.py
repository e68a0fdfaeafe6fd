from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.court_piece_advise_trump_request import CourtPieceAdviseTrumpRequest
from ...models.court_piece_trump_advice_response import CourtPieceTrumpAdviceResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CourtPieceAdviseTrumpRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/court-piece/trumps/advise",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CourtPieceTrumpAdviceResponse | Problem | None:
    if response.status_code == 200:
        response_200 = CourtPieceTrumpAdviceResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CourtPieceTrumpAdviceResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceAdviseTrumpRequest,
) -> Response[CourtPieceTrumpAdviceResponse | Problem]:
    """Advice on which suit to name as trumps

     The caller's choice of trumps from the first five cards: deals consistent with them are sampled from
    the seed (`docs/dealing.md`, "The trump advisor's samples") and each is solved double-dummy under
    the suits still in the race, in blocks of 16. Suits are compared by their expected tricks, estimated
    with the caller's party's suit lengths as control variates (`expected_tricks`). With `stop: settled`
    (the default), after each block a suit that is, at 95 %, not a tenth of a trick better than the
    leading suit (a difference that changes nothing at the table) leaves the race (its figures are those
    of the samples solved before, its `samples`; judged on the first block alone, the suits leave only
    all together), and the advice stops once one suit is left (`docs/analysis.md`); `samples_used` says
    how many samples it solved. Samples are solved in parallel and share a node budget of the samples
    times the budget of one deal, and at most `HAKAM_COURT_PIECE_ADVISE_BUDGET` nodes in all. An advice
    that may stop when settled starts no block that the blocks before say will take it past
    `HAKAM_COURT_PIECE_ADVISE_SETTLE_BUDGET` (its first block is always started, in two parts of eight
    samples where 16 or more are asked) or past that bound, and answers with the blocks it solved, or
    where its first block passes the bound with the parts of it solved (`stopped: budget`); past the
    bound with `stop: never`, or past the budget of its samples, or with not one part of eight samples
    solved, the answer is a 422 `ANALYSIS_BUDGET` naming the setting. A client that closes the
    connection before the answer stops the work within a fraction of a second.

    Args:
        body (CourtPieceAdviseTrumpRequest): The caller's first five cards, to choose trumps from.
            Example: {'first_five': ['As', 'Ks', '7s', 'Qh', '4d'], 'samples': 20, 'seed': 'readme'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CourtPieceTrumpAdviceResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceAdviseTrumpRequest,
) -> CourtPieceTrumpAdviceResponse | Problem | None:
    """Advice on which suit to name as trumps

     The caller's choice of trumps from the first five cards: deals consistent with them are sampled from
    the seed (`docs/dealing.md`, "The trump advisor's samples") and each is solved double-dummy under
    the suits still in the race, in blocks of 16. Suits are compared by their expected tricks, estimated
    with the caller's party's suit lengths as control variates (`expected_tricks`). With `stop: settled`
    (the default), after each block a suit that is, at 95 %, not a tenth of a trick better than the
    leading suit (a difference that changes nothing at the table) leaves the race (its figures are those
    of the samples solved before, its `samples`; judged on the first block alone, the suits leave only
    all together), and the advice stops once one suit is left (`docs/analysis.md`); `samples_used` says
    how many samples it solved. Samples are solved in parallel and share a node budget of the samples
    times the budget of one deal, and at most `HAKAM_COURT_PIECE_ADVISE_BUDGET` nodes in all. An advice
    that may stop when settled starts no block that the blocks before say will take it past
    `HAKAM_COURT_PIECE_ADVISE_SETTLE_BUDGET` (its first block is always started, in two parts of eight
    samples where 16 or more are asked) or past that bound, and answers with the blocks it solved, or
    where its first block passes the bound with the parts of it solved (`stopped: budget`); past the
    bound with `stop: never`, or past the budget of its samples, or with not one part of eight samples
    solved, the answer is a 422 `ANALYSIS_BUDGET` naming the setting. A client that closes the
    connection before the answer stops the work within a fraction of a second.

    Args:
        body (CourtPieceAdviseTrumpRequest): The caller's first five cards, to choose trumps from.
            Example: {'first_five': ['As', 'Ks', '7s', 'Qh', '4d'], 'samples': 20, 'seed': 'readme'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CourtPieceTrumpAdviceResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceAdviseTrumpRequest,
) -> Response[CourtPieceTrumpAdviceResponse | Problem]:
    """Advice on which suit to name as trumps

     The caller's choice of trumps from the first five cards: deals consistent with them are sampled from
    the seed (`docs/dealing.md`, "The trump advisor's samples") and each is solved double-dummy under
    the suits still in the race, in blocks of 16. Suits are compared by their expected tricks, estimated
    with the caller's party's suit lengths as control variates (`expected_tricks`). With `stop: settled`
    (the default), after each block a suit that is, at 95 %, not a tenth of a trick better than the
    leading suit (a difference that changes nothing at the table) leaves the race (its figures are those
    of the samples solved before, its `samples`; judged on the first block alone, the suits leave only
    all together), and the advice stops once one suit is left (`docs/analysis.md`); `samples_used` says
    how many samples it solved. Samples are solved in parallel and share a node budget of the samples
    times the budget of one deal, and at most `HAKAM_COURT_PIECE_ADVISE_BUDGET` nodes in all. An advice
    that may stop when settled starts no block that the blocks before say will take it past
    `HAKAM_COURT_PIECE_ADVISE_SETTLE_BUDGET` (its first block is always started, in two parts of eight
    samples where 16 or more are asked) or past that bound, and answers with the blocks it solved, or
    where its first block passes the bound with the parts of it solved (`stopped: budget`); past the
    bound with `stop: never`, or past the budget of its samples, or with not one part of eight samples
    solved, the answer is a 422 `ANALYSIS_BUDGET` naming the setting. A client that closes the
    connection before the answer stops the work within a fraction of a second.

    Args:
        body (CourtPieceAdviseTrumpRequest): The caller's first five cards, to choose trumps from.
            Example: {'first_five': ['As', 'Ks', '7s', 'Qh', '4d'], 'samples': 20, 'seed': 'readme'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CourtPieceTrumpAdviceResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceAdviseTrumpRequest,
) -> CourtPieceTrumpAdviceResponse | Problem | None:
    """Advice on which suit to name as trumps

     The caller's choice of trumps from the first five cards: deals consistent with them are sampled from
    the seed (`docs/dealing.md`, "The trump advisor's samples") and each is solved double-dummy under
    the suits still in the race, in blocks of 16. Suits are compared by their expected tricks, estimated
    with the caller's party's suit lengths as control variates (`expected_tricks`). With `stop: settled`
    (the default), after each block a suit that is, at 95 %, not a tenth of a trick better than the
    leading suit (a difference that changes nothing at the table) leaves the race (its figures are those
    of the samples solved before, its `samples`; judged on the first block alone, the suits leave only
    all together), and the advice stops once one suit is left (`docs/analysis.md`); `samples_used` says
    how many samples it solved. Samples are solved in parallel and share a node budget of the samples
    times the budget of one deal, and at most `HAKAM_COURT_PIECE_ADVISE_BUDGET` nodes in all. An advice
    that may stop when settled starts no block that the blocks before say will take it past
    `HAKAM_COURT_PIECE_ADVISE_SETTLE_BUDGET` (its first block is always started, in two parts of eight
    samples where 16 or more are asked) or past that bound, and answers with the blocks it solved, or
    where its first block passes the bound with the parts of it solved (`stopped: budget`); past the
    bound with `stop: never`, or past the budget of its samples, or with not one part of eight samples
    solved, the answer is a 422 `ANALYSIS_BUDGET` naming the setting. A client that closes the
    connection before the answer stops the work within a fraction of a second.

    Args:
        body (CourtPieceAdviseTrumpRequest): The caller's first five cards, to choose trumps from.
            Example: {'first_five': ['As', 'Ks', '7s', 'Qh', '4d'], 'samples': 20, 'seed': 'readme'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CourtPieceTrumpAdviceResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
