from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.court_piece_analyse_request import CourtPieceAnalyseRequest
from ...models.court_piece_analysis import CourtPieceAnalysis
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CourtPieceAnalyseRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/court-piece/deals/analyse",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CourtPieceAnalysis | Problem | None:
    if response.status_code == 200:
        response_200 = CourtPieceAnalysis.from_dict(response.json())

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
) -> Response[CourtPieceAnalysis | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceAnalyseRequest,
) -> Response[CourtPieceAnalysis | Problem]:
    """Double-dummy analysis of a deal

     Double-dummy analysis of a four-player deal that collects tricks: with every hand known and best
    play on all sides, the caller's party's tricks out of all thirteen under each trump suit asked,
    whether it can force a kot, and with `plays` the value of every legal card of the player to move. A
    Double Sar deal (`double-sar`: tricks on a heap) is analysed too: its tricks are those collected,
    and its kot is all thirteen collected. A Dehla Pakad deal (`dehla-pakad`: tens counted on a heap)
    answers its tricks collected and, searched on their own, its `tens` of four, whose four are its kot
    and whose two win it for the caller's party (which did not deal); a 2-2 split judged by tricks
    (`tens_tie: tricks`) is a 422 `NOT_ANALYSABLE`, and tens cost the search about four times the nodes
    of tricks. Play runs to the thirteenth trick (the seven-trick stop is scoring, not play). A play
    that breaks follow-suit is a 422 at its place in `plays`; a search past the node budget of one deal
    is a 422 `ANALYSIS_BUDGET`. A client that closes the connection before the answer stops the search
    within a fraction of a second.

    Args:
        body (CourtPieceAnalyseRequest): A deal to analyse: its cards, and optionally the trump
            named and the cards played since. Example: {'dealer': 0, 'plays': ['Ks', 'As', 'Ts', '8s',
            'Ac', 'Kc', 'Qc', 'Tc', 'Qs', '6s', '7s', '9s', 'Js', 'Ad', '4s', '5s', 'Jd', '9d', 'Kd',
            'Td', 'Ah', 'Kh', 'Th', 'Qh'], 'rules': {'preset': 'hokm'}, 'seed': 'readme hokm',
            'trump': 's'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CourtPieceAnalysis | Problem]
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
    body: CourtPieceAnalyseRequest,
) -> CourtPieceAnalysis | Problem | None:
    """Double-dummy analysis of a deal

     Double-dummy analysis of a four-player deal that collects tricks: with every hand known and best
    play on all sides, the caller's party's tricks out of all thirteen under each trump suit asked,
    whether it can force a kot, and with `plays` the value of every legal card of the player to move. A
    Double Sar deal (`double-sar`: tricks on a heap) is analysed too: its tricks are those collected,
    and its kot is all thirteen collected. A Dehla Pakad deal (`dehla-pakad`: tens counted on a heap)
    answers its tricks collected and, searched on their own, its `tens` of four, whose four are its kot
    and whose two win it for the caller's party (which did not deal); a 2-2 split judged by tricks
    (`tens_tie: tricks`) is a 422 `NOT_ANALYSABLE`, and tens cost the search about four times the nodes
    of tricks. Play runs to the thirteenth trick (the seven-trick stop is scoring, not play). A play
    that breaks follow-suit is a 422 at its place in `plays`; a search past the node budget of one deal
    is a 422 `ANALYSIS_BUDGET`. A client that closes the connection before the answer stops the search
    within a fraction of a second.

    Args:
        body (CourtPieceAnalyseRequest): A deal to analyse: its cards, and optionally the trump
            named and the cards played since. Example: {'dealer': 0, 'plays': ['Ks', 'As', 'Ts', '8s',
            'Ac', 'Kc', 'Qc', 'Tc', 'Qs', '6s', '7s', '9s', 'Js', 'Ad', '4s', '5s', 'Jd', '9d', 'Kd',
            'Td', 'Ah', 'Kh', 'Th', 'Qh'], 'rules': {'preset': 'hokm'}, 'seed': 'readme hokm',
            'trump': 's'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CourtPieceAnalysis | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceAnalyseRequest,
) -> Response[CourtPieceAnalysis | Problem]:
    """Double-dummy analysis of a deal

     Double-dummy analysis of a four-player deal that collects tricks: with every hand known and best
    play on all sides, the caller's party's tricks out of all thirteen under each trump suit asked,
    whether it can force a kot, and with `plays` the value of every legal card of the player to move. A
    Double Sar deal (`double-sar`: tricks on a heap) is analysed too: its tricks are those collected,
    and its kot is all thirteen collected. A Dehla Pakad deal (`dehla-pakad`: tens counted on a heap)
    answers its tricks collected and, searched on their own, its `tens` of four, whose four are its kot
    and whose two win it for the caller's party (which did not deal); a 2-2 split judged by tricks
    (`tens_tie: tricks`) is a 422 `NOT_ANALYSABLE`, and tens cost the search about four times the nodes
    of tricks. Play runs to the thirteenth trick (the seven-trick stop is scoring, not play). A play
    that breaks follow-suit is a 422 at its place in `plays`; a search past the node budget of one deal
    is a 422 `ANALYSIS_BUDGET`. A client that closes the connection before the answer stops the search
    within a fraction of a second.

    Args:
        body (CourtPieceAnalyseRequest): A deal to analyse: its cards, and optionally the trump
            named and the cards played since. Example: {'dealer': 0, 'plays': ['Ks', 'As', 'Ts', '8s',
            'Ac', 'Kc', 'Qc', 'Tc', 'Qs', '6s', '7s', '9s', 'Js', 'Ad', '4s', '5s', 'Jd', '9d', 'Kd',
            'Td', 'Ah', 'Kh', 'Th', 'Qh'], 'rules': {'preset': 'hokm'}, 'seed': 'readme hokm',
            'trump': 's'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CourtPieceAnalysis | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceAnalyseRequest,
) -> CourtPieceAnalysis | Problem | None:
    """Double-dummy analysis of a deal

     Double-dummy analysis of a four-player deal that collects tricks: with every hand known and best
    play on all sides, the caller's party's tricks out of all thirteen under each trump suit asked,
    whether it can force a kot, and with `plays` the value of every legal card of the player to move. A
    Double Sar deal (`double-sar`: tricks on a heap) is analysed too: its tricks are those collected,
    and its kot is all thirteen collected. A Dehla Pakad deal (`dehla-pakad`: tens counted on a heap)
    answers its tricks collected and, searched on their own, its `tens` of four, whose four are its kot
    and whose two win it for the caller's party (which did not deal); a 2-2 split judged by tricks
    (`tens_tie: tricks`) is a 422 `NOT_ANALYSABLE`, and tens cost the search about four times the nodes
    of tricks. Play runs to the thirteenth trick (the seven-trick stop is scoring, not play). A play
    that breaks follow-suit is a 422 at its place in `plays`; a search past the node budget of one deal
    is a 422 `ANALYSIS_BUDGET`. A client that closes the connection before the answer stops the search
    within a fraction of a second.

    Args:
        body (CourtPieceAnalyseRequest): A deal to analyse: its cards, and optionally the trump
            named and the cards played since. Example: {'dealer': 0, 'plays': ['Ks', 'As', 'Ts', '8s',
            'Ac', 'Kc', 'Qc', 'Tc', 'Qs', '6s', '7s', '9s', 'Js', 'Ad', '4s', '5s', 'Jd', '9d', 'Kd',
            'Td', 'Ah', 'Kh', 'Th', 'Qh'], 'rules': {'preset': 'hokm'}, 'seed': 'readme hokm',
            'trump': 's'}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CourtPieceAnalysis | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
