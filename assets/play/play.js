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

/**
 * POST (or GET without a body) to the public API, same origin, relative to this page;
 * `signal` (an `AbortController`'s) cancels the request, and the service stops its work.
 */
async function api(path, body, signal) {
  const init = body === undefined ? {} : {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal,
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
  $('bots-field').hidden = state.family !== 'court-piece';
  if (state.family === 'court-piece') cpFillBots(rules);
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
  // A new deal, of either family, ends the Court piece advice in flight.
  cpStop();
  await attempt(async () => {
    if (state.family === 'court-piece') await cpDeal(body);
    else await cvDeal(body);
  });
}

// The families' code is in court-piece.js and chor-voli.js, loaded after this file.

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
  $('bots').addEventListener('change', () => {
    if (state.cp && !$('court-piece').hidden) cpBotsChanged();
  });
  $('cp-hint').addEventListener('click', cpHint);
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
