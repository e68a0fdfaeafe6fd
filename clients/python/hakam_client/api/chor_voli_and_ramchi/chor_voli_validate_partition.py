from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.chor_voli_validate_request import ChorVoliValidateRequest
from ...models.chor_voli_validate_response import ChorVoliValidateResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: ChorVoliValidateRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/chor-voli/partitions/validate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ChorVoliValidateResponse | Problem | None:
    if response.status_code == 200:
        response_200 = ChorVoliValidateResponse.from_dict(response.json())

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
) -> Response[ChorVoliValidateResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliValidateRequest,
) -> Response[ChorVoliValidateResponse | Problem]:
    """Judges a partition of a hand: every broken rule, the evaluated combinations, the discards
    and the most combinations the hand allows.

     A broken game rule is the answer (200, `valid: false`); only cards that do not parse and
    impossible rules are a 422.

    Args:
        body (ChorVoliValidateRequest): A partition to judge. Example: {'combinations': [['7c',
            '7d', '7s'], ['Ah', 'Kh', 'Qh'], ['Js', 'Td', '9c'], ['5h', '3c', '2d']], 'discards':
            ['4s'], 'hand': ['Ah', 'Kh', 'Qh', '7c', '7d', '7s', 'Js', 'Td', '9c', '5h', '3c', '2d',
            '4s']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChorVoliValidateResponse | Problem]
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
    body: ChorVoliValidateRequest,
) -> ChorVoliValidateResponse | Problem | None:
    """Judges a partition of a hand: every broken rule, the evaluated combinations, the discards
    and the most combinations the hand allows.

     A broken game rule is the answer (200, `valid: false`); only cards that do not parse and
    impossible rules are a 422.

    Args:
        body (ChorVoliValidateRequest): A partition to judge. Example: {'combinations': [['7c',
            '7d', '7s'], ['Ah', 'Kh', 'Qh'], ['Js', 'Td', '9c'], ['5h', '3c', '2d']], 'discards':
            ['4s'], 'hand': ['Ah', 'Kh', 'Qh', '7c', '7d', '7s', 'Js', 'Td', '9c', '5h', '3c', '2d',
            '4s']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChorVoliValidateResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliValidateRequest,
) -> Response[ChorVoliValidateResponse | Problem]:
    """Judges a partition of a hand: every broken rule, the evaluated combinations, the discards
    and the most combinations the hand allows.

     A broken game rule is the answer (200, `valid: false`); only cards that do not parse and
    impossible rules are a 422.

    Args:
        body (ChorVoliValidateRequest): A partition to judge. Example: {'combinations': [['7c',
            '7d', '7s'], ['Ah', 'Kh', 'Qh'], ['Js', 'Td', '9c'], ['5h', '3c', '2d']], 'discards':
            ['4s'], 'hand': ['Ah', 'Kh', 'Qh', '7c', '7d', '7s', 'Js', 'Td', '9c', '5h', '3c', '2d',
            '4s']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChorVoliValidateResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliValidateRequest,
) -> ChorVoliValidateResponse | Problem | None:
    """Judges a partition of a hand: every broken rule, the evaluated combinations, the discards
    and the most combinations the hand allows.

     A broken game rule is the answer (200, `valid: false`); only cards that do not parse and
    impossible rules are a 422.

    Args:
        body (ChorVoliValidateRequest): A partition to judge. Example: {'combinations': [['7c',
            '7d', '7s'], ['Ah', 'Kh', 'Qh'], ['Js', 'Td', '9c'], ['5h', '3c', '2d']], 'discards':
            ['4s'], 'hand': ['Ah', 'Kh', 'Qh', '7c', '7d', '7s', 'Js', 'Td', '9c', '5h', '3c', '2d',
            '4s']}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChorVoliValidateResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
