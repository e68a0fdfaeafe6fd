from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.chor_voli_suggest_request import ChorVoliSuggestRequest
from ...models.chor_voli_suggest_response import ChorVoliSuggestResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: ChorVoliSuggestRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/chor-voli/partitions/suggest",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ChorVoliSuggestResponse | Problem | None:
    if response.status_code == 200:
        response_200 = ChorVoliSuggestResponse.from_dict(response.json())

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
) -> Response[ChorVoliSuggestResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliSuggestRequest,
) -> Response[ChorVoliSuggestResponse | Problem]:
    """Suggests the best partitions of a hand, best first, by the documented objective: most
    combinations, then the strongest weakest combination, then the next-weakest, and so on;
    equal scores in a fixed order of the cards. The search is bounded by a node budget.

     `complete: false` says the budget (`HAKAM_CHOR_VOLI_SOLVER_BUDGET`) ran out before the
    search was done: the suggestions are the best found, not proven best. A hand that is not
    the rules' hand size is a 422.

    A search that completes within `HAKAM_CHOR_VOLI_SOLVER_INLINE_NODES` runs on the request
    worker; a longer one is run again off it.

    Args:
        body (ChorVoliSuggestRequest): A hand to partition. Example: {'hand': ['Ah', 'Kh', 'Qh',
            '7c', '7d', '7s', 'Js', 'Td', '9c', '5h', '3c', '2d', '4s'], 'limit': 3}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChorVoliSuggestResponse | Problem]
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
    body: ChorVoliSuggestRequest,
) -> ChorVoliSuggestResponse | Problem | None:
    """Suggests the best partitions of a hand, best first, by the documented objective: most
    combinations, then the strongest weakest combination, then the next-weakest, and so on;
    equal scores in a fixed order of the cards. The search is bounded by a node budget.

     `complete: false` says the budget (`HAKAM_CHOR_VOLI_SOLVER_BUDGET`) ran out before the
    search was done: the suggestions are the best found, not proven best. A hand that is not
    the rules' hand size is a 422.

    A search that completes within `HAKAM_CHOR_VOLI_SOLVER_INLINE_NODES` runs on the request
    worker; a longer one is run again off it.

    Args:
        body (ChorVoliSuggestRequest): A hand to partition. Example: {'hand': ['Ah', 'Kh', 'Qh',
            '7c', '7d', '7s', 'Js', 'Td', '9c', '5h', '3c', '2d', '4s'], 'limit': 3}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChorVoliSuggestResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliSuggestRequest,
) -> Response[ChorVoliSuggestResponse | Problem]:
    """Suggests the best partitions of a hand, best first, by the documented objective: most
    combinations, then the strongest weakest combination, then the next-weakest, and so on;
    equal scores in a fixed order of the cards. The search is bounded by a node budget.

     `complete: false` says the budget (`HAKAM_CHOR_VOLI_SOLVER_BUDGET`) ran out before the
    search was done: the suggestions are the best found, not proven best. A hand that is not
    the rules' hand size is a 422.

    A search that completes within `HAKAM_CHOR_VOLI_SOLVER_INLINE_NODES` runs on the request
    worker; a longer one is run again off it.

    Args:
        body (ChorVoliSuggestRequest): A hand to partition. Example: {'hand': ['Ah', 'Kh', 'Qh',
            '7c', '7d', '7s', 'Js', 'Td', '9c', '5h', '3c', '2d', '4s'], 'limit': 3}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChorVoliSuggestResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliSuggestRequest,
) -> ChorVoliSuggestResponse | Problem | None:
    """Suggests the best partitions of a hand, best first, by the documented objective: most
    combinations, then the strongest weakest combination, then the next-weakest, and so on;
    equal scores in a fixed order of the cards. The search is bounded by a node budget.

     `complete: false` says the budget (`HAKAM_CHOR_VOLI_SOLVER_BUDGET`) ran out before the
    search was done: the suggestions are the best found, not proven best. A hand that is not
    the rules' hand size is a 422.

    A search that completes within `HAKAM_CHOR_VOLI_SOLVER_INLINE_NODES` runs on the request
    worker; a longer one is run again off it.

    Args:
        body (ChorVoliSuggestRequest): A hand to partition. Example: {'hand': ['Ah', 'Kh', 'Qh',
            '7c', '7d', '7s', 'Js', 'Td', '9c', '5h', '3c', '2d', '4s'], 'limit': 3}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChorVoliSuggestResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
