from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.court_piece_deal_resolution import CourtPieceDealResolution
from ...models.court_piece_resolve_deal_request import CourtPieceResolveDealRequest
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CourtPieceResolveDealRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/court-piece/deals/resolve",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CourtPieceDealResolution | Problem | None:
    if response.status_code == 200:
        response_200 = CourtPieceDealResolution.from_dict(response.json())

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
) -> Response[CourtPieceDealResolution | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceResolveDealRequest,
) -> Response[CourtPieceDealResolution | Problem]:
    """Replays one deal from its decisions, finished or not: trumps, redeals, passes, the
    two-player exchange, every card played (follow suit judged), tricks, the heap, the result
    and who deals next.

     A deal in progress answers `complete: false` with `next_player` and `legal_cards`. The first
    illegal decision stops the replay (`valid: false`, its violation, and for a card the cards
    that were legal). What cannot have been dealt is a 422.

    Args:
        body (CourtPieceResolveDealRequest): One deal to replay: the cards (hands as dealt, or the
            seed) and every decision made so
            far, finished or not. Example: {'dealer': 0, 'plays': ['Ks', 'As', 'Ts', '8s'], 'rules':
            {'preset': 'hokm'}, 'seed': 'readme hokm', 'trump': 's'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CourtPieceDealResolution | Problem]
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
    body: CourtPieceResolveDealRequest,
) -> CourtPieceDealResolution | Problem | None:
    """Replays one deal from its decisions, finished or not: trumps, redeals, passes, the
    two-player exchange, every card played (follow suit judged), tricks, the heap, the result
    and who deals next.

     A deal in progress answers `complete: false` with `next_player` and `legal_cards`. The first
    illegal decision stops the replay (`valid: false`, its violation, and for a card the cards
    that were legal). What cannot have been dealt is a 422.

    Args:
        body (CourtPieceResolveDealRequest): One deal to replay: the cards (hands as dealt, or the
            seed) and every decision made so
            far, finished or not. Example: {'dealer': 0, 'plays': ['Ks', 'As', 'Ts', '8s'], 'rules':
            {'preset': 'hokm'}, 'seed': 'readme hokm', 'trump': 's'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CourtPieceDealResolution | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceResolveDealRequest,
) -> Response[CourtPieceDealResolution | Problem]:
    """Replays one deal from its decisions, finished or not: trumps, redeals, passes, the
    two-player exchange, every card played (follow suit judged), tricks, the heap, the result
    and who deals next.

     A deal in progress answers `complete: false` with `next_player` and `legal_cards`. The first
    illegal decision stops the replay (`valid: false`, its violation, and for a card the cards
    that were legal). What cannot have been dealt is a 422.

    Args:
        body (CourtPieceResolveDealRequest): One deal to replay: the cards (hands as dealt, or the
            seed) and every decision made so
            far, finished or not. Example: {'dealer': 0, 'plays': ['Ks', 'As', 'Ts', '8s'], 'rules':
            {'preset': 'hokm'}, 'seed': 'readme hokm', 'trump': 's'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CourtPieceDealResolution | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceResolveDealRequest,
) -> CourtPieceDealResolution | Problem | None:
    """Replays one deal from its decisions, finished or not: trumps, redeals, passes, the
    two-player exchange, every card played (follow suit judged), tricks, the heap, the result
    and who deals next.

     A deal in progress answers `complete: false` with `next_player` and `legal_cards`. The first
    illegal decision stops the replay (`valid: false`, its violation, and for a card the cards
    that were legal). What cannot have been dealt is a 422.

    Args:
        body (CourtPieceResolveDealRequest): One deal to replay: the cards (hands as dealt, or the
            seed) and every decision made so
            far, finished or not. Example: {'dealer': 0, 'plays': ['Ks', 'As', 'Ts', '8s'], 'rules':
            {'preset': 'hokm'}, 'seed': 'readme hokm', 'trump': 's'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CourtPieceDealResolution | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
