from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.court_piece_game_request import CourtPieceGameRequest
from ...models.court_piece_game_response import CourtPieceGameResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CourtPieceGameRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/court-piece/games/resolve",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CourtPieceGameResponse | Problem | None:
    if response.status_code == 200:
        response_200 = CourtPieceGameResponse.from_dict(response.json())

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
) -> Response[CourtPieceGameResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceGameRequest,
) -> Response[CourtPieceGameResponse | Problem]:
    """Replays a game of several deals: dealers and callers follow from each result, kots and
    streaks accumulate, Satat's passes are checked against the previous deal, redeals are
    counted, the game ends at the target (later deals are a 422), an invalid deal stops the
    replay.

     Contract errors in any deal are a 422 before anything is replayed; the answer lists each
    deal's result, the score, the next dealer and caller, and the winner once the target is
    reached.

    Args:
        body (CourtPieceGameRequest): A game to replay. Example: {'deals': [{'plays': ['Ks', 'As',
            'Ts', '8s'], 'seed': 'readme hokm', 'trump': 's'}], 'first_dealer': 0, 'rules': {'preset':
            'hokm'}}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CourtPieceGameResponse | Problem]
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
    body: CourtPieceGameRequest,
) -> CourtPieceGameResponse | Problem | None:
    """Replays a game of several deals: dealers and callers follow from each result, kots and
    streaks accumulate, Satat's passes are checked against the previous deal, redeals are
    counted, the game ends at the target (later deals are a 422), an invalid deal stops the
    replay.

     Contract errors in any deal are a 422 before anything is replayed; the answer lists each
    deal's result, the score, the next dealer and caller, and the winner once the target is
    reached.

    Args:
        body (CourtPieceGameRequest): A game to replay. Example: {'deals': [{'plays': ['Ks', 'As',
            'Ts', '8s'], 'seed': 'readme hokm', 'trump': 's'}], 'first_dealer': 0, 'rules': {'preset':
            'hokm'}}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CourtPieceGameResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceGameRequest,
) -> Response[CourtPieceGameResponse | Problem]:
    """Replays a game of several deals: dealers and callers follow from each result, kots and
    streaks accumulate, Satat's passes are checked against the previous deal, redeals are
    counted, the game ends at the target (later deals are a 422), an invalid deal stops the
    replay.

     Contract errors in any deal are a 422 before anything is replayed; the answer lists each
    deal's result, the score, the next dealer and caller, and the winner once the target is
    reached.

    Args:
        body (CourtPieceGameRequest): A game to replay. Example: {'deals': [{'plays': ['Ks', 'As',
            'Ts', '8s'], 'seed': 'readme hokm', 'trump': 's'}], 'first_dealer': 0, 'rules': {'preset':
            'hokm'}}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CourtPieceGameResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceGameRequest,
) -> CourtPieceGameResponse | Problem | None:
    """Replays a game of several deals: dealers and callers follow from each result, kots and
    streaks accumulate, Satat's passes are checked against the previous deal, redeals are
    counted, the game ends at the target (later deals are a 422), an invalid deal stops the
    replay.

     Contract errors in any deal are a 422 before anything is replayed; the answer lists each
    deal's result, the score, the next dealer and caller, and the winner once the target is
    reached.

    Args:
        body (CourtPieceGameRequest): A game to replay. Example: {'deals': [{'plays': ['Ks', 'As',
            'Ts', '8s'], 'seed': 'readme hokm', 'trump': 's'}], 'first_dealer': 0, 'rules': {'preset':
            'hokm'}}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CourtPieceGameResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
