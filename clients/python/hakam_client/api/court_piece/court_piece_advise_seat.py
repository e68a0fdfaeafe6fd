from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.court_piece_advise_deal_request import CourtPieceAdviseDealRequest
from ...models.court_piece_seat_advice import CourtPieceSeatAdvice
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CourtPieceAdviseDealRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/court-piece/deals/advise",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CourtPieceSeatAdvice | Problem | None:
    if response.status_code == 200:
        response_200 = CourtPieceSeatAdvice.from_dict(response.json())

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
) -> Response[CourtPieceSeatAdvice | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceAdviseDealRequest,
) -> Response[CourtPieceSeatAdvice | Problem]:
    """Advice for one seat, from its view alone

     The decision the seat in `view` should make next, from what that seat may see and nothing else: the
    answer is the same, byte for byte, for any two requests whose views for that seat are equal,
    whatever the hidden cards. The hidden cards are dealt again at random over every deal consistent
    with the view (cards played, voids shown, passes made and received, and what the pass rules say a
    pass shows of the other side's cards), each weighed by how likely a hidden caller's trump call was
    on the cards it deals that caller, each world is solved double-dummy under each option still in the
    race, and the options race as `trumps/advise`'s suits do, in blocks of 8 worlds (2 on a heap),
    stopping before a block forecast past `HAKAM_COURT_PIECE_CARD_SETTLE_BUDGET` (`docs/analysis.md`,
    "Advice from a seat's view"). A card is valued in the seat's party's tricks of thirteen under
    `points` scoring (Hokm, Troefcall) and in the deal's points under `kots` scoring (Court piece,
    Satat: kots, a plain win a streak's share of one), options of equal points told apart by tricks (a
    trick a fourteenth of a plain win in each world; the value shows the points alone). The trump call
    is `trumps/advise` on the caller's first five; where the five allow the caller a redeal
    (`redeal.when: first-five`, as in Satat), a redeal (`{"kind": "redeal"}`: send `"redeal": {"by":
    "caller"}`) is an option beside the four suits, worth a fresh deal's tricks to the caller's party (a
    fixed table of 1 000 solved fresh deals). At a kot (the first seven tricks to one party, nothing
    played after them) the winner of the seventh trick is advised whether to play on for a bavney (a
    card to lead, the call to play on) or to stop (`{"kind": "stop"}`: send no further card), and while
    a party plays on every card is valued by the deal's points (`value_of: points`: a bavney, or its
    failure). In Satat after a kot (`previous`), once trumps are named and before any pass is sent,
    every seat is advised its side of the passes at once (`{"kind": "passes", "cards"}`: a loser what it
    passes, the player before it what it passes back), the other seats passing by a fixed rule in each
    world (after a trump change, valued by the changing party's kot made or failed, in points); their
    race looks after every world, under `HAKAM_COURT_PIECE_ADVISE_SETTLE_BUDGET` as the trump call's
    does, and with `stop: settled` takes at most three fifths of `HAKAM_COURT_PIECE_ADVISE_BUDGET`.
    Under `trump_change`, once trumps are named and before the first lead, a seat of the party opposite
    the caller is advised `{"kind": "keep"}` (send nothing) or `{"kind": "trump_change", "player",
    "trump"}` (send it as `trump_change`), in the deal's points; after a change every card counts the
    changing party's kot made or failed. Covered: the card play, the trump call, playing on, a trump
    change and Satat's passes of the four-player presets that collect tricks under a called trump
    (`court-piece`, `hokm`, `troefcall`, `satat`), and the card play and trump call of Double Sar's heap
    (`double-sar`: a card valued by what its party collects, in the deal's points; the trump call ranks
    the suits by tricks won; a world whose heap search passes an eighth of
    `HAKAM_COURT_PIECE_ADVISE_BUDGET` is valued by the tricks its party wins, read as collected, so no
    legal decision is refused for its cost), and the same of Dehla Pakad's heap (`dehla-pakad`, its 2-2
    split going to the party that did not deal: a card valued by the tens its party collects, in the
    deal's points, a ten never one option with the cards it touches; a world past its share reads the
    tricks its party wins as that share of the four tens); other presets are a 422 `NOT_ANALYSABLE`; a
    redeal judged on the whole hand (Troefcall's) is never advised, since it rests on the eight cards
    the caller's view does not show before trumps, nor is a trump change beside Satat's passes
    (`docs/analysis.md` says what each answers). Another seat's decision is a 422 `NOT_YOUR_TURN`, a
    finished deal `DEAL_OVER`, a request whose decisions break a rule that rule's code at its place. A
    second form carries only what the seat knows (`seat_view`: the `deals/resolve` answer it was given,
    with the rules, the dealer and Satat's `previous`, and no deal): it gets the first form's answer,
    byte for byte; a view no deal gives is a 422 `VIEW_INCONSISTENT`. Work is counted in search nodes,
    never timed, and stops when the client leaves.

    Args:
        body (CourtPieceAdviseDealRequest): A deal as `deals/resolve` takes it, the seat to advise
            in `view`, and how to sample. Example: {'dealer': 0, 'plays': ['Ks', 'As', 'Ts'], 'rules':
            {'preset': 'hokm'}, 'seed': 'readme hokm', 'trump': 's', 'view': 0}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CourtPieceSeatAdvice | Problem]
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
    body: CourtPieceAdviseDealRequest,
) -> CourtPieceSeatAdvice | Problem | None:
    """Advice for one seat, from its view alone

     The decision the seat in `view` should make next, from what that seat may see and nothing else: the
    answer is the same, byte for byte, for any two requests whose views for that seat are equal,
    whatever the hidden cards. The hidden cards are dealt again at random over every deal consistent
    with the view (cards played, voids shown, passes made and received, and what the pass rules say a
    pass shows of the other side's cards), each weighed by how likely a hidden caller's trump call was
    on the cards it deals that caller, each world is solved double-dummy under each option still in the
    race, and the options race as `trumps/advise`'s suits do, in blocks of 8 worlds (2 on a heap),
    stopping before a block forecast past `HAKAM_COURT_PIECE_CARD_SETTLE_BUDGET` (`docs/analysis.md`,
    "Advice from a seat's view"). A card is valued in the seat's party's tricks of thirteen under
    `points` scoring (Hokm, Troefcall) and in the deal's points under `kots` scoring (Court piece,
    Satat: kots, a plain win a streak's share of one), options of equal points told apart by tricks (a
    trick a fourteenth of a plain win in each world; the value shows the points alone). The trump call
    is `trumps/advise` on the caller's first five; where the five allow the caller a redeal
    (`redeal.when: first-five`, as in Satat), a redeal (`{"kind": "redeal"}`: send `"redeal": {"by":
    "caller"}`) is an option beside the four suits, worth a fresh deal's tricks to the caller's party (a
    fixed table of 1 000 solved fresh deals). At a kot (the first seven tricks to one party, nothing
    played after them) the winner of the seventh trick is advised whether to play on for a bavney (a
    card to lead, the call to play on) or to stop (`{"kind": "stop"}`: send no further card), and while
    a party plays on every card is valued by the deal's points (`value_of: points`: a bavney, or its
    failure). In Satat after a kot (`previous`), once trumps are named and before any pass is sent,
    every seat is advised its side of the passes at once (`{"kind": "passes", "cards"}`: a loser what it
    passes, the player before it what it passes back), the other seats passing by a fixed rule in each
    world (after a trump change, valued by the changing party's kot made or failed, in points); their
    race looks after every world, under `HAKAM_COURT_PIECE_ADVISE_SETTLE_BUDGET` as the trump call's
    does, and with `stop: settled` takes at most three fifths of `HAKAM_COURT_PIECE_ADVISE_BUDGET`.
    Under `trump_change`, once trumps are named and before the first lead, a seat of the party opposite
    the caller is advised `{"kind": "keep"}` (send nothing) or `{"kind": "trump_change", "player",
    "trump"}` (send it as `trump_change`), in the deal's points; after a change every card counts the
    changing party's kot made or failed. Covered: the card play, the trump call, playing on, a trump
    change and Satat's passes of the four-player presets that collect tricks under a called trump
    (`court-piece`, `hokm`, `troefcall`, `satat`), and the card play and trump call of Double Sar's heap
    (`double-sar`: a card valued by what its party collects, in the deal's points; the trump call ranks
    the suits by tricks won; a world whose heap search passes an eighth of
    `HAKAM_COURT_PIECE_ADVISE_BUDGET` is valued by the tricks its party wins, read as collected, so no
    legal decision is refused for its cost), and the same of Dehla Pakad's heap (`dehla-pakad`, its 2-2
    split going to the party that did not deal: a card valued by the tens its party collects, in the
    deal's points, a ten never one option with the cards it touches; a world past its share reads the
    tricks its party wins as that share of the four tens); other presets are a 422 `NOT_ANALYSABLE`; a
    redeal judged on the whole hand (Troefcall's) is never advised, since it rests on the eight cards
    the caller's view does not show before trumps, nor is a trump change beside Satat's passes
    (`docs/analysis.md` says what each answers). Another seat's decision is a 422 `NOT_YOUR_TURN`, a
    finished deal `DEAL_OVER`, a request whose decisions break a rule that rule's code at its place. A
    second form carries only what the seat knows (`seat_view`: the `deals/resolve` answer it was given,
    with the rules, the dealer and Satat's `previous`, and no deal): it gets the first form's answer,
    byte for byte; a view no deal gives is a 422 `VIEW_INCONSISTENT`. Work is counted in search nodes,
    never timed, and stops when the client leaves.

    Args:
        body (CourtPieceAdviseDealRequest): A deal as `deals/resolve` takes it, the seat to advise
            in `view`, and how to sample. Example: {'dealer': 0, 'plays': ['Ks', 'As', 'Ts'], 'rules':
            {'preset': 'hokm'}, 'seed': 'readme hokm', 'trump': 's', 'view': 0}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CourtPieceSeatAdvice | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceAdviseDealRequest,
) -> Response[CourtPieceSeatAdvice | Problem]:
    """Advice for one seat, from its view alone

     The decision the seat in `view` should make next, from what that seat may see and nothing else: the
    answer is the same, byte for byte, for any two requests whose views for that seat are equal,
    whatever the hidden cards. The hidden cards are dealt again at random over every deal consistent
    with the view (cards played, voids shown, passes made and received, and what the pass rules say a
    pass shows of the other side's cards), each weighed by how likely a hidden caller's trump call was
    on the cards it deals that caller, each world is solved double-dummy under each option still in the
    race, and the options race as `trumps/advise`'s suits do, in blocks of 8 worlds (2 on a heap),
    stopping before a block forecast past `HAKAM_COURT_PIECE_CARD_SETTLE_BUDGET` (`docs/analysis.md`,
    "Advice from a seat's view"). A card is valued in the seat's party's tricks of thirteen under
    `points` scoring (Hokm, Troefcall) and in the deal's points under `kots` scoring (Court piece,
    Satat: kots, a plain win a streak's share of one), options of equal points told apart by tricks (a
    trick a fourteenth of a plain win in each world; the value shows the points alone). The trump call
    is `trumps/advise` on the caller's first five; where the five allow the caller a redeal
    (`redeal.when: first-five`, as in Satat), a redeal (`{"kind": "redeal"}`: send `"redeal": {"by":
    "caller"}`) is an option beside the four suits, worth a fresh deal's tricks to the caller's party (a
    fixed table of 1 000 solved fresh deals). At a kot (the first seven tricks to one party, nothing
    played after them) the winner of the seventh trick is advised whether to play on for a bavney (a
    card to lead, the call to play on) or to stop (`{"kind": "stop"}`: send no further card), and while
    a party plays on every card is valued by the deal's points (`value_of: points`: a bavney, or its
    failure). In Satat after a kot (`previous`), once trumps are named and before any pass is sent,
    every seat is advised its side of the passes at once (`{"kind": "passes", "cards"}`: a loser what it
    passes, the player before it what it passes back), the other seats passing by a fixed rule in each
    world (after a trump change, valued by the changing party's kot made or failed, in points); their
    race looks after every world, under `HAKAM_COURT_PIECE_ADVISE_SETTLE_BUDGET` as the trump call's
    does, and with `stop: settled` takes at most three fifths of `HAKAM_COURT_PIECE_ADVISE_BUDGET`.
    Under `trump_change`, once trumps are named and before the first lead, a seat of the party opposite
    the caller is advised `{"kind": "keep"}` (send nothing) or `{"kind": "trump_change", "player",
    "trump"}` (send it as `trump_change`), in the deal's points; after a change every card counts the
    changing party's kot made or failed. Covered: the card play, the trump call, playing on, a trump
    change and Satat's passes of the four-player presets that collect tricks under a called trump
    (`court-piece`, `hokm`, `troefcall`, `satat`), and the card play and trump call of Double Sar's heap
    (`double-sar`: a card valued by what its party collects, in the deal's points; the trump call ranks
    the suits by tricks won; a world whose heap search passes an eighth of
    `HAKAM_COURT_PIECE_ADVISE_BUDGET` is valued by the tricks its party wins, read as collected, so no
    legal decision is refused for its cost), and the same of Dehla Pakad's heap (`dehla-pakad`, its 2-2
    split going to the party that did not deal: a card valued by the tens its party collects, in the
    deal's points, a ten never one option with the cards it touches; a world past its share reads the
    tricks its party wins as that share of the four tens); other presets are a 422 `NOT_ANALYSABLE`; a
    redeal judged on the whole hand (Troefcall's) is never advised, since it rests on the eight cards
    the caller's view does not show before trumps, nor is a trump change beside Satat's passes
    (`docs/analysis.md` says what each answers). Another seat's decision is a 422 `NOT_YOUR_TURN`, a
    finished deal `DEAL_OVER`, a request whose decisions break a rule that rule's code at its place. A
    second form carries only what the seat knows (`seat_view`: the `deals/resolve` answer it was given,
    with the rules, the dealer and Satat's `previous`, and no deal): it gets the first form's answer,
    byte for byte; a view no deal gives is a 422 `VIEW_INCONSISTENT`. Work is counted in search nodes,
    never timed, and stops when the client leaves.

    Args:
        body (CourtPieceAdviseDealRequest): A deal as `deals/resolve` takes it, the seat to advise
            in `view`, and how to sample. Example: {'dealer': 0, 'plays': ['Ks', 'As', 'Ts'], 'rules':
            {'preset': 'hokm'}, 'seed': 'readme hokm', 'trump': 's', 'view': 0}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CourtPieceSeatAdvice | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CourtPieceAdviseDealRequest,
) -> CourtPieceSeatAdvice | Problem | None:
    """Advice for one seat, from its view alone

     The decision the seat in `view` should make next, from what that seat may see and nothing else: the
    answer is the same, byte for byte, for any two requests whose views for that seat are equal,
    whatever the hidden cards. The hidden cards are dealt again at random over every deal consistent
    with the view (cards played, voids shown, passes made and received, and what the pass rules say a
    pass shows of the other side's cards), each weighed by how likely a hidden caller's trump call was
    on the cards it deals that caller, each world is solved double-dummy under each option still in the
    race, and the options race as `trumps/advise`'s suits do, in blocks of 8 worlds (2 on a heap),
    stopping before a block forecast past `HAKAM_COURT_PIECE_CARD_SETTLE_BUDGET` (`docs/analysis.md`,
    "Advice from a seat's view"). A card is valued in the seat's party's tricks of thirteen under
    `points` scoring (Hokm, Troefcall) and in the deal's points under `kots` scoring (Court piece,
    Satat: kots, a plain win a streak's share of one), options of equal points told apart by tricks (a
    trick a fourteenth of a plain win in each world; the value shows the points alone). The trump call
    is `trumps/advise` on the caller's first five; where the five allow the caller a redeal
    (`redeal.when: first-five`, as in Satat), a redeal (`{"kind": "redeal"}`: send `"redeal": {"by":
    "caller"}`) is an option beside the four suits, worth a fresh deal's tricks to the caller's party (a
    fixed table of 1 000 solved fresh deals). At a kot (the first seven tricks to one party, nothing
    played after them) the winner of the seventh trick is advised whether to play on for a bavney (a
    card to lead, the call to play on) or to stop (`{"kind": "stop"}`: send no further card), and while
    a party plays on every card is valued by the deal's points (`value_of: points`: a bavney, or its
    failure). In Satat after a kot (`previous`), once trumps are named and before any pass is sent,
    every seat is advised its side of the passes at once (`{"kind": "passes", "cards"}`: a loser what it
    passes, the player before it what it passes back), the other seats passing by a fixed rule in each
    world (after a trump change, valued by the changing party's kot made or failed, in points); their
    race looks after every world, under `HAKAM_COURT_PIECE_ADVISE_SETTLE_BUDGET` as the trump call's
    does, and with `stop: settled` takes at most three fifths of `HAKAM_COURT_PIECE_ADVISE_BUDGET`.
    Under `trump_change`, once trumps are named and before the first lead, a seat of the party opposite
    the caller is advised `{"kind": "keep"}` (send nothing) or `{"kind": "trump_change", "player",
    "trump"}` (send it as `trump_change`), in the deal's points; after a change every card counts the
    changing party's kot made or failed. Covered: the card play, the trump call, playing on, a trump
    change and Satat's passes of the four-player presets that collect tricks under a called trump
    (`court-piece`, `hokm`, `troefcall`, `satat`), and the card play and trump call of Double Sar's heap
    (`double-sar`: a card valued by what its party collects, in the deal's points; the trump call ranks
    the suits by tricks won; a world whose heap search passes an eighth of
    `HAKAM_COURT_PIECE_ADVISE_BUDGET` is valued by the tricks its party wins, read as collected, so no
    legal decision is refused for its cost), and the same of Dehla Pakad's heap (`dehla-pakad`, its 2-2
    split going to the party that did not deal: a card valued by the tens its party collects, in the
    deal's points, a ten never one option with the cards it touches; a world past its share reads the
    tricks its party wins as that share of the four tens); other presets are a 422 `NOT_ANALYSABLE`; a
    redeal judged on the whole hand (Troefcall's) is never advised, since it rests on the eight cards
    the caller's view does not show before trumps, nor is a trump change beside Satat's passes
    (`docs/analysis.md` says what each answers). Another seat's decision is a 422 `NOT_YOUR_TURN`, a
    finished deal `DEAL_OVER`, a request whose decisions break a rule that rule's code at its place. A
    second form carries only what the seat knows (`seat_view`: the `deals/resolve` answer it was given,
    with the rules, the dealer and Satat's `previous`, and no deal): it gets the first form's answer,
    byte for byte; a view no deal gives is a 422 `VIEW_INCONSISTENT`. Work is counted in search nodes,
    never timed, and stops when the client leaves.

    Args:
        body (CourtPieceAdviseDealRequest): A deal as `deals/resolve` takes it, the seat to advise
            in `view`, and how to sample. Example: {'dealer': 0, 'plays': ['Ks', 'As', 'Ts'], 'rules':
            {'preset': 'hokm'}, 'seed': 'readme hokm', 'trump': 's', 'view': 0}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CourtPieceSeatAdvice | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
