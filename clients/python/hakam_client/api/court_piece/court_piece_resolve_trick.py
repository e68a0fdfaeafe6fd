from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.court_piece_trick_request import CourtPieceTrickRequest
from ...models.court_piece_trick_response import CourtPieceTrickResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CourtPieceTrickRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/court-piece/tricks/resolve",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CourtPieceTrickResponse | Problem | None:
    if response.status_code == 200:
        response_200 = CourtPieceTrickResponse.from_dict(response.json())

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
) -> Response[CourtPieceTrickResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceTrickRequest,
) -> Response[CourtPieceTrickResponse | Problem]:
    """Resolves one trick: the highest trump wins, else the highest card of the suit led
    (Satat's 2♥, when trumps are set, above the trump ace).

     No hands are given, so follow-suit is not judged here (`deals/resolve` does). The plays
    go round the table in seat order from the leader. A 422 for fewer than 2 or more than
    `players` plays, a seat outside the table, twice or out of turn (`SEAT_OUT_OF_TURN`, at
    the first such seat), a card twice, or the card taken out of a three-player pack.

    Args:
        body (CourtPieceTrickRequest): A trick to resolve: the plays in the order played, the
            first one led. Example: {'plays': [{'card': '7d', 'player': 1}, {'card': 'Ks', 'player':
            2}, {'card': '6s', 'player': 3}, {'card': 'Qd', 'player': 0}], 'rules': {'preset':
            'hokm'}, 'trump': 's'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CourtPieceTrickResponse | Problem]
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
    body: CourtPieceTrickRequest,
) -> CourtPieceTrickResponse | Problem | None:
    """Resolves one trick: the highest trump wins, else the highest card of the suit led
    (Satat's 2♥, when trumps are set, above the trump ace).

     No hands are given, so follow-suit is not judged here (`deals/resolve` does). The plays
    go round the table in seat order from the leader. A 422 for fewer than 2 or more than
    `players` plays, a seat outside the table, twice or out of turn (`SEAT_OUT_OF_TURN`, at
    the first such seat), a card twice, or the card taken out of a three-player pack.

    Args:
        body (CourtPieceTrickRequest): A trick to resolve: the plays in the order played, the
            first one led. Example: {'plays': [{'card': '7d', 'player': 1}, {'card': 'Ks', 'player':
            2}, {'card': '6s', 'player': 3}, {'card': 'Qd', 'player': 0}], 'rules': {'preset':
            'hokm'}, 'trump': 's'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CourtPieceTrickResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceTrickRequest,
) -> Response[CourtPieceTrickResponse | Problem]:
    """Resolves one trick: the highest trump wins, else the highest card of the suit led
    (Satat's 2♥, when trumps are set, above the trump ace).

     No hands are given, so follow-suit is not judged here (`deals/resolve` does). The plays
    go round the table in seat order from the leader. A 422 for fewer than 2 or more than
    `players` plays, a seat outside the table, twice or out of turn (`SEAT_OUT_OF_TURN`, at
    the first such seat), a card twice, or the card taken out of a three-player pack.

    Args:
        body (CourtPieceTrickRequest): A trick to resolve: the plays in the order played, the
            first one led. Example: {'plays': [{'card': '7d', 'player': 1}, {'card': 'Ks', 'player':
            2}, {'card': '6s', 'player': 3}, {'card': 'Qd', 'player': 0}], 'rules': {'preset':
            'hokm'}, 'trump': 's'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CourtPieceTrickResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceTrickRequest,
) -> CourtPieceTrickResponse | Problem | None:
    """Resolves one trick: the highest trump wins, else the highest card of the suit led
    (Satat's 2♥, when trumps are set, above the trump ace).

     No hands are given, so follow-suit is not judged here (`deals/resolve` does). The plays
    go round the table in seat order from the leader. A 422 for fewer than 2 or more than
    `players` plays, a seat outside the table, twice or out of turn (`SEAT_OUT_OF_TURN`, at
    the first such seat), a card twice, or the card taken out of a three-player pack.

    Args:
        body (CourtPieceTrickRequest): A trick to resolve: the plays in the order played, the
            first one led. Example: {'plays': [{'card': '7d', 'player': 1}, {'card': 'Ks', 'player':
            2}, {'card': '6s', 'player': 3}, {'card': 'Qd', 'player': 0}], 'rules': {'preset':
            'hokm'}, 'trump': 's'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CourtPieceTrickResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
