from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.chor_voli_round_request import ChorVoliRoundRequest
from ...models.chor_voli_round_response import ChorVoliRoundResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: ChorVoliRoundRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/chor-voli/rounds/resolve",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ChorVoliRoundResponse | Problem | None:
    if response.status_code == 200:
        response_200 = ChorVoliRoundResponse.from_dict(response.json())

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
) -> Response[ChorVoliRoundResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliRoundRequest,
) -> Response[ChorVoliRoundResponse | Problem]:
    """Resolves one showdown: who wins among the combinations shown, in the order shown.

     A 422 for an invalid triple, no plays, a player twice, a seat outside the rules' players,
    or a card shown twice in the round.

    Args:
        body (ChorVoliRoundRequest): The plays of one round, in the order shown. Example:
            {'plays': [{'combination': ['9h', '8h', '7h'], 'player': 1}, {'combination': ['As', 'Kd',
            'Jc'], 'player': 2}, {'combination': ['9s', '8s', '7s'], 'player': 3}]}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChorVoliRoundResponse | Problem]
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
    body: ChorVoliRoundRequest,
) -> ChorVoliRoundResponse | Problem | None:
    """Resolves one showdown: who wins among the combinations shown, in the order shown.

     A 422 for an invalid triple, no plays, a player twice, a seat outside the rules' players,
    or a card shown twice in the round.

    Args:
        body (ChorVoliRoundRequest): The plays of one round, in the order shown. Example:
            {'plays': [{'combination': ['9h', '8h', '7h'], 'player': 1}, {'combination': ['As', 'Kd',
            'Jc'], 'player': 2}, {'combination': ['9s', '8s', '7s'], 'player': 3}]}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChorVoliRoundResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliRoundRequest,
) -> Response[ChorVoliRoundResponse | Problem]:
    """Resolves one showdown: who wins among the combinations shown, in the order shown.

     A 422 for an invalid triple, no plays, a player twice, a seat outside the rules' players,
    or a card shown twice in the round.

    Args:
        body (ChorVoliRoundRequest): The plays of one round, in the order shown. Example:
            {'plays': [{'combination': ['9h', '8h', '7h'], 'player': 1}, {'combination': ['As', 'Kd',
            'Jc'], 'player': 2}, {'combination': ['9s', '8s', '7s'], 'player': 3}]}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChorVoliRoundResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliRoundRequest,
) -> ChorVoliRoundResponse | Problem | None:
    """Resolves one showdown: who wins among the combinations shown, in the order shown.

     A 422 for an invalid triple, no plays, a player twice, a seat outside the rules' players,
    or a card shown twice in the round.

    Args:
        body (ChorVoliRoundRequest): The plays of one round, in the order shown. Example:
            {'plays': [{'combination': ['9h', '8h', '7h'], 'player': 1}, {'combination': ['As', 'Kd',
            'Jc'], 'player': 2}, {'combination': ['9s', '8s', '7s'], 'player': 3}]}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChorVoliRoundResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
