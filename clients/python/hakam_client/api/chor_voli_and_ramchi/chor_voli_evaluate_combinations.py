from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.chor_voli_evaluate_request import ChorVoliEvaluateRequest
from ...models.chor_voli_evaluate_response import ChorVoliEvaluateResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: ChorVoliEvaluateRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/chor-voli/combinations/evaluate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ChorVoliEvaluateResponse | Problem | None:
    if response.status_code == 200:
        response_200 = ChorVoliEvaluateResponse.from_dict(response.json())

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
) -> Response[ChorVoliEvaluateResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliEvaluateRequest,
) -> Response[ChorVoliEvaluateResponse | Problem]:
    """Evaluates each combination under the rules.

     An entry that is not three distinct cards is a 422; three cards that are no combination
    are a result with `valid: false` and the reason.

    Args:
        body (ChorVoliEvaluateRequest): Combinations to evaluate. Example: {'combinations':
            [['Ah', 'Kh', 'Qh'], ['2c', '2d', '2h'], ['7h', '7c', 'Kd']]}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChorVoliEvaluateResponse | Problem]
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
    body: ChorVoliEvaluateRequest,
) -> ChorVoliEvaluateResponse | Problem | None:
    """Evaluates each combination under the rules.

     An entry that is not three distinct cards is a 422; three cards that are no combination
    are a result with `valid: false` and the reason.

    Args:
        body (ChorVoliEvaluateRequest): Combinations to evaluate. Example: {'combinations':
            [['Ah', 'Kh', 'Qh'], ['2c', '2d', '2h'], ['7h', '7c', 'Kd']]}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChorVoliEvaluateResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliEvaluateRequest,
) -> Response[ChorVoliEvaluateResponse | Problem]:
    """Evaluates each combination under the rules.

     An entry that is not three distinct cards is a 422; three cards that are no combination
    are a result with `valid: false` and the reason.

    Args:
        body (ChorVoliEvaluateRequest): Combinations to evaluate. Example: {'combinations':
            [['Ah', 'Kh', 'Qh'], ['2c', '2d', '2h'], ['7h', '7c', 'Kd']]}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChorVoliEvaluateResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ChorVoliEvaluateRequest,
) -> ChorVoliEvaluateResponse | Problem | None:
    """Evaluates each combination under the rules.

     An entry that is not three distinct cards is a 422; three cards that are no combination
    are a result with `valid: false` and the reason.

    Args:
        body (ChorVoliEvaluateRequest): Combinations to evaluate. Example: {'combinations':
            [['Ah', 'Kh', 'Qh'], ['2c', '2d', '2h'], ['7h', '7c', 'Kd']]}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChorVoliEvaluateResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
