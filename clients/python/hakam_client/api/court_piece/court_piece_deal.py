from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.court_piece_deal_request import CourtPieceDealRequest
from ...models.court_piece_deal_response import CourtPieceDealResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CourtPieceDealRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/court-piece/deals",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CourtPieceDealResponse | Problem | None:
    if response.status_code == 200:
        response_200 = CourtPieceDealResponse.from_dict(response.json())

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
) -> Response[CourtPieceDealResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceDealRequest,
) -> Response[CourtPieceDealResponse | Problem]:
    """Deals from a seed in packets (5-4-4 for four players, 5-4-4-4 for three, 5 each and a
    stock for two), reproducibly on every machine and version (`docs/dealing.md`).

     The same seed and rules give the same packets everywhere; without a seed one is drawn and
    returned, so that the deal can be replayed.

    Args:
        body (CourtPieceDealRequest): What to deal. Example: {'rules': {'preset': 'hokm'}, 'seed':
            'table 7, deal 12'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CourtPieceDealResponse | Problem]
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
    body: CourtPieceDealRequest,
) -> CourtPieceDealResponse | Problem | None:
    """Deals from a seed in packets (5-4-4 for four players, 5-4-4-4 for three, 5 each and a
    stock for two), reproducibly on every machine and version (`docs/dealing.md`).

     The same seed and rules give the same packets everywhere; without a seed one is drawn and
    returned, so that the deal can be replayed.

    Args:
        body (CourtPieceDealRequest): What to deal. Example: {'rules': {'preset': 'hokm'}, 'seed':
            'table 7, deal 12'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CourtPieceDealResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceDealRequest,
) -> Response[CourtPieceDealResponse | Problem]:
    """Deals from a seed in packets (5-4-4 for four players, 5-4-4-4 for three, 5 each and a
    stock for two), reproducibly on every machine and version (`docs/dealing.md`).

     The same seed and rules give the same packets everywhere; without a seed one is drawn and
    returned, so that the deal can be replayed.

    Args:
        body (CourtPieceDealRequest): What to deal. Example: {'rules': {'preset': 'hokm'}, 'seed':
            'table 7, deal 12'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CourtPieceDealResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceDealRequest,
) -> CourtPieceDealResponse | Problem | None:
    """Deals from a seed in packets (5-4-4 for four players, 5-4-4-4 for three, 5 each and a
    stock for two), reproducibly on every machine and version (`docs/dealing.md`).

     The same seed and rules give the same packets everywhere; without a seed one is drawn and
    returned, so that the deal can be replayed.

    Args:
        body (CourtPieceDealRequest): What to deal. Example: {'rules': {'preset': 'hokm'}, 'seed':
            'table 7, deal 12'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CourtPieceDealResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
