from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.chor_voli_advise_request import ChorVoliAdviseRequest
from ...models.chor_voli_advise_response import ChorVoliAdviseResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: ChorVoliAdviseRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/chor-voli/partitions/advise",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ChorVoliAdviseResponse | Problem | None:
    if response.status_code == 200:
        response_200 = ChorVoliAdviseResponse.from_dict(response.json())

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
) -> Response[ChorVoliAdviseResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliAdviseRequest,
) -> Response[ChorVoliAdviseResponse | Problem]:
    """Scores partitions of a hand by the chips they win per deal, by Monte Carlo: each sample
    deals the unseen cards to the other seats (the documented shuffle, from the seed), who
    play the solver's best partition, and resolves the whole deal as `deals/resolve` does.
    All candidates share the samples. `docs/strategy.md` explains it and measures it.

     Bounded by samples × partitions scored (400 000 by default; a 422 beyond); computed off
    the request workers, spread over the cores.

    Args:
        body (ChorVoliAdviseRequest): A hand to advise on. Example: {'candidates': 3, 'dealer': 3,
            'hand': ['Ah', 'Kh', 'Qh', '7c', '7d', '7s', 'Js', 'Td', '9c', '5h', '3c', '2d', '4s'],
            'partitions': [{'combinations': [['7c', '7d', '7s'], ['Ah', 'Kh', 'Qh'], ['Js', 'Td',
            '9c']]}], 'samples': 500, 'seat': 0, 'seed': 'table 7, deal 12'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChorVoliAdviseResponse | Problem]
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
    body: ChorVoliAdviseRequest,
) -> ChorVoliAdviseResponse | Problem | None:
    """Scores partitions of a hand by the chips they win per deal, by Monte Carlo: each sample
    deals the unseen cards to the other seats (the documented shuffle, from the seed), who
    play the solver's best partition, and resolves the whole deal as `deals/resolve` does.
    All candidates share the samples. `docs/strategy.md` explains it and measures it.

     Bounded by samples × partitions scored (400 000 by default; a 422 beyond); computed off
    the request workers, spread over the cores.

    Args:
        body (ChorVoliAdviseRequest): A hand to advise on. Example: {'candidates': 3, 'dealer': 3,
            'hand': ['Ah', 'Kh', 'Qh', '7c', '7d', '7s', 'Js', 'Td', '9c', '5h', '3c', '2d', '4s'],
            'partitions': [{'combinations': [['7c', '7d', '7s'], ['Ah', 'Kh', 'Qh'], ['Js', 'Td',
            '9c']]}], 'samples': 500, 'seat': 0, 'seed': 'table 7, deal 12'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChorVoliAdviseResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliAdviseRequest,
) -> Response[ChorVoliAdviseResponse | Problem]:
    """Scores partitions of a hand by the chips they win per deal, by Monte Carlo: each sample
    deals the unseen cards to the other seats (the documented shuffle, from the seed), who
    play the solver's best partition, and resolves the whole deal as `deals/resolve` does.
    All candidates share the samples. `docs/strategy.md` explains it and measures it.

     Bounded by samples × partitions scored (400 000 by default; a 422 beyond); computed off
    the request workers, spread over the cores.

    Args:
        body (ChorVoliAdviseRequest): A hand to advise on. Example: {'candidates': 3, 'dealer': 3,
            'hand': ['Ah', 'Kh', 'Qh', '7c', '7d', '7s', 'Js', 'Td', '9c', '5h', '3c', '2d', '4s'],
            'partitions': [{'combinations': [['7c', '7d', '7s'], ['Ah', 'Kh', 'Qh'], ['Js', 'Td',
            '9c']]}], 'samples': 500, 'seat': 0, 'seed': 'table 7, deal 12'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChorVoliAdviseResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliAdviseRequest,
) -> ChorVoliAdviseResponse | Problem | None:
    """Scores partitions of a hand by the chips they win per deal, by Monte Carlo: each sample
    deals the unseen cards to the other seats (the documented shuffle, from the seed), who
    play the solver's best partition, and resolves the whole deal as `deals/resolve` does.
    All candidates share the samples. `docs/strategy.md` explains it and measures it.

     Bounded by samples × partitions scored (400 000 by default; a 422 beyond); computed off
    the request workers, spread over the cores.

    Args:
        body (ChorVoliAdviseRequest): A hand to advise on. Example: {'candidates': 3, 'dealer': 3,
            'hand': ['Ah', 'Kh', 'Qh', '7c', '7d', '7s', 'Js', 'Td', '9c', '5h', '3c', '2d', '4s'],
            'partitions': [{'combinations': [['7c', '7d', '7s'], ['Ah', 'Kh', 'Qh'], ['Js', 'Td',
            '9c']]}], 'samples': 500, 'seat': 0, 'seed': 'table 7, deal 12'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChorVoliAdviseResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
