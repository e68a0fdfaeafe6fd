// The playground's Court piece: deal, bids, trumps (named or face down), play, views. Loaded
// after play.js, whose helpers it uses; plain JavaScript over the public API.
'use strict';
// ---------------------------------------------------------------- Court piece

async function cpDeal(body) {
  const dealt = await api('court-piece/deals', body);
  const rules = presetRules();
  state.cp = {
    rules, dealt, trump: null, redeal: false, plays: [], answer: null,
    // Concealed trumps: the bids made so far (sent once all are in), the face-down card.
    bids: [], trumpCard: null, canReveal: false, viewer: cpViewer(),
    // The advice: the request in flight, the hint shown, a bot refused where the deal stands.
    thinking: null, hint: null, botStopped: false,
    // After a kot: whether the party chose to stop there rather than play on.
    kotStopped: false,
  };
  $('chor-voli').hidden = true;
  $('court-piece').hidden = false;
  $('cp-centre').hidden = false;
  await cpResolve([]);
  let first = '';
  if (rules.trump === 'called') first = ' and names trumps';
  else if (rules.bidding) first = ' and bids first';
  else if (rules.trump === 'concealed') {
    first = ` and sets a card of the first five face down: its suit is trumps${dealt.redeal.caller_may ? ' (or calls a redeal, which these five allow)' : ''}`;
  }
  say(`Dealt from seed \u201c${dealt.seed}\u201d. Seat ${dealt.dealer} deals; seat ${dealt.caller} calls${first}.`);
  cpFocus();
}

/** The seat whose view the page shows (`null`: the arbiter's, every hand). */
function cpViewer() {
  return $('viewer').value === '' ? null : Number($('viewer').value);
}

const cpBidsDone = () => !state.cp.rules.bidding || state.cp.bids.length === state.cp.rules.players;

function cpRequest(plays) {
  const { rules, dealt, trump, redeal, bids, trumpCard, viewer } = state.cp;
  const body = { rules: { preset: rules.preset }, dealer: dealt.dealer, seed: dealt.seed, plays };
  if (trump) body.trump = trump;
  if (redeal) body.redeal = { by: 'caller' };
  // Bids go once every player has bid: the service judges the whole list.
  if (rules.bidding && cpBidsDone()) body.bids = bids;
  if (trumpCard) body.trump_card = trumpCard;
  // Dummy Rang: the caller's partner lies down; the caller plays both hands.
  if (rules.dummy) body.dummy = (dealt.caller + 2) % rules.players;
  if (viewer !== null) body.view = viewer;
  return body;
}

/**
 * Asks where the deal stands after `plays`; keeps them only when they are legal. Under
 * `on-demand` reveals, one more request asks whether the player to move may ask for trumps
 * now (the same plays and "reveal"): the button shows only when the service would accept it.
 */
async function cpResolve(plays) {
  const answer = await api('court-piece/deals/resolve', cpRequest(plays));
  if (!answer.valid) return answer;
  // The deal or the view changed: advice asked before is for another position.
  cpStop();
  state.cp.hint = null;
  state.cp.botStopped = false;
  if (plays.length !== state.cp.plays.length) state.cp.kotStopped = false;
  state.cp.plays = plays;
  state.cp.answer = answer;
  const open = answer.tricks.length ? answer.tricks[answer.tricks.length - 1] : null;
  const following = open && open.winner === undefined && plays[plays.length - 1] !== 'reveal';
  state.cp.canReveal = state.cp.rules.reveal === 'on-demand' && !answer.complete && !answer.revealed
    && following && cpControls(answer.next_player)
    && (await api('court-piece/deals/resolve', cpRequest([...plays, 'reveal']))).valid;
  cpRender();
  return answer;
}

/** Whether the page may act for `seat` now: always as the arbiter, else for the seat viewed. */
function cpControls(seat) {
  const { rules, dealt, viewer } = state.cp;
  if (viewer === null || seat === viewer) return true;
  // The dummy's cards are played by its partner.
  return Boolean(rules.dummy) && seat === (dealt.caller + 2) % rules.players && viewer === (seat + 2) % rules.players;
}

/**
 * Whether the deal stands at a kot its party may play on after: the first seven tricks to one
 * party of four, nothing played since (the service ends a changed trump's or a bid's deal there).
 */
function cpAtKot() {
  const { rules, answer } = state.cp;
  const t = answer.tricks;
  return answer.complete && answer.result.kind === 'kot' && rules.players === 4 && rules.collect === 'tricks'
    && !answer.trump_change && !rules.bidding && t.length === 7 && t[6].winner !== undefined;
}

/** What the deal waits for: `bid`, `name` (trumps), `choose` (the face-down card), `play`, `kot` (play on or stop), or `over`. */
function cpPhase() {
  const { rules, answer, trumpCard } = state.cp;
  if (answer.complete) return cpAtKot() && !state.cp.kotStopped ? 'kot' : 'over';
  if (!cpBidsDone()) return 'bid';
  if (rules.trump === 'called' && !state.cp.trump) return 'name';
  if (rules.trump === 'concealed' && !trumpCard) return 'choose';
  return 'play';
}

/** What the seat that decides does now, in words ("Seat 1 to set a card face down"). */
const PHASE_WORDS = {
  bid: 'bid', name: 'name trumps', choose: 'set a card face down', play: 'play', kot: 'play on or stop',
};

/** The seat that decides now (the bidder while bidding, else the service's `next_player`). */
function cpActor() {
  const { rules, dealt, bids, answer } = state.cp;
  const phase = cpPhase();
  if (phase === 'kot') return answer.tricks[6].winner;
  return phase === 'bid' ? (dealt.caller + bids.length) % rules.players : answer.next_player;
}

/** Shows the page as `seat` sees it (hot seat: the device is handed to the seat to play). */
async function cpView(seat) {
  await attempt(async () => {
    $('viewer').value = seat === null ? '' : String(seat);
    state.cp.viewer = seat;
    await cpResolve(state.cp.plays);
    say(seat === null ? 'The arbiter\u2019s view: every hand.'
      : `Seat ${seat}\u2019s view: only what seat ${seat} may know.${cpPhase() !== 'over' ? ` Seat ${cpActor()} to ${PHASE_WORDS[cpPhase()]}.` : ''}`);
    cpFocus();
  });
}

/** A refused decision: the service's violation, said in the status region. */
function cpRefused(answer) {
  const v = answer.violations[0];
  say(`Refused (${v.code}): ${sentence(v.message)}`, 'refused');
}

async function cpNameTrumps(suit, byBot) {
  await attempt(async () => {
    state.cp.trump = suit;
    const answer = await cpResolve(state.cp.plays);
    if (!answer.valid) {
      state.cp.trump = null;
      cpRefused(answer);
      return;
    }
    say(`Seat ${state.cp.dealt.caller} names ${SUIT_NAMES[suit]} trumps and leads.`);
    cpFocus(byBot);
  });
}

async function cpCallRedeal() {
  await attempt(async () => {
    state.cp.redeal = true;
    const answer = await cpResolve([]);
    if (!answer.valid) {
      state.cp.redeal = false;
      cpRefused(answer);
      return;
    }
    say('The caller calls a redeal.');
  });
}

/** A bid (`null`: a pass); the last one sends the whole list to the service. */
async function cpBid(bid) {
  await attempt(async () => {
    const seat = cpActor();
    state.cp.bids.push(bid);
    const answer = await cpResolve(state.cp.plays);
    if (!answer.valid) {
      state.cp.bids.pop();
      cpRender();
      cpRefused(answer);
      return;
    }
    let text = `Seat ${seat} ${bid === null ? 'passes' : `bids ${plural(bid, 'trick')}`}.`;
    if (answer.complete) text += ' Everybody passed: the deal is redealt by the same dealer.';
    else if (cpBidsDone()) text += ` Seat ${answer.chooser} bid highest (${answer.bid}): it sets a card face down, whose suit is trumps, and leads.`;
    else text += ` Seat ${cpActor()} to bid.`;
    say(text);
    cpFocus();
  });
}

/** The chooser sets a card face down; the service judges it. */
async function cpSetTrumpCard(card) {
  await attempt(async () => {
    const seat = cpActor();
    state.cp.trumpCard = card;
    const answer = await cpResolve(state.cp.plays);
    if (!answer.valid) {
      state.cp.trumpCard = null;
      cpRender();
      cpRefused(answer);
      return;
    }
    // Said without the card: the status stays on screen when the page is handed over.
    say(`Seat ${seat} sets a card face down: its suit is trumps, concealed from the others. Seat ${answer.next_player} leads.`);
    cpFocus();
  });
}

/** After a kot: the party stops there, and the deal is over as it stands. */
function cpStopAtKot(byBot) {
  const seat = cpActor();
  cpStop();
  state.cp.kotStopped = true;
  state.cp.hint = null;
  cpRender();
  say(`Seat ${seat}\u2019s party stops at the kot: the deal is over; the result is below.`);
  cpFocus(byBot);
}

/** Dabba Rang's kat lagana: the player to move, unable to follow, asks for trumps. */
async function cpReveal() {
  await attempt(async () => {
    const seat = state.cp.answer.next_player;
    const answer = await cpResolve([...state.cp.plays, 'reveal']);
    if (!answer.valid) {
      cpRefused(answer);
      return;
    }
    say(`Seat ${seat} asks for trumps: seat ${answer.chooser} shows the ${cardName(answer.trump_card)}; ${
      SUIT_NAMES[answer.trump]} are trumps, and seat ${seat} must play one if able.`);
    cpFocus();
  });
}

async function cpPlay(card, byBot) {
  if (cpPhase() === 'choose') {
    await cpSetTrumpCard(card);
    return;
  }
  await attempt(async () => {
    const before = state.cp.answer;
    const player = cpActor();
    const playingOn = cpPhase() === 'kot';
    const answer = await cpResolve([...state.cp.plays, card]);
    if (!answer.valid) {
      cpRefused(answer);
      return;
    }
    const done = answer.tricks.filter((t) => t.winner !== undefined);
    const wasDone = before.tricks.filter((t) => t.winner !== undefined).length;
    let text = `${playingOn ? `Playing on for a bavney (every trick to party ${party(player)}): ` : ''}Seat ${player} plays the ${cardName(card)}.`;
    if (done.length > wasDone) {
      const trick = done[done.length - 1];
      text += ` Trick ${trick.trick} goes to seat ${trick.winner} with the ${cardName(trick.winning_card)}.`;
      if (trick.collected) text += ` Party ${trick.collected.party} collects ${plural(trick.collected.tricks, 'trick')} from the heap.`;
    }
    if (answer.revealed && !before.revealed) {
      text += answer.trump ? ` Trumps are known now: ${SUIT_NAMES[answer.trump]}${
        answer.revealed.by === 'inference' ? ', the one suit consistent with every trick\u2019s winner' : ''}.` : '';
    }
    if (answer.complete) text += ` The deal is over: ${answer.result.kind === 'redeal' ? 'a redeal' : `${cpWinnerName(answer.result.winner, true)} wins`}; the result is below.`;
    else text += ` Seat ${answer.next_player} to play.`;
    say(text);
    cpFocus(byBot);
  });
}

/**
 * Keyboard play: after each decision, focus goes where the next one is made; after a bot's,
 * only if the person's focus is nowhere (a bot box or the seed being changed keeps it).
 */
function cpFocus(byBot) {
  if (byBot && !focusFree()) return;
  // The redeal is offered, never focused: a card or a suit is the usual decision.
  const target = document.querySelector('#cp-trumps button:not(#cp-redeal), #cp-seats .to-play button.legal')
    || (state.cp.answer && state.cp.answer.complete ? $('cp-next') : null);
  if (target) target.focus();
}

/** A party by its seats ("party 0 (seats 0 and 2)"), or a seat where each plays alone. */
function cpWinnerName(winner, lower) {
  const n = state.cp.rules.players;
  const name = n === 4 ? `Party ${winner} (seats ${winner} and ${winner + 2})` : `Seat ${winner}`;
  return lower ? name[0].toLowerCase() + name.slice(1) : name;
}

/** The result in words: who won the deal, how, what it scores, who deals next. */
function cpResultText(answer) {
  const { rules, dealt } = state.cp;
  const r = answer.result;
  const next = `Next dealer: seat ${answer.next_dealer}; next caller: seat ${answer.next_caller}.`;
  if (r.kind === 'redeal') {
    return `A redeal: ${rules.bidding ? 'everybody passed, so ' : ''}the deal is called off and nobody scores. ${next}`;
  }
  const n = rules.players;
  const w = r.winner;
  const unit = n === 4 ? 'party' : 'seat';
  const total = dealt.hands[0].length;
  const played = answer.tricks.length;
  const won = answer.tricks_won;
  // "7 tricks to 3" between two parties; with three seats, each other seat by name.
  const others = won.map((t, i) => [i, t]).filter(([i]) => i !== w);
  const score = others.length === 1 ? `${plural(won[w], 'trick')} to ${others[0][1]}`
    : `${plural(won[w], 'trick')} (${others.map(([i, t]) => `seat ${i} took ${t}`).join(', ')})`;
  const left = total - played;
  const heap = rules.collect === 'heap';
  let how;
  if (r.kind === 'kot') {
    if (heap && rules.count === 'tens') how = 'wins a kot: all four tens';
    else if (heap) how = `wins a kot: all ${total} tricks collected by the caller\u2019s party`;
    else how = 'wins a kot: the first seven tricks';
  } else if (r.kind === 'bavney') {
    how = `wins a bavney: all ${total} tricks, having played on after a kot`;
  } else if (r.kind === 'goon-kot') {
    how = `wins a goon-kot: all ${total} tricks collected against the caller`;
  } else if (heap && rules.count === 'tens') {
    const tens = answer.tens_won || [];
    how = `wins the deal with ${tens[w]} of the four tens${tens[w] === 2 ? (rules.tens_tie === 'non-dealer'
      ? ', as the party that did not deal' : ', as the party with seven or more tricks') : ''} (tricks collected: ${score})`;
  } else if (heap) {
    how = `wins the deal, collecting ${score}`;
  } else {
    how = `wins the deal with ${score}`;
  }
  const notPlayed = `the last ${left === 1 ? 'one is' : `${left} are`} not played`;
  if (r.kind === 'win' && rules.bidding) {
    how = party(answer.chooser) === w
      ? `wins the deal: seat ${answer.chooser} bid ${answer.bid} and the party collected ${score}`
      : `wins the deal against seat ${answer.chooser}\u2019s bid of ${answer.bid}, collecting ${score}: more than the ${total - answer.bid} the bid leaves`;
    if (left > 0) how += `; that decides it, so ${notPlayed}`;
  } else if (r.kind === 'win' && !heap && left > 0) {
    how += n === 4
      ? `: seven tricks decide it, so ${notPlayed}`
      : `: nobody can catch up in the ${left === 1 ? 'trick' : `${left} tricks`} left, so ${left === 1 ? 'it is' : 'they are'} not played`;
  } else if (r.kind === 'kot' && !heap && left > 0) {
    how += cpPhase() === 'kot' ? `; party ${w} may play on for a bavney (every trick) or stop here` : `; ${notPlayed}`;
  }
  const caller = !r.against_caller ? '' : rules.bidding ? ` The bidder, seat ${answer.chooser}, is on the losing side.`
    : ` The caller, seat ${dealt.caller}, is on the losing side.`;
  let points;
  if (rules.scoring.kind === 'sars') {
    points = `Points, each seat scoring the tricks it collected${rules.dummy ? ' (the dummy\u2019s go to its partner)' : ''}: ${
      r.points.map((p, seat) => `seat ${seat} scores ${p}`).join(', ')}.`;
  } else if (rules.scoring.kind === 'kots' && r.points.every((p) => p === 0)) {
    points = `Points: none; under kots scoring a plain win scores nothing at once${
      rules.scoring.streak ? ` (${rules.scoring.streak} plain wins in a row make a kot)` : ''}.`;
  } else {
    points = `Points: ${r.points.map((p, i) => `${unit} ${i} scores ${p}`).join(', ')}.`;
  }
  return `${cpWinnerName(w)} ${how}.${caller} ${points} ${next}`;
}

const party = (seat) => (state.cp.rules.players === 4 ? seat % 2 : seat);
const suitText = (s) => `${SUIT_SYMBOLS[s]} ${SUIT_NAMES[s]}`;

/** Trumps as the page's view knows them: named, concealed (and the suits still possible), or not yet. */
function cpTrumpText(answer) {
  const { rules, viewer, trumpCard } = state.cp;
  if (rules.trump !== 'concealed') return answer.trump ? suitText(answer.trump) : 'none yet';
  if (!trumpCard) return 'not chosen yet';
  const r = answer.revealed;
  if (r) {
    const how = { inference: 'inferred from the tricks\u2019 winners', request: `shown at seat ${r.player}\u2019s request`, necessity: 'shown by necessity' }[r.by];
    return `${suitText(answer.trump)}, known since trick ${r.trick} (${how})`;
  }
  if (!answer.trump) {
    const left = answer.trump_candidates;
    return `concealed${left ? ` (still possible: ${left.map(suitText).join(', ')})` : ''}`;
  }
  // The arbiter and the chooser know them before the others do.
  return `${suitText(answer.trump)}, concealed from ${viewer === null ? 'the players' : 'the others'} (face down: the ${cardName(answer.trump_card)})`;
}

/** A card seen from behind: it says nothing but that it is there. */
const cardBack = () => el('span', { className: 'card-back', 'aria-hidden': 'true' });

/** The seat that makes `actor`'s decision: itself, or for Dummy Rang's dummy its partner. */
function cpDecider(actor) {
  const { rules, dealt } = state.cp;
  return rules.dummy && actor === (dealt.caller + 2) % rules.players ? dealt.caller : actor;
}

/**
 * The decision panel: naming trumps, bidding, the face-down card, or handing the page over.
 * Nothing while a bot decides: the bar says it is thinking.
 */
function cpDecision(phase, actor, acting, bot) {
  const { rules, dealt, answer, viewer, bids, hint } = state.cp;
  const panel = $('cp-trumps');
  panel.dataset.phase = phase;
  const what = PHASE_WORDS[phase];
  let children = [];
  if (phase === 'over' || bot || (phase === 'play' && acting)) {
    children = [];
  } else if (phase === 'kot' && acting) {
    children = [
      el('h3', {}, `Party ${party(actor)} made a kot`),
      el('p', {}, `Seat ${actor} may play on for a bavney, every trick: lead a card from its hand. Losing a trick ends the deal then. Or stop at the kot.`),
      el('button', {
        type: 'button', id: 'cp-stop', className: hint && hint.decision.kind === 'stop' ? 'hinted' : '', onclick: () => cpStopAtKot(),
      }, 'Stop at the kot'),
    ];
  } else if (!acting) {
    // Hot seat: the page shows one seat's view at a time; the seat to act takes it over.
    const to = cpDecider(actor);
    children = [
      el('h3', {}, `Seat ${actor} to ${what}`),
      el('p', {}, `This is seat ${viewer}\u2019s view. Hand the page to seat ${to}${to === actor ? '' : `, who plays the dummy\u2019s cards`}: it then shows seat ${to}\u2019s view only.`),
      el('button', { type: 'button', id: 'cp-handover', 'data-seat': to, onclick: () => cpView(to) }, `Hand over to seat ${to}`),
    ];
  } else if (phase === 'name') {
    const five = viewer === null ? dealt.first_five[dealt.caller] : answer.hand;
    children = [
      el('h3', {}, `Seat ${dealt.caller} names trumps`),
      el('p', {}, 'Having seen the first five: ', el('span', { className: 'cards' }, sortHand(five).map(cardImage))),
      el('div', { className: 'buttons', role: 'group', 'aria-label': 'Trumps' },
        ['s', 'h', 'd', 'c'].map((s) => el('button', {
          type: 'button', className: `suit suit-${s}${hint && hint.decision.suit === s ? ' hinted' : ''}`,
          'data-suit': s, onclick: () => cpNameTrumps(s),
        }, suitText(s)))),
      dealt.redeal.caller_may
        ? el('button', {
          type: 'button', id: 'cp-redeal', className: hint && hint.decision.kind === 'redeal' ? 'hinted' : '', onclick: cpCallRedeal,
        }, 'Call a redeal') : null,
    ];
  } else if (phase === 'bid') {
    const { min } = rules.bidding;
    const made = bids.filter((b) => b !== null);
    // The service judges the whole list at the end; the page offers only bids above the last.
    const lowest = Math.max(min, ...made.map((b) => b + 1));
    const choices = Array.from({ length: Math.max(0, 14 - lowest) }, (_, i) => lowest + i);
    children = [
      el('h3', {}, `Seat ${actor} bids`),
      el('p', {}, bids.length
        ? `So far: ${bids.map((b, i) => `seat ${(dealt.caller + i) % rules.players} ${b === null ? 'passed' : `bid ${b}`}`).join(', ')}.`
        : `A bid is the number of tricks (${min} to 13) that the bidder\u2019s party will collect; the highest bidder sets trumps face down and leads.`),
      el('div', { className: 'buttons', role: 'group', 'aria-label': 'Bids' },
        el('button', { type: 'button', 'data-bid': 'pass', onclick: () => cpBid(null) }, 'Pass'),
        choices.map((b) => el('button', { type: 'button', 'data-bid': b, onclick: () => cpBid(b), 'aria-label': `Bid ${b} tricks` }, String(b)))),
    ];
  } else {
    children = [
      el('h3', {}, `Seat ${actor} sets a card face down`),
      el('p', {}, `Choose one of the highlighted cards of seat ${actor}\u2019s hand${rules.bidding ? '' : ' (of the first five)'}: its suit is trumps, concealed from the others until ${
        rules.reveal === 'inferred' ? 'the tricks\u2019 winners leave one suit possible' : 'a player of the other party who cannot follow asks for them'}.`),
      // The caller may call a redeal instead, where the rules allow it (Trup kasiet: no
      // king, queen or jack in the first five); POST /deals says whether.
      !rules.bidding && actor === dealt.caller && dealt.redeal.caller_may
        ? el('p', {}, `Or, as the first five hold no ${rules.redeal.without === 'kqj' ? 'king, queen or jack' : 'ace, king, queen or jack'}: `,
          el('button', { type: 'button', id: 'cp-redeal', onclick: cpCallRedeal }, 'Call a redeal')) : null,
    ];
  }
  panel.hidden = children.length === 0;
  panel.replaceChildren(...children.filter(Boolean));
}

function cpRender() {
  const { rules, dealt, answer, viewer, bids } = state.cp;
  const phase = cpPhase();
  const actor = phase === 'over' ? null : cpActor();
  const bot = actor !== null && cpIsBot(actor);
  const acting = actor !== null && !bot && cpControls(actor);
  const n = rules.players;
  const won = answer.tricks_won.map((t, i) => `${n === 4 ? 'party' : 'seat'} ${i}: ${t}`);
  let info = `${rules.preset}, seed \u201c${dealt.seed}\u201d. Dealer seat ${dealt.dealer}, caller seat ${dealt.caller}. `
    + `${viewer === null ? 'The arbiter\u2019s view: every hand.' : `Seat ${viewer}\u2019s view: its own hand, the others face down.`} `
    + `Trumps: ${cpTrumpText(answer)}. Tricks won: ${won.join(', ')}.`;
  if (rules.bidding && cpBidsDone() && answer.chooser !== undefined) {
    info += ` Bids: ${bids.map((b, i) => `seat ${(dealt.caller + i) % n} ${b === null ? 'passed' : `bid ${b}`}`).join(', ')}; seat ${answer.chooser}\u2019s party must collect ${answer.bid}.`;
  }
  if (rules.collect === 'heap' || rules.unrevealed === 'heap') info += ` Heap: ${plural(answer.heap, 'trick')}.`;
  if (answer.tens_won) info += ` Tens won: ${answer.tens_won.join(', ')}.`;
  $('cp-info').textContent = info;
  cpDecision(phase, actor, acting, bot);

  // The trick on the table, and where the last one went.
  const tricks = answer.tricks;
  const open = tricks.length && tricks[tricks.length - 1].winner === undefined ? tricks[tricks.length - 1] : null;
  const last = [...tricks].reverse().find((t) => t.winner !== undefined);
  // Until the next lead, the trick just won stays on the table with its winner marked.
  const shown = open || last;
  $('cp-trick').replaceChildren(shown
    ? el('ul', { className: `plays${open ? '' : ' taken'}`, 'aria-label': `Trick ${shown.trick}` },
      shown.plays.map((p) => el('li', { className: !open && p.player === shown.winner ? 'winner' : '' },
        `seat ${p.player}: `, cardImage(p.card), !open && p.player === shown.winner ? ' takes it' : '')))
    : el('p', {}, 'No card on the table.'));
  const onHeap = (t) => rules.collect === 'heap' || (rules.unrevealed === 'heap' && !t.trump_known);
  $('cp-last').textContent = last
    ? `Trick ${last.trick} went to seat ${last.winner} (${n === 4 ? `party ${party(last.winner)}` : 'their pile'}) with the ${cardName(last.winning_card)}${
      last.collected ? `; party ${last.collected.party} collected ${plural(last.collected.tricks, 'trick')} from the heap` : (onHeap(last) ? '; it waits on the heap' : '')}.`
    : '';

  // The seats: the hand of the player to move is buttons, legal cards highlighted. In a
  // seat's view, only that seat's hand (and the dummy's) is face up, from the view itself.
  const wonBySeat = Array(n).fill(0);
  const playedBy = Array(n).fill(0);
  const played = new Set();
  for (const t of tricks) {
    // A trick that goes on the heap is nobody's until collected; its collector then takes
    // every trick collected (Double Sar, and Dabba Rang's tricks before the reveal).
    if (t.winner !== undefined) wonBySeat[t.winner] += t.collected ? t.collected.tricks : (onHeap(t) ? 0 : 1);
    for (const p of t.plays) { playedBy[p.player] += 1; played.add(p.card); }
  }
  // After a kot any card of the leader's may lead the eighth trick.
  const kotLead = () => (viewer === null ? dealt.hands[actor].filter((c) => !played.has(c)) : answer.hand);
  const legal = new Set(!acting ? [] : phase === 'kot' ? kotLead()
    : phase === 'play' || phase === 'choose' ? answer.legal_cards || [] : []);
  const dummy = rules.dummy ? (dealt.caller + 2) % n : null;
  const chooser = answer.chooser;
  const faceDown = Boolean(state.cp.trumpCard) && !answer.revealed;
  const aside = (seat) => (faceDown && seat === chooser ? 1 : 0);
  // Everybody has been dealt as many cards as the viewer (five each before trumps in Trup kasiet).
  const dealtNow = viewer === null ? 0 : answer.hand.length + playedBy[viewer] + aside(viewer);
  $('cp-seats').replaceChildren(...dealt.hands.map((hand, seat) => {
    const toPlay = seat === actor;
    const mine = toPlay && acting && (phase === 'play' || phase === 'choose' || phase === 'kot');
    const tags = [cpIsBot(seat) && 'bot', seat === dealt.dealer && 'dealer', seat === dealt.caller && 'caller',
      seat === chooser && rules.bidding && 'bidder', seat === dummy && 'dummy', seat === viewer && 'viewing',
      toPlay && `to ${PHASE_WORDS[phase]}`].filter(Boolean);
    let cards = null;
    if (viewer === null) cards = hand.filter((c) => !played.has(c) && !(aside(seat) && c === answer.trump_card));
    else if (seat === viewer) cards = answer.hand;
    else if (seat === dummy) cards = answer.dummy_hand;
    const heading = `Seat ${seat}${n === 4 ? ` (party ${party(seat)})` : ''}`;
    let handNode;
    if (cards === null) {
      const count = dealtNow - playedBy[seat] - aside(seat);
      handNode = el('div', { className: 'hand backs', role: 'img', 'aria-label': `Seat ${seat}'s hand: ${plural(count, 'card')}, face down` },
        Array.from({ length: count }, cardBack));
    } else {
      handNode = el('div', {
        className: 'hand', role: 'group',
        'aria-label': mine ? `Seat ${seat}'s hand, ${legal.size} legal` : `Seat ${seat}'s hand`,
      }, sortHand(cards, answer.trump).map((card) => (mine
        ? cardButton(card, {
          className: `card suit-${card[1]}${legal.has(card) ? ' legal' : ' illegal'}${
            state.cp.hint && state.cp.hint.decision.card === card ? ' hinted' : ''}`,
          'aria-describedby': legal.has(card) ? 'legal-hint' : null,
          onclick: () => cpPlay(card),
        })
        : cardImage(card))));
    }
    // The face-down card: seen by the arbiter and the chooser, a card back to the others.
    const hidden = aside(seat) ? el('p', { className: 'pile' }, 'Face down (its suit is trumps): ',
      answer.trump_card ? cardImage(answer.trump_card) : cardBack()) : null;
    return el('section', {
      className: `seat${toPlay ? ' to-play' : ''}`, 'data-seat': seat, 'aria-label': heading,
    },
    el('h3', {}, heading, tags.length ? el('span', { className: 'tags' }, ` ${tags.join(', ')}`) : null),
    el('p', { className: 'pile' }, `Tricks taken: ${wonBySeat[seat]}`),
    handNode, hidden,
    mine && state.cp.canReveal
      ? el('button', { type: 'button', id: 'cp-reveal', onclick: cpReveal }, 'Ask for trumps (kat lagana)') : null);
  }));

  $('cp-tricks').replaceChildren(...tricks.filter((t) => t.winner !== undefined).map((t) =>
    el('li', { 'data-winner': t.winner },
      `Trick ${t.trick}, led by seat ${t.leader}: `,
      el('span', { className: 'cards' }, t.plays.map((p) => cardImage(p.card))),
      ` won by seat ${t.winner}${t.trump_set ? `; ${SUIT_NAMES[t.trump_set]} became trumps` : ''}${
        t.trump_known === false ? ` (trumps still concealed${
          rules.before_reveal === 'suit-led-wins' ? ': no card cuts, the suit led wins' : ''})` : ''}${
        t.collected ? `; party ${t.collected.party} collects ${plural(t.collected.tricks, 'trick')} from the heap` : ''}.`)));

  const result = $('cp-result');
  result.hidden = !answer.complete;
  if (answer.complete) {
    $('cp-result-text').textContent = cpResultText(answer);
    result.dataset.points = JSON.stringify(answer.result.points);
    result.dataset.nextDealer = answer.next_dealer;
    result.dataset.kind = answer.result.kind;
  }
  cpAdviceShown();
  cpBotTurn();
}

// ---------------------------------------------------------------- bots and hints

/**
 * The presets whose trump call (or redeal), card play and playing on `deals/advise` covers (the service refuses the
 * others' decisions with NOT_ANALYSABLE), as the service's list of presets says (`advised`): bots and hints work
 * there only.
 */
const cpAdvisedPresets = () => state.presets['court-piece'].filter((p) => p.advised).map((p) => p.preset);
/** The most worlds one piece of advice samples: `?samples=N` in the address, else the service's default. */
const ADVICE_SAMPLES = Number(new URLSearchParams(location.search).get('samples')) || null;
/** A bot's decision lands no sooner than this after its turn came, so that a person sees each card. */
const BOT_PACE_MS = 500;

const pause = (ms) => new Promise((done) => { setTimeout(done, ms); });
/** Whether the person's focus is on nothing (or on `control`), so that the page may move it. */
const focusFree = (control) => [null, document.body, control].includes(document.activeElement);
/** Whether the advice covers the deal in play. */
const cpAdvised = () => cpAdvisedPresets().includes(state.cp.rules.preset);
/** Whether the service plays `seat`: its box is ticked and the advice covers the deal. */
const cpIsBot = (seat) => cpAdvised() && Boolean($('bots').querySelector(`input[value="${seat}"]:checked`));

/** One bot box per seat of the preset, kept ticked across presets; disabled where the advice does not reach. */
function cpFillBots(rules) {
  const box = $('bots');
  const ticked = new Set([...box.querySelectorAll('input:checked')].map((input) => input.value));
  const advised = cpAdvisedPresets().includes(rules.preset);
  box.replaceChildren(...Array.from({ length: rules.players }, (_, seat) => el('label', {},
    el('input', { type: 'checkbox', name: 'bot', value: seat, checked: ticked.has(String(seat)), disabled: !advised }),
    ` seat ${seat}`)));
  $('bots-note').textContent = advised ? ''
    : `The service plays (and hints) only the trump call (or a redeal on the first five), the cards and playing on after a kot of ${list(cpAdvisedPresets())}.`;
}

/** A bot box changed during a deal: advice asked for a seat that changed hands is dropped. */
function cpBotsChanged() {
  const { thinking } = state.cp;
  if (thinking && thinking.bot !== cpIsBot(thinking.seat)) cpStop();
  state.cp.botStopped = false;
  cpRender();
}

/** Aborts the advice in flight, if any: the service stops its work when the request goes. */
function cpStop() {
  const cp = state.cp;
  if (!cp || !cp.thinking) return;
  const { controller } = cp.thinking;
  cp.thinking = null;
  controller.abort();
  cpAdviceShown();
}

/**
 * Asks `deals/advise` for the decision of `seat` (the bot's or the hint's) from that seat's
 * view only, the page's one request in flight ("Seat N is thinking…"). Answers `null` when it
 * was aborted (the deal or the view changed since) or refused (said in the status region).
 */
async function cpAdvise(seat, bot) {
  const cp = state.cp;
  const thinking = { seat, bot, controller: new AbortController() };
  cp.thinking = thinking;
  cpAdviceShown();
  try {
    const body = { ...cpRequest(cp.plays), view: cpDecider(seat) };
    if (ADVICE_SAMPLES) body.samples = ADVICE_SAMPLES;
    const [advice] = await Promise.all([
      api('court-piece/deals/advise', body, thinking.controller.signal), bot ? pause(BOT_PACE_MS) : null,
    ]);
    return cp.thinking === thinking ? advice : null;
  } catch (error) {
    if (cp.thinking !== thinking) return null;
    if (bot) cp.botStopped = true;
    say(bot ? `Seat ${seat} (a bot) stops: ${error.message}` : `No hint for seat ${seat}: ${error.message}`, 'refused');
    return null;
  } finally {
    if (cp.thinking === thinking) {
      cp.thinking = null;
      cpAdviceShown();
    }
  }
}

/** A bot's turn: its decision, asked from its own view, is made as a click would make it. */
async function cpBotTurn() {
  const { thinking, botStopped } = state.cp;
  const phase = cpPhase();
  if (thinking || botStopped || $('court-piece').hidden || !['name', 'play', 'kot'].includes(phase) || !cpIsBot(cpActor())) return;
  const advice = await cpAdvise(cpActor(), true);
  if (!advice) return;
  if (advice.decision.kind === 'trump') await cpNameTrumps(advice.decision.suit, true);
  else if (advice.decision.kind === 'stop') cpStopAtKot(true);
  else if (advice.decision.kind === 'redeal') await cpCallRedeal();
  else await cpPlay(advice.decision.card, true);
}

/** The hint: the advised decision for the seat to act, marked on its card or suit and said with its value. */
async function cpHint() {
  const advice = await cpAdvise(cpActor(), false);
  if (!advice) return;
  state.cp.hint = advice;
  cpRender();
  say(cpHintText(advice));
  const marked = document.querySelector('#cp-trumps .hinted, #cp-seats .to-play .hinted');
  if (marked && focusFree($('cp-hint'))) marked.focus();
}

/** What an advised value says, in the unit of its `value_of`: "6.4 of 13 tricks expected" for
 * the trump call, "+0.42 points expected" (kots under kots scoring: the deal's points to the
 * party less the other's) for a card. */
function cpValueText(valueOf, value, ci) {
  if (valueOf === 'tricks') {
    return `${value.toFixed(1)} of 13 tricks expected for party PARTY (${ci[0].toFixed(1)}\u2013${ci[1].toFixed(1)} at 95 %)`;
  }
  const unit = state.cp.rules.scoring.kind === 'kots' ? 'kots' : 'points';
  const signed = (v) => `${v > 0 ? '+' : v < 0 ? '\u2212' : ''}${Math.abs(v).toFixed(2)}`;
  return `${signed(value)} ${unit} expected for party PARTY, less the other party\u2019s (${signed(ci[0])} to ${signed(ci[1])} at 95 %)`;
}

/** "Hint for seat 0: play the queen of hearts, +0.42 points expected for party 0 (…)". */
function cpHintText(advice) {
  const { decision, options, samples } = advice;
  const what = decision.kind === 'trump' ? `name ${SUIT_NAMES[decision.suit]} trumps`
    : decision.kind === 'stop' ? 'stop at the kot'
      : decision.kind === 'redeal' ? 'call a redeal'
      : `${cpPhase() === 'kot' ? 'play on for a bavney, leading' : 'play'} the ${cardName(decision.card)}`;
  const { value, value_ci95: ci } = options[0];
  if (value === null) return `Hint for seat ${advice.seat}: ${what}, the only legal card`;
  const worth = cpValueText(advice.value_of, value, ci).replace('PARTY', party(advice.seat));
  const sampled = plural(samples, 'sampled world');
  if (decision.kind === 'redeal') {
    // The redeal's value is a fresh deal's (the service's table of solved fresh deals), the
    // suits' the sampled worlds'.
    const kept = options.find((o) => o.decision.kind === 'trump');
    return `Hint for seat ${advice.seat}: ${what}: a fresh deal, ${worth}, `
      + `is worth more than the best suit of these five, ${SUIT_NAMES[kept.decision.suit]}, ${kept.value.toFixed(1)} tricks from ${sampled}`;
  }
  return `Hint for seat ${advice.seat}: ${what}, ${worth}, from ${sampled}`;
}

/** The hint button (for a decision the page makes, where the advice covers it) and who is thinking. */
function cpAdviceShown() {
  const { thinking } = state.cp;
  const phase = cpPhase();
  const actor = ['name', 'play', 'kot'].includes(phase) ? cpActor() : null;
  const may = actor !== null && cpAdvised() && !cpIsBot(actor) && cpControls(actor);
  const button = $('cp-hint');
  button.disabled = !may || Boolean(thinking);
  button.textContent = may ? `Hint for seat ${actor}` : 'Hint';
  $('cp-thinking').textContent = thinking ? `Seat ${thinking.seat} is thinking\u2026` : '';
}

async function cpNext() {
  const { dealt, answer } = state.cp;
  $('seed').value = `${dealt.seed}+`;
  $('dealer').value = String(answer.next_dealer);
  await deal();
}
