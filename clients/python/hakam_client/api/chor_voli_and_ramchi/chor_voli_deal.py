from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.chor_voli_deal_request import ChorVoliDealRequest
from ...models.chor_voli_deal_response import ChorVoliDealResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: ChorVoliDealRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/chor-voli/deals",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ChorVoliDealResponse | Problem | None:
    if response.status_code == 200:
        response_200 = ChorVoliDealResponse.from_dict(response.json())

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
) -> Response[ChorVoliDealResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliDealRequest,
) -> Response[ChorVoliDealResponse | Problem]:
    """Deals from a seed, reproducibly on every machine and version (`docs/dealing.md` gives the
    algorithm step by step).

     The same seed and rules give the same hands, face-up card and dealer everywhere; without
    a seed one is drawn and returned, so that the deal can be replayed.

    Args:
        body (ChorVoliDealRequest): What to deal. Example: {'rules': {'preset': 'ramchi-3'},
            'seed': 'table 7, deal 12'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChorVoliDealResponse | Problem]
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
    body: ChorVoliDealRequest,
) -> ChorVoliDealResponse | Problem | None:
    """Deals from a seed, reproducibly on every machine and version (`docs/dealing.md` gives the
    algorithm step by step).

     The same seed and rules give the same hands, face-up card and dealer everywhere; without
    a seed one is drawn and returned, so that the deal can be replayed.

    Args:
        body (ChorVoliDealRequest): What to deal. Example: {'rules': {'preset': 'ramchi-3'},
            'seed': 'table 7, deal 12'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChorVoliDealResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliDealRequest,
) -> Response[ChorVoliDealResponse | Problem]:
    """Deals from a seed, reproducibly on every machine and version (`docs/dealing.md` gives the
    algorithm step by step).

     The same seed and rules give the same hands, face-up card and dealer everywhere; without
    a seed one is drawn and returned, so that the deal can be replayed.

    Args:
        body (ChorVoliDealRequest): What to deal. Example: {'rules': {'preset': 'ramchi-3'},
            'seed': 'table 7, deal 12'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChorVoliDealResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliDealRequest,
) -> ChorVoliDealResponse | Problem | None:
    """Deals from a seed, reproducibly on every machine and version (`docs/dealing.md` gives the
    algorithm step by step).

     The same seed and rules give the same hands, face-up card and dealer everywhere; without
    a seed one is drawn and returned, so that the deal can be replayed.

    Args:
        body (ChorVoliDealRequest): What to deal. Example: {'rules': {'preset': 'ramchi-3'},
            'seed': 'table 7, deal 12'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChorVoliDealResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
