from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.court_piece_preset_rules import CourtPiecePresetRules
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/court-piece/rules/presets",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | list[CourtPiecePresetRules] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = CourtPiecePresetRules.from_dict(response_200_item_data)

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | list[CourtPiecePresetRules]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | list[CourtPiecePresetRules]]:
    """Every preset with its rules resolved: every field, `null` where it does not apply.

     A request may name a preset and override any of its fields; this lists what each preset
    means, field by field, so that a client can show or start from it, and whether
    `deals/advise` (a player for any seat) covers it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[CourtPiecePresetRules]]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> Problem | list[CourtPiecePresetRules] | None:
    """Every preset with its rules resolved: every field, `null` where it does not apply.

     A request may name a preset and override any of its fields; this lists what each preset
    means, field by field, so that a client can show or start from it, and whether
    `deals/advise` (a player for any seat) covers it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[CourtPiecePresetRules]
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | list[CourtPiecePresetRules]]:
    """Every preset with its rules resolved: every field, `null` where it does not apply.

     A request may name a preset and override any of its fields; this lists what each preset
    means, field by field, so that a client can show or start from it, and whether
    `deals/advise` (a player for any seat) covers it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[CourtPiecePresetRules]]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> Problem | list[CourtPiecePresetRules] | None:
    """Every preset with its rules resolved: every field, `null` where it does not apply.

     A request may name a preset and override any of its fields; this lists what each preset
    means, field by field, so that a client can show or start from it, and whether
    `deals/advise` (a player for any seat) covers it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[CourtPiecePresetRules]
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
