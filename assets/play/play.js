// The Hakam playground: plain JavaScript over the public API, nothing else. The page keeps
// only what a client of the stateless service keeps (the deal and the decisions made so far)
// and asks the service for everything else: whose turn, which cards are legal, who won.
'use strict';

const API = '../v1/';
const SUIT_NAMES = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };
const SUIT_SYMBOLS = { s: '\u2660', h: '\u2665', d: '\u2666', c: '\u2663' };
const RANK_NAMES = {
  A: 'ace', K: 'king', Q: 'queen', J: 'jack', T: 'ten', 9: 'nine', 8: 'eight', 7: 'seven',
  6: 'six', 5: 'five', 4: 'four', 3: 'three', 2: 'two',
};
/** Presets the page cannot play: their decisions have no controls here. */
const UNSUPPORTED = {
  'hokm-2': 'The two-player exchange with the stock has no controls here; play it through the API.',
};
/** One line on what each preset is (the rules pages, `/rules/<family>`, say the rest). */
const PRESET_NOTES = {
  'court-piece': 'Court piece: four players in two parties; the caller names trumps after the first five cards; seven tricks win the deal; kots scoring (a kot is the first seven tricks).',
  hokm: 'Hokm, as played in Iran: four players in two parties; the caller names trumps after the first five; seven tricks win; 1 point a win, 2 a kot, 3 a kot against the caller, 7 points the game.',
  troefcall: 'Troefcall, as played in Suriname and the Netherlands: Court piece in which a caller whose whole hand has no ace, king, queen or jack may call a redeal; 2 points a win, 5 a kot, 15 a bavney.',
  satat: 'Satat: Court piece in which the 2\u2665 need not follow suit, the caller may call a redeal on a first five without a king, queen or jack, and the losers of a kot pass cards in the next deal.',
  'double-sar': 'Double Sar: tricks go onto a heap, which a player collects by winning two tricks in a row (from the third trick); all thirteen tricks are played; kots scoring.',
  'dehla-pakad': 'Dehla Pakad: the heap of Double Sar, but the tens in the collected tricks decide the deal (two each: the party that did not deal wins).',
  'be-ranga': 'Be-ranga: nobody names trumps; the first card played by a player who cannot follow suit sets them; tricks go onto a heap as in Double Sar.',
  'dummy-rang': 'Dummy Rang: the caller\u2019s partner lays the hand down and the caller plays both; tricks go onto a heap; each player scores the tricks they collect, 104 points the game.',
  'hokm-3': 'Hokm for three: the 2\u2663 is taken out, seventeen cards each, every player for themselves; most tricks win; 1 point a win, 2 a kot, 3 a kot against the caller.',
  'trup-kasiet': 'Trup kasiet: Satat with trumps set face down: the caller lays one card of the first five aside, and its suit is trumps; the players learn it when only one suit fits every trick\u2019s winner.',
  'dabba-rang': 'Dabba Rang: everyone bids for tricks (7 to 13) or passes; the highest bidder sets a card face down as trumps and leads; a player of the other party who cannot follow may ask for trumps; the bidder\u2019s party must collect the bid.',
  'hokm-2': 'Hokm for two players: five cards each, the rest of each hand built from the stock before play.',
  'chor-voli': 'Chor Voli: four players, thirteen cards each, up to four combinations of three shown in four showdowns; everyone antes 1 chip, each showdown pays 1 from the pool; four of a kind wins the deal at once.',
  'ramchi-3': 'Ramchi for three: seventeen cards each and one face up, up to five combinations, Ramchi runs (3-2-A and 5-3-2 high); the winner of showdown k is paid k chips by each other player.',
  'ramchi-3-pool': 'Ramchi for three with a pool: as ramchi-3, but everyone antes 5 chips and showdown k pays k from the pool; four of a kind wins the deal at once.',
  'ramchi-4': 'Ramchi for four: thirteen cards each, up to four combinations, Ramchi runs; everyone antes 5 chips, the showdowns pay 2, 4, 6 and 8 from the pool; four of a kind wins at once.',
};

const $ = (id) => document.getElementById(id);

/** An element with attributes (`on*` functions become listeners) and children. */
function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (key === 'className') node.className = value;
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

const cardName = (card) => `${RANK_NAMES[card[0]]} of ${SUIT_NAMES[card[1]]}`;
const cardFace = (card) => `${card[0] === 'T' ? '10' : card[0]}${SUIT_SYMBOLS[card[1]]}`;
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
const list = (items) => items.length < 2 ? items.join('')
  : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
/** A message as a clause: without the final stop the service's Chor Voli messages carry. */
const clause = (text) => String(text).trim().replace(/\.$/, '');
/** A sentence ends with one full stop, added only when missing. */
const sentence = (text) => {
  const t = String(text).trim();
  return /[.!?\u2026]$/.test(t) ? t : `${t}.`;
};
/** Several messages in one sentence: "a; b; c." */
const clauses = (messages) => sentence(messages.map(clause).join('; '));
const signed = (n) => `${n > 0 ? '+' : ''}${n}`;
const chipCount = (n) => `${n} chip${Math.abs(n) === 1 ? '' : 's'}`;

const RANK_ORDER = 'AKQJT98765432';
/** Suits in the order players hold them: colours alternate, and trumps come first. */
const SUIT_ORDER = 'shcd';
function sortHand(cards, trump) {
  const at = trump ? SUIT_ORDER.indexOf(trump) : 0;
  const order = SUIT_ORDER.slice(at) + SUIT_ORDER.slice(0, at);
  return [...cards].sort((a, b) => order.indexOf(a[1]) - order.indexOf(b[1])
    || RANK_ORDER.indexOf(a[0]) - RANK_ORDER.indexOf(b[0]));
}

/** A card to look at: read as its name. */
function cardImage(card) {
  return el('span', { className: `card suit-${card[1]}`, role: 'img', 'aria-label': cardName(card), 'data-card': card },
    el('span', { 'aria-hidden': 'true' }, cardFace(card)));
}

/** A card to act on: a button named like the card. */
function cardButton(card, attrs) {
  return el('button', {
    type: 'button', className: `card suit-${card[1]}`, 'aria-label': cardName(card),
    'data-card': card, ...attrs,
  }, el('span', { 'aria-hidden': 'true' }, cardFace(card)));
}

class ApiError extends Error {
  constructor(problem) {
    const details = (problem.errors || []).map((e) => e.message);
    super(details.length ? clauses(details) : sentence(problem.detail || problem.title || 'request failed'));
    this.problem = problem;
  }
}

/** POST (or GET without a body) to the public API, same origin, relative to this page. */
async function api(path, body) {
  const init = body === undefined ? {} : {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  };
  const response = await fetch(API + path, init);
  const data = await response.json();
  if (!response.ok) throw new ApiError(data);
  return data;
}

function say(text, kind) {
  const message = $('message');
  message.textContent = sentence(text);
  message.className = `message ${kind || ''}`;
}

/** Runs an action, showing a refusal from the service instead of failing silently. */
async function attempt(action) {
  try {
    await action();
  } catch (error) {
    say(`The service refused: ${error.message}`, 'refused');
  }
}

const state = {
  family: 'court-piece',
  presets: { 'court-piece': [], 'chor-voli': [] },
  cp: null,
  cv: null,
};

const family = () => document.querySelector('input[name="family"]:checked').value;
const presetRules = () => state.presets[state.family].find((p) => p.preset === $('preset').value).rules;

// ---------------------------------------------------------------- setup

async function loadPresets() {
  const [cp, cv] = await Promise.all([api('court-piece/rules/presets'), api('chor-voli/rules/presets')]);
  state.presets['court-piece'] = cp;
  state.presets['chor-voli'] = cv;
  const wanted = new URLSearchParams(location.search).get('family');
  if (wanted === 'chor-voli' || wanted === 'court-piece') {
    document.querySelector(`input[name="family"][value="${wanted}"]`).checked = true;
  }
  fillPresets();
}

function fillPresets() {
  state.family = family();
  const select = $('preset');
  select.replaceChildren(...state.presets[state.family].map((p) =>
    el('option', { value: p.preset }, p.preset)));
  const wanted = new URLSearchParams(location.search).get('preset');
  if (wanted && state.presets[state.family].some((p) => p.preset === wanted)) select.value = wanted;
  else if (state.family === 'court-piece') select.value = 'hokm';
  presetChanged();
}

function presetChanged() {
  const rules = presetRules();
  const dealer = $('dealer');
  dealer.replaceChildren(el('option', { value: '' }, 'drawn from the seed'),
    ...Array.from({ length: rules.players }, (_, i) => el('option', { value: i }, `seat ${i}`)));
  // Court piece: the arbiter's answer (every hand), or one seat's view.
  const viewer = $('viewer');
  const was = viewer.value;
  viewer.replaceChildren(el('option', { value: '' }, 'the arbiter: every hand'),
    ...Array.from({ length: rules.players }, (_, i) => el('option', { value: i }, `seat ${i}: its view only`)));
  viewer.value = Number(was) < rules.players ? was : '';
  $('viewer-field').hidden = state.family !== 'court-piece';
  $('preset-note').textContent = [PRESET_NOTES[rules.preset], UNSUPPORTED[rules.preset]].filter(Boolean).join(' ');
  $('deal').disabled = Boolean(UNSUPPORTED[rules.preset]);
  const link = $('preset-rules');
  // The Court piece page has a section per preset; Chor Voli's presets share one.
  const anchor = state.family === 'court-piece' ? rules.preset : 'presets';
  link.href = `../rules/${state.family}#${anchor}`;
  link.setAttribute('aria-label', `rules of ${rules.preset}`);
}

async function deal(event) {
  if (event) event.preventDefault();
  const body = { rules: { preset: $('preset').value }, seed: $('seed').value };
  if ($('dealer').value !== '') body.dealer = Number($('dealer').value);
  await attempt(async () => {
    if (state.family === 'court-piece') await cpDeal(body);
    else await cvDeal(body);
  });
}

// ---------------------------------------------------------------- Court piece

async function cpDeal(body) {
  const dealt = await api('court-piece/deals', body);
  const rules = presetRules();
  state.cp = {
    rules, dealt, trump: null, redeal: false, plays: [], answer: null,
    // Concealed trumps: the bids made so far (sent once all are in), the face-down card.
    bids: [], trumpCard: null, canReveal: false, viewer: cpViewer(),
  };
  $('chor-voli').hidden = true;
  $('court-piece').hidden = false;
  $('cp-centre').hidden = false;
  await cpResolve([]);
  let first = '';
  if (rules.trump === 'called') first = ' and names trumps';
  else if (rules.bidding) first = ' and bids first';
  else if (rules.trump === 'concealed') first = ' and sets a card of the first five face down: its suit is trumps';
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

/** What the deal waits for: `bid`, `name` (trumps), `choose` (the face-down card), `play`, or `over`. */
function cpPhase() {
  const { rules, answer, trumpCard } = state.cp;
  if (answer.complete) return 'over';
  if (!cpBidsDone()) return 'bid';
  if (rules.trump === 'called' && !state.cp.trump) return 'name';
  if (rules.trump === 'concealed' && !trumpCard) return 'choose';
  return 'play';
}

/** The seat that decides now (the bidder while bidding, else the service's `next_player`). */
function cpActor() {
  const { rules, dealt, bids, answer } = state.cp;
  return cpPhase() === 'bid' ? (dealt.caller + bids.length) % rules.players : answer.next_player;
}

/** Shows the page as `seat` sees it (hot seat: the device is handed to the seat to play). */
async function cpView(seat) {
  await attempt(async () => {
    $('viewer').value = seat === null ? '' : String(seat);
    state.cp.viewer = seat;
    await cpResolve(state.cp.plays);
    say(seat === null ? 'The arbiter\u2019s view: every hand.'
      : `Seat ${seat}\u2019s view: only what seat ${seat} may know.${cpPhase() !== 'over' ? ` Seat ${cpActor()} to ${cpPhase() === 'bid' ? 'bid' : 'play'}.` : ''}`);
    cpFocus();
  });
}

/** A refused decision: the service's violation, said in the status region. */
function cpRefused(answer) {
  const v = answer.violations[0];
  say(`Refused (${v.code}): ${sentence(v.message)}`, 'refused');
}

async function cpNameTrumps(suit) {
  await attempt(async () => {
    state.cp.trump = suit;
    const answer = await cpResolve(state.cp.plays);
    if (!answer.valid) {
      state.cp.trump = null;
      cpRefused(answer);
      return;
    }
    say(`Seat ${state.cp.dealt.caller} names ${SUIT_NAMES[suit]} trumps and leads.`);
    cpFocus();
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

async function cpPlay(card) {
  if (cpPhase() === 'choose') {
    await cpSetTrumpCard(card);
    return;
  }
  await attempt(async () => {
    const before = state.cp.answer;
    const player = before.next_player;
    const answer = await cpResolve([...state.cp.plays, card]);
    if (!answer.valid) {
      cpRefused(answer);
      return;
    }
    const done = answer.tricks.filter((t) => t.winner !== undefined);
    const wasDone = before.tricks.filter((t) => t.winner !== undefined).length;
    let text = `Seat ${player} plays the ${cardName(card)}.`;
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
    cpFocus();
  });
}

/** Keyboard play: after each decision, focus goes where the next one is made. */
function cpFocus() {
  const target = document.querySelector('#cp-trumps button, #cp-seats .to-play button.legal')
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
    how += `; ${notPlayed}`;
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

/** The decision panel: naming trumps, bidding, the face-down card, or handing the page over. */
function cpDecision(phase, actor, acting) {
  const { rules, dealt, answer, viewer, bids } = state.cp;
  const panel = $('cp-trumps');
  panel.dataset.phase = phase;
  const what = { name: 'name trumps', bid: 'bid', choose: 'set a card face down', play: 'play' }[phase];
  let children = [];
  if (phase === 'over' || (phase === 'play' && acting)) {
    children = [];
  } else if (!acting) {
    // Hot seat: the page shows one seat's view at a time; the seat to act takes it over.
    const to = rules.dummy && actor === (dealt.caller + 2) % rules.players ? dealt.caller : actor;
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
          type: 'button', className: `suit suit-${s}`, 'data-suit': s, onclick: () => cpNameTrumps(s),
        }, suitText(s)))),
      dealt.redeal.caller_may
        ? el('button', { type: 'button', id: 'cp-redeal', onclick: cpCallRedeal }, 'Call a redeal') : null,
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
    ];
  }
  panel.hidden = children.length === 0;
  panel.replaceChildren(...children.filter(Boolean));
}

function cpRender() {
  const { rules, dealt, answer, viewer, bids } = state.cp;
  const phase = cpPhase();
  const actor = phase === 'over' ? null : cpActor();
  const acting = actor !== null && cpControls(actor);
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
  cpDecision(phase, actor, acting);

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
  const legal = new Set(acting && (phase === 'play' || phase === 'choose') ? answer.legal_cards || [] : []);
  const wonBySeat = Array(n).fill(0);
  const playedBy = Array(n).fill(0);
  const played = new Set();
  for (const t of tricks) {
    if (t.winner !== undefined) wonBySeat[t.winner] += 1;
    for (const p of t.plays) { playedBy[p.player] += 1; played.add(p.card); }
  }
  const dummy = rules.dummy ? (dealt.caller + 2) % n : null;
  const chooser = answer.chooser;
  const faceDown = Boolean(state.cp.trumpCard) && !answer.revealed;
  const aside = (seat) => (faceDown && seat === chooser ? 1 : 0);
  // Everybody has been dealt as many cards as the viewer (five each before trumps in Trup kasiet).
  const dealtNow = viewer === null ? 0 : answer.hand.length + playedBy[viewer] + aside(viewer);
  $('cp-seats').replaceChildren(...dealt.hands.map((hand, seat) => {
    const toPlay = seat === actor;
    const mine = toPlay && acting && (phase === 'play' || phase === 'choose');
    const tags = [seat === dealt.dealer && 'dealer', seat === dealt.caller && 'caller', seat === chooser && rules.bidding && 'bidder',
      seat === dummy && 'dummy', seat === viewer && 'viewing', toPlay && `to ${phase === 'bid' ? 'bid' : 'play'}`].filter(Boolean);
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
          className: `card suit-${card[1]}${legal.has(card) ? ' legal' : ' illegal'}`,
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
        t.trump_known === false ? ' (trumps still concealed)' : ''}${
        t.collected ? `; party ${t.collected.party} collects ${plural(t.collected.tricks, 'trick')} from the heap` : ''}.`)));

  const result = $('cp-result');
  result.hidden = !answer.complete;
  if (answer.complete) {
    $('cp-result-text').textContent = cpResultText(answer);
    result.dataset.points = JSON.stringify(answer.result.points);
    result.dataset.nextDealer = answer.next_dealer;
    result.dataset.kind = answer.result.kind;
  }
}

async function cpNext() {
  const { dealt, answer } = state.cp;
  $('seed').value = `${dealt.seed}+`;
  $('dealer').value = String(answer.next_dealer);
  await deal();
}

// ---------------------------------------------------------------- Chor Voli

async function cvDeal(body) {
  const dealt = await api('chor-voli/deals', body);
  const rules = presetRules();
  state.cv = {
    rules, dealt, you: 0, selected: new Set(), combos: dealt.hands.map(() => []), checked: null,
    // Until the player makes, takes back or takes an arrangement, the empty one is not "wrong".
    acted: false,
  };
  $('court-piece').hidden = true;
  $('cp-centre').hidden = true;
  $('chor-voli').hidden = false;
  $('cv-result').hidden = true;
  if (!dealt.quads) {
    // The other seats play the service's first suggestion; seat 0 is yours to arrange.
    const suggestions = await Promise.all(dealt.hands.map((hand, seat) => (seat === state.cv.you ? null
      : api('chor-voli/partitions/suggest', { rules: { preset: rules.preset }, hand, limit: 1 }))));
    suggestions.forEach((s, seat) => { if (s) state.cv.combos[seat] = s.suggestions[0].combinations; });
    await cvCheck();
  }
  cvRender();
  say(dealt.quads
    ? `Dealt from seed \u201c${dealt.seed}\u201d. Four ${RANK_NAMES[dealt.quads.rank]}s in seat ${dealt.quads.player}'s hand decide the deal.`
    : `Dealt from seed \u201c${dealt.seed}\u201d. Arrange seat ${state.cv.you}'s hand: select three cards and make a combination, or take the suggestion or the advice.`);
}

/** Asks the service to judge your partition as it stands. */
async function cvCheck() {
  const { rules, dealt, you, combos } = state.cv;
  state.cv.checked = await api('chor-voli/partitions/validate',
    { rules: { preset: rules.preset }, hand: dealt.hands[you], combinations: combos[you] });
}

async function cvChanged(text) {
  state.cv.acted = true;
  await attempt(async () => {
    await cvCheck();
    cvRender();
    if (text) say(text);
  });
}

function cvToggle(card) {
  const { selected } = state.cv;
  if (selected.has(card)) selected.delete(card); else selected.add(card);
  cvRender();
}

async function cvMake() {
  const { selected, combos, you } = state.cv;
  const cards = [...selected];
  combos[you] = [...combos[you], cards];
  selected.clear();
  await cvChanged(`Combination ${combos[you].length}: ${list(cards.map(cardName))}.`);
}

async function cvTakeBack(index) {
  const { combos, you } = state.cv;
  combos[you] = combos[you].filter((_, i) => i !== index);
  await cvChanged(`Combination ${index + 1} taken back.`);
}

async function cvSuggest() {
  await attempt(async () => {
    const { rules, dealt, you } = state.cv;
    const answer = await api('chor-voli/partitions/suggest', { rules: { preset: rules.preset }, hand: dealt.hands[you], limit: 1 });
    state.cv.combos[you] = answer.suggestions[0].combinations;
    state.cv.selected.clear();
    await cvChanged(`The suggestion: ${answer.suggestions[0].explanation}`);
  });
}

async function cvAdvise() {
  await attempt(async () => {
    const { rules, dealt, you } = state.cv;
    say('Asking for advice: the best partitions, each played in sampled deals\u2026');
    const answer = await api('chor-voli/partitions/advise', { rules: { preset: rules.preset }, hand: dealt.hands[you], seed: dealt.seed });
    const best = answer.candidates[answer.recommended];
    state.cv.combos[you] = best.combinations;
    state.cv.selected.clear();
    await cvChanged(`The advice: this partition wins ${best.mean_chips.toFixed(2)} chips a deal on average over ${answer.samples} sampled deals.`);
  });
}

async function cvInOrder() {
  const { checked, combos, you } = state.cv;
  if (!checked) return;
  const strength = (i) => (checked.combinations[i].valid ? checked.combinations[i].strength : -1);
  const order = combos[you].map((_, i) => i).sort((a, b) => strength(b) - strength(a));
  combos[you] = order.map((i) => combos[you][i]);
  await cvChanged('Combinations put in play order, strongest first.');
}

/** Re-rendering replaces the buttons: keep keyboard focus on the same control, or near it. */
function cvRender() {
  const active = document.activeElement;
  const key = active && active.closest('#cv-seats') ? (active.id || active.dataset.card) : null;
  cvDraw();
  if (!key) return;
  const again = document.getElementById(key) || document.querySelector(`#cv-seats button[data-card="${key}"]`)
    || document.querySelector('#cv-seats .to-play .hand button') || $('cv-resolve');
  again.focus();
}

function cvDraw() {
  const { rules, dealt, you, selected, combos, checked } = state.cv;
  const info = `${rules.preset}, seed \u201c${dealt.seed}\u201d. Dealer seat ${dealt.dealer}.`
    + `${dealt.face_up ? ` Face up: ${cardName(dealt.face_up)}.` : ''}`
    + `${dealt.quads ? ` Four ${RANK_NAMES[dealt.quads.rank]}s: seat ${dealt.quads.player} wins the deal without a showdown.` : ''}`;
  $('cv-info').textContent = info;
  const used = new Set(combos[you].flat());
  $('cv-seats').replaceChildren(...dealt.hands.map((hand, seat) => {
    const mine = seat === you && !dealt.quads;
    const heading = `Seat ${seat}${seat === dealt.dealer ? ' (dealer)' : ''}${mine ? ': your hand' : ''}`;
    const parts = [el('h3', {}, heading)];
    if (mine) {
      const free = sortHand(hand.filter((c) => !used.has(c)));
      parts.push(el('p', { className: 'note' }, combos[you].length
        ? 'Not in a combination (discarded when you resolve):' : 'Select three cards to make a combination:'));
      parts.push(el('div', { className: 'hand', role: 'group', 'aria-label': 'Cards not in a combination; select three' },
        free.map((card) => cardButton(card, {
          'aria-pressed': selected.has(card) ? 'true' : 'false', onclick: () => cvToggle(card),
        }))));
      parts.push(el('div', { className: 'buttons' },
        el('button', { type: 'button', id: 'cv-make', disabled: selected.size !== 3, onclick: cvMake },
          selected.size === 3 ? 'Make a combination of the 3 selected' : `Select 3 cards (${selected.size} selected)`),
        el('button', { type: 'button', id: 'cv-suggest', onclick: cvSuggest }, 'Take the suggestion'),
        el('button', { type: 'button', id: 'cv-advise', onclick: cvAdvise }, 'Take the advice'),
        el('button', { type: 'button', id: 'cv-order', onclick: cvInOrder, disabled: combos[you].length < 2 }, 'Put in play order'),
      ));
    } else {
      parts.push(el('div', { className: 'hand', role: 'group', 'aria-label': `Seat ${seat}'s hand` }, sortHand(hand).map(cardImage)));
    }
    if (!dealt.quads) {
      const results = mine && checked ? checked.combinations : null;
      parts.push(el('ol', { className: 'combos', 'aria-label': `Seat ${seat}'s combinations, in play order` },
        combos[seat].map((cards, i) => el('li', {},
          el('span', { className: 'cards' }, cards.map(cardImage)),
          results && results[i] ? ` ${results[i].valid ? results[i].name : `not a combination: ${clause(results[i].reason)}`}` : '',
          mine ? el('button', { type: 'button', className: 'small', onclick: () => cvTakeBack(i),
            'aria-label': `Take back combination ${i + 1}` }, 'Take back') : null))));
      if (mine && checked) {
        const notes = [...checked.violations.map((v) => v.message), ...checked.warnings.map((w) => w.message)];
        // Before the player has done anything, a neutral hint rather than a red refusal.
        const hint = !state.cv.acted && !checked.valid;
        parts.push(el('p', { className: checked.valid || hint ? 'note' : 'note refused', id: 'cv-verdict' },
          hint ? `Make up to ${checked.max_combinations} combinations of three, shown strongest first; the cards left out are discarded.`
            : `${checked.valid ? 'A legal partition' : 'Not yet legal'}${notes.length
              ? `: ${clauses(notes).replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())}` : '.'}`));
      }
    }
    return el('section', { className: `seat${mine ? ' to-play' : ''}`, 'data-seat': seat, 'aria-label': `Seat ${seat}` }, ...parts);
  }));
}

async function cvResolve() {
  await attempt(async () => {
    const { rules, dealt, combos } = state.cv;
    const body = {
      rules: { preset: rules.preset }, dealer: dealt.dealer,
      players: dealt.hands.map((hand, seat) => (dealt.quads ? { hand } : { hand, combinations: combos[seat] })),
    };
    if (dealt.face_up) body.face_up = dealt.face_up;
    const answer = await api('chor-voli/deals/resolve', body);
    cvShow(answer);
  });
}

/** Who paid and received what in a resolved deal, in words, from the rules and the answer. */
function cvShow(answer) {
  const { rules } = state.cv;
  const pool = rules.scoring.kind === 'pool';
  const ante = pool ? rules.scoring.ante : 0;
  const others = rules.players - 1;
  const rounds = answer.rounds || [];
  $('cv-result').hidden = false;
  $('cv-violations').replaceChildren(...answer.violations.map((v) =>
    el('li', {}, `Seat ${v.player}: ${clause(v.message)} (${v.code}).`)));
  $('cv-rounds').replaceChildren(...rounds.map((r) => el('li', {},
    el('h4', {}, `Round ${r.round}: seat ${r.winner} wins${pool ? `, taking ${chipCount(r.payout)} from the pool`
      : ` ${chipCount(r.payout)}, ${chipCount(r.payout / others)} from each other seat`}`),
    el('ul', { className: 'plays' }, r.plays.map((p) => el('li', { className: p.player === r.winner ? 'winner' : '' },
      `seat ${p.player}: `, el('span', { className: 'cards' }, p.combination.cards.map(cardImage)),
      ` ${p.combination.valid ? p.combination.name : 'not a combination'}`))))));
  const chips = $('cv-chips');
  if (answer.valid) {
    chips.dataset.chips = JSON.stringify(answer.chips);
    chips.replaceChildren(...answer.chips.map((net, seat) => {
      const won = rounds.filter((r) => r.winner === seat);
      const roundsWon = won.length ? ` in round${won.length === 1 ? '' : 's'} ${list(won.map((r) => r.round))}` : '';
      let detail;
      if (pool) {
        // What the seat took from the pool: its net gain plus the ante it paid in.
        const took = net + ante;
        const how = answer.quads && answer.quads.player === seat ? ' with four of a kind' : roundsWon;
        detail = `paid the ante of ${chipCount(ante)} into the pool, took ${chipCount(took)} from it${took ? how : ''}`;
      } else {
        const received = won.reduce((sum, r) => sum + r.payout, 0);
        detail = `received ${chipCount(received)}${roundsWon}, paid ${chipCount(received - net)} to the other round winners`;
      }
      return el('li', { 'data-seat': seat },
        el('strong', {}, `Seat ${seat}: ${signed(net)} chip${Math.abs(net) === 1 ? '' : 's'} net`), ` (${detail}).`);
    }));
    const where = pool
      ? `Each seat paid an ante of ${chipCount(ante)} into the pool; ${chipCount(answer.pool_remaining)} stay${answer.pool_remaining === 1 ? 's' : ''} in it for the next deal.`
      : 'No pool: each round\u2019s winner is paid by every other seat.';
    $('cv-chips-text').textContent = `${where} Next dealer: seat ${answer.next_dealer}.`;
    const decided = answer.quads
      ? `seat ${answer.quads.player}'s four ${RANK_NAMES[answer.quads.rank]}s win the deal without a showdown`
      : `after ${plural(rounds.length, 'showdown')}`;
    say(`Resolved${answer.quads ? ':' : ''} ${decided}. Net chips: ${
      answer.chips.map((c, seat) => `seat ${seat} ${signed(c)}`).join(', ')}.`);
  } else {
    delete chips.dataset.chips;
    chips.replaceChildren();
    $('cv-chips-text').textContent = 'The deal has violations: no showdown.';
    say(`Not resolved: ${clauses(answer.violations.map((v) => `seat ${v.player}: ${v.message}`))}`, 'refused');
  }
  $('cv-result-title').focus();
}

// ---------------------------------------------------------------- start

/** Arrow keys move between the cards of a hand (Tab still moves from card to card). */
function handKeys(event) {
  const card = event.target.closest && event.target.closest('.hand button.card');
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  if (!card || !step) return;
  const cards = [...card.parentElement.querySelectorAll('button.card')];
  const next = cards[(cards.indexOf(card) + step + cards.length) % cards.length];
  next.focus();
  event.preventDefault();
}

document.addEventListener('DOMContentLoaded', () => {
  document.addEventListener('keydown', handKeys);
  $('setup').addEventListener('submit', deal);
  for (const radio of document.querySelectorAll('input[name="family"]')) radio.addEventListener('change', fillPresets);
  $('preset').addEventListener('change', presetChanged);
  $('viewer').addEventListener('change', () => {
    if (state.cp && !$('court-piece').hidden) cpView(cpViewer());
  });
  $('cv-resolve').addEventListener('click', cvResolve);
  $('cp-next').addEventListener('click', cpNext);
  $('cv-result-title').tabIndex = -1;
  // A control focused from the keyboard scrolls into view below the sticky bar, not under it.
  const bar = $('bar');
  new ResizeObserver(() => {
    document.documentElement.style.scrollPaddingTop = `${bar.offsetHeight + 8}px`;
  }).observe(bar);
  attempt(loadPresets);
});
