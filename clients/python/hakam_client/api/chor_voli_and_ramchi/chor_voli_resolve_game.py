from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.chor_voli_game_request import ChorVoliGameRequest
from ...models.chor_voli_game_response import ChorVoliGameResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: ChorVoliGameRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/chor-voli/games/resolve",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ChorVoliGameResponse | Problem | None:
    if response.status_code == 200:
        response_200 = ChorVoliGameResponse.from_dict(response.json())

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
) -> Response[ChorVoliGameResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliGameRequest,
) -> Response[ChorVoliGameResponse | Problem]:
    """Replays a game of several deals: antes, dealers following from each result, the pool
    carried between deals, the end when a player cannot ante, and the leaders.

     Contract errors in any deal are a 422 before anything is replayed; a deal that breaks a
    rule stops the replay (`finished: false`, `reason: "invalid-deal"`) with the chips as they
    were before it, so that the client can correct it and resubmit.

    Args:
        body (ChorVoliGameRequest): A game to replay. Example: {'chips': [20, 20, 20, 20],
            'deals': [{'players': [{'combinations': [['As', 'Ah', 'Ad'], ['Ks', 'Qs', 'Js'], ['Th',
            '9d', '8c'], ['7s', '5h', '2d']], 'discards': ['3c'], 'hand': ['As', 'Ah', 'Ad', 'Ks',
            'Qs', 'Js', 'Th', '9d', '8c', '7s', '5h', '2d', '3c']}, {'combinations': [['Kh', 'Kd',
            'Kc'], ['Ts', '9s', '8s'], ['Qh', 'Jd', 'Tc'], ['6s', '4h', '2c']], 'discards': ['Ac'],
            'hand': ['Kh', 'Kd', 'Kc', 'Ts', '9s', '8s', 'Qh', 'Jd', 'Tc', '6s', '4h', '2c', 'Ac']},
            {'combinations': [['9h', '8h', '7h'], ['6d', '5d', '4d'], ['5s', '4c', '3h'], ['Jc', '9c',
            '7c']], 'discards': ['Qd'], 'hand': ['9h', '8h', '7h', '6d', '5d', '4d', '5s', '4c', '3h',
            'Jc', '9c', '7c', 'Qd']}, {'combinations': [['4s', '3s', '2s'], ['Qc', '6c', '5c'], ['Jh',
            '6h', '2h'], ['Td', '8d', '7d']], 'discards': ['3d'], 'hand': ['4s', '3s', '2s', 'Qc',
            '6c', '5c', 'Jh', '6h', '2h', 'Td', '8d', '7d', '3d']}]}], 'first_dealer': 0}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChorVoliGameResponse | Problem]
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
    body: ChorVoliGameRequest,
) -> ChorVoliGameResponse | Problem | None:
    """Replays a game of several deals: antes, dealers following from each result, the pool
    carried between deals, the end when a player cannot ante, and the leaders.

     Contract errors in any deal are a 422 before anything is replayed; a deal that breaks a
    rule stops the replay (`finished: false`, `reason: "invalid-deal"`) with the chips as they
    were before it, so that the client can correct it and resubmit.

    Args:
        body (ChorVoliGameRequest): A game to replay. Example: {'chips': [20, 20, 20, 20],
            'deals': [{'players': [{'combinations': [['As', 'Ah', 'Ad'], ['Ks', 'Qs', 'Js'], ['Th',
            '9d', '8c'], ['7s', '5h', '2d']], 'discards': ['3c'], 'hand': ['As', 'Ah', 'Ad', 'Ks',
            'Qs', 'Js', 'Th', '9d', '8c', '7s', '5h', '2d', '3c']}, {'combinations': [['Kh', 'Kd',
            'Kc'], ['Ts', '9s', '8s'], ['Qh', 'Jd', 'Tc'], ['6s', '4h', '2c']], 'discards': ['Ac'],
            'hand': ['Kh', 'Kd', 'Kc', 'Ts', '9s', '8s', 'Qh', 'Jd', 'Tc', '6s', '4h', '2c', 'Ac']},
            {'combinations': [['9h', '8h', '7h'], ['6d', '5d', '4d'], ['5s', '4c', '3h'], ['Jc', '9c',
            '7c']], 'discards': ['Qd'], 'hand': ['9h', '8h', '7h', '6d', '5d', '4d', '5s', '4c', '3h',
            'Jc', '9c', '7c', 'Qd']}, {'combinations': [['4s', '3s', '2s'], ['Qc', '6c', '5c'], ['Jh',
            '6h', '2h'], ['Td', '8d', '7d']], 'discards': ['3d'], 'hand': ['4s', '3s', '2s', 'Qc',
            '6c', '5c', 'Jh', '6h', '2h', 'Td', '8d', '7d', '3d']}]}], 'first_dealer': 0}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChorVoliGameResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliGameRequest,
) -> Response[ChorVoliGameResponse | Problem]:
    """Replays a game of several deals: antes, dealers following from each result, the pool
    carried between deals, the end when a player cannot ante, and the leaders.

     Contract errors in any deal are a 422 before anything is replayed; a deal that breaks a
    rule stops the replay (`finished: false`, `reason: "invalid-deal"`) with the chips as they
    were before it, so that the client can correct it and resubmit.

    Args:
        body (ChorVoliGameRequest): A game to replay. Example: {'chips': [20, 20, 20, 20],
            'deals': [{'players': [{'combinations': [['As', 'Ah', 'Ad'], ['Ks', 'Qs', 'Js'], ['Th',
            '9d', '8c'], ['7s', '5h', '2d']], 'discards': ['3c'], 'hand': ['As', 'Ah', 'Ad', 'Ks',
            'Qs', 'Js', 'Th', '9d', '8c', '7s', '5h', '2d', '3c']}, {'combinations': [['Kh', 'Kd',
            'Kc'], ['Ts', '9s', '8s'], ['Qh', 'Jd', 'Tc'], ['6s', '4h', '2c']], 'discards': ['Ac'],
            'hand': ['Kh', 'Kd', 'Kc', 'Ts', '9s', '8s', 'Qh', 'Jd', 'Tc', '6s', '4h', '2c', 'Ac']},
            {'combinations': [['9h', '8h', '7h'], ['6d', '5d', '4d'], ['5s', '4c', '3h'], ['Jc', '9c',
            '7c']], 'discards': ['Qd'], 'hand': ['9h', '8h', '7h', '6d', '5d', '4d', '5s', '4c', '3h',
            'Jc', '9c', '7c', 'Qd']}, {'combinations': [['4s', '3s', '2s'], ['Qc', '6c', '5c'], ['Jh',
            '6h', '2h'], ['Td', '8d', '7d']], 'discards': ['3d'], 'hand': ['4s', '3s', '2s', 'Qc',
            '6c', '5c', 'Jh', '6h', '2h', 'Td', '8d', '7d', '3d']}]}], 'first_dealer': 0}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChorVoliGameResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliGameRequest,
) -> ChorVoliGameResponse | Problem | None:
    """Replays a game of several deals: antes, dealers following from each result, the pool
    carried between deals, the end when a player cannot ante, and the leaders.

     Contract errors in any deal are a 422 before anything is replayed; a deal that breaks a
    rule stops the replay (`finished: false`, `reason: "invalid-deal"`) with the chips as they
    were before it, so that the client can correct it and resubmit.

    Args:
        body (ChorVoliGameRequest): A game to replay. Example: {'chips': [20, 20, 20, 20],
            'deals': [{'players': [{'combinations': [['As', 'Ah', 'Ad'], ['Ks', 'Qs', 'Js'], ['Th',
            '9d', '8c'], ['7s', '5h', '2d']], 'discards': ['3c'], 'hand': ['As', 'Ah', 'Ad', 'Ks',
            'Qs', 'Js', 'Th', '9d', '8c', '7s', '5h', '2d', '3c']}, {'combinations': [['Kh', 'Kd',
            'Kc'], ['Ts', '9s', '8s'], ['Qh', 'Jd', 'Tc'], ['6s', '4h', '2c']], 'discards': ['Ac'],
            'hand': ['Kh', 'Kd', 'Kc', 'Ts', '9s', '8s', 'Qh', 'Jd', 'Tc', '6s', '4h', '2c', 'Ac']},
            {'combinations': [['9h', '8h', '7h'], ['6d', '5d', '4d'], ['5s', '4c', '3h'], ['Jc', '9c',
            '7c']], 'discards': ['Qd'], 'hand': ['9h', '8h', '7h', '6d', '5d', '4d', '5s', '4c', '3h',
            'Jc', '9c', '7c', 'Qd']}, {'combinations': [['4s', '3s', '2s'], ['Qc', '6c', '5c'], ['Jh',
            '6h', '2h'], ['Td', '8d', '7d']], 'discards': ['3d'], 'hand': ['4s', '3s', '2s', 'Qc',
            '6c', '5c', 'Jh', '6h', '2h', 'Td', '8d', '7d', '3d']}]}], 'first_dealer': 0}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChorVoliGameResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
