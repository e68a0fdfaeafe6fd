// Plays through the playground at /play/ in a real headless Chromium: a whole Hokm deal (trumps
// named, every card clicked or played from the keyboard, one illegal card refused), a whole
// Double Sar deal (the heap collected by its winners), a whole Trup kasiet and a whole Dabba
// Rang deal played seat by seat from each seat's view (failing if a card the viewing seat
// cannot see is ever in the DOM), and a whole Chor Voli deal (a combination made by hand, the suggestion taken, the deal resolved). What the
// page shows is checked against what the API answers to the same requests, so a page that
// drifts from the service fails; the text a person reads is checked at every step (no "null",
// "undefined", "NaN", "[object" or doubled full stop), hands are checked to be held by suit,
// and every preset of both families is dealt once with its note and rules link checked (and
// its bot boxes against what `deals/advise` covers). A Hokm deal is played against three bots
// with seat 0 following the hint; a bot's advice is aborted by a change of view, a new deal
// and its box cleared, and a bot the service refuses stops. Screenshots go to target/playground/.
//
//   HAKAM_URL=http://127.0.0.1:8080 node play.mjs      (scripts/playground-test.sh starts one)
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';

const BASE = (process.env.HAKAM_URL || 'http://127.0.0.1:8080').replace(/\/$/, '');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const SHOTS = fileURLToPath(new URL('../../target/playground/', import.meta.url));
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

const RANKS = { A: 'ace', K: 'king', Q: 'queen', J: 'jack', T: 'ten', 9: 'nine', 8: 'eight', 7: 'seven', 6: 'six', 5: 'five', 4: 'four', 3: 'three', 2: 'two' };
const SUITS = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };
const cardName = (card) => `${RANKS[card[0]]} of ${SUITS[card[1]]}`;

/** The API itself, to check the page against. */
async function api(path, body) {
  const response = await fetch(`${BASE}/v1/${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  assert.equal(response.status, 200, `${path}: ${response.status}`);
  return response.json();
}

const started = Date.now();
const step = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);

/** What a person reads: never a leaked `null`, `undefined`, `NaN`, `[object …]` or "..". */
async function readable(page, where) {
  const text = await page.evaluate(() => document.body.innerText);
  for (const bad of [/\bnull\b/i, /\bundefined\b/i, /\bNaN\b/, /\[object/, /\.\.(\s|$)/]) {
    const found = bad.exec(text);
    assert.ok(!found, `${where}: the page shows ${bad}: “${found && text.slice(Math.max(0, found.index - 80), found.index + 40)}”`);
  }
  return text;
}

/** Whether elements lie wholly inside the viewport (not scrolled away above or below). */
async function inViewport(page, selectors) {
  return page.evaluate((list) => list.map((selector) => {
    const r = document.querySelector(selector).getBoundingClientRect();
    return { selector, top: Math.round(r.top), bottom: Math.round(r.bottom), height: innerHeight, inside: r.height > 0 && r.top >= -1 && r.bottom <= innerHeight + 1 };
  }), selectors);
}

const RANK_ORDER = 'AKQJT98765432';
/**
 * Each hand shown is held as players hold it: by suit (each suit together), high to low
 * within a suit, trumps first once known.
 */
async function heldBySuit(page, selector, trump, where) {
  const hands = await page.$$eval(selector, (hs) => hs.map((h) => [...h.querySelectorAll('.card')].map((c) => c.dataset.card)));
  assert.ok(hands.length > 0, `${where}: no hand found (${selector})`);
  for (const hand of hands) {
    const suits = [];
    hand.forEach((card, i) => {
      if (suits[suits.length - 1] !== card[1]) {
        assert.ok(!suits.includes(card[1]), `${where}: ${card[1]} split in ${hand.join(' ')}`);
        suits.push(card[1]);
      } else {
        assert.ok(RANK_ORDER.indexOf(hand[i - 1][0]) < RANK_ORDER.indexOf(card[0]), `${where}: not high to low in ${hand.join(' ')}`);
      }
    });
    if (trump && hand.some((c) => c[1] === trump)) assert.equal(suits[0], trump, `${where}: trumps not first in ${hand.join(' ')}`);
  }
}

/** The whole page, from the top: scrolled down, the sticky bar would be drawn over the middle. */
async function fullScreenshot(page, path) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
}

async function noHorizontalScroll(page, where) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth,
  }));
  assert.ok(scroll <= client, `${where}: the page scrolls sideways (${scroll} > ${client} px)`);
}

/** A page that fails the test on any console error, page error or request off its origin. */
async function openPage(browser, viewport, problems) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    // Advice the page aborts (the deal or the view changed) is a cancelled request, by design.
    if (!(r.url().endsWith('/deals/advise') && r.failure().errorText === 'net::ERR_ABORTED')) problems.push(`request failed: ${r.url()}`);
  });
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol !== 'data:' && url.origin !== new URL(BASE).origin) problems.push(`off-origin request: ${r.url()}`);
  });
  return page;
}

/** Deals from the setup form; `query` is added to the page's address, `bots` are the seats ticked. */
async function deal(page, familyValue, preset, seed, dealer, viewer = '', { query = '', bots = [] } = {}) {
  await page.goto(`${BASE}/play/${query}`);
  await page.check(`input[name="family"][value="${familyValue}"]`);
  await page.selectOption('#preset', preset);
  await page.fill('#seed', seed);
  await page.selectOption('#dealer', String(dealer));
  if (familyValue === 'court-piece') await page.selectOption('#viewer', String(viewer));
  for (const seat of bots) await page.check(`#bots input[value="${seat}"]`);
  await page.click('#deal');
}

/**
 * Plays a whole Court piece deal through the page: trumps named, then each turn a highlighted
 * card, checked turn by turn and at the end against the API's answer to the same decisions.
 * `keyboard`: name trumps and make every third play with Enter on the focused card, and click
 * one illegal card to see the service's refusal. `heap`: check the heap shown every turn.
 */
async function playCourtPiece(browser, problems, { preset, seed, viewport, keyboard, heap, shot }) {
  const page = await openPage(browser, viewport, problems);
  const rules = { preset };
  await deal(page, 'court-piece', preset, seed, 0);
  await page.waitForSelector('#cp-trumps button[data-suit="s"]');
  await noHorizontalScroll(page, `${preset}, dealt`);
  await readable(page, `${preset}, naming trumps`);
  await heldBySuit(page, '#cp-seats .hand', null, `${preset}, dealt`);
  if (keyboard) {
    // Focus is on the first trump button (spades): name trumps from the keyboard.
    assert.equal(await page.evaluate(() => document.activeElement.dataset.suit), 's');
    await page.keyboard.press('Enter');
  } else {
    await page.click('#cp-trumps button[data-suit="s"]');
  }
  await page.waitForFunction(() => document.getElementById('cp-info').textContent.includes('Trumps: \u2660 spades'));
  step(`${preset}: trumps named (spades)`);

  const plays = [];
  let keyboardPlays = 0;
  let refused = false;
  let collections = 0;
  for (let turn = 0; turn < 52; turn += 1) {
    if (await page.isVisible('#cp-result')) break;
    const seat = Number(await page.getAttribute('#cp-seats .to-play', 'data-seat'));
    const legal = await page.$$eval('#cp-seats .to-play button.legal', (bs) => bs.map((b) => b.dataset.card));
    const illegal = await page.$$eval('#cp-seats .to-play button.illegal', (bs) => bs.map((b) => b.dataset.card));
    assert.ok(legal.length > 0, `turn ${turn}: seat ${seat} has no legal card highlighted`);
    // The highlighted cards are the API's legal cards; the heap is the API's heap.
    const truth = await api('court-piece/deals/resolve', { rules, dealer: 0, seed, trump: 's', plays });
    assert.equal(truth.next_player, seat, `turn ${turn}: the page's player to move`);
    assert.deepEqual([...legal].sort(), [...truth.legal_cards].sort(), `turn ${turn}: legal cards`);
    const info = await page.textContent('#cp-info');
    assert.ok(info.includes(`Tricks won: ${truth.tricks_won.map((n, p) => `party ${p}: ${n}`).join(', ')}.`), info);
    if (heap) {
      assert.ok(info.includes(`Heap: ${truth.heap} trick`), `turn ${turn}: ${info}`);
    }
    await readable(page, `${preset}, turn ${turn}`);
    if (turn % 4 === 0) await heldBySuit(page, '#cp-seats .hand', 's', `${preset}, turn ${turn}`);

    if (keyboard && !refused && illegal.length > 0 && seat === 3) {
      // An illegal card can be clicked; the service's refusal is shown in the status region.
      // Seat 3, the last on the page: on a phone its hand is far below the top of the page.
      const card = illegal[0];
      const answer = await api('court-piece/deals/resolve', { rules, dealer: 0, seed, trump: 's', plays: [...plays, card] });
      assert.equal(answer.valid, false);
      await page.click(`#cp-seats .to-play button[data-card="${card}"]`);
      await page.waitForFunction((text) => document.getElementById('message').textContent.includes(text), answer.violations[0].message);
      const message = await page.textContent('#message');
      assert.match(message, new RegExp(answer.violations[0].code));
      assert.equal(await page.getAttribute('#message', 'role'), 'status');
      await readable(page, `${preset}, refused`);
      // The refusal and the card led are in view where the card was clicked (on a phone they
      // were scrolled away above it, so the click seemed to do nothing).
      assert.ok(await page.$eval('#cp-trick', (t) => t.querySelectorAll('.card').length > 0), 'no card on the table at the refusal');
      for (const box of await inViewport(page, ['#message', '#cp-trick', `#cp-seats .to-play button[data-card="${card}"]`])) {
        assert.ok(box.inside, `${preset} at ${viewport.width} px, after an illegal click: ${box.selector} is out of view (top ${box.top}, bottom ${box.bottom}, viewport ${box.height})`);
      }
      await page.screenshot({ path: `${SHOTS}${shot}-refused.png` });
      step(`${preset}: illegal ${card} refused: ${message}`);
      refused = true;
    }

    // Focus sits on a legal card of the player to move: two plays in three from the keyboard,
    // with Enter on that card or on another legal card reached with the arrow keys.
    let card;
    const focused = await page.evaluate(() => {
      const a = document.activeElement;
      return a && a.matches('#cp-seats .to-play button.legal') ? a.dataset.card : null;
    });
    if (keyboard && turn % 3 === 2 && focused && legal.length > 1) {
      // Arrow keys move along the hand to another legal card.
      const cards = await page.$$eval('#cp-seats .to-play button.card', (bs) => bs.map((b) => b.dataset.card));
      let at = cards.indexOf(focused);
      do {
        await page.keyboard.press('ArrowRight');
        at = (at + 1) % cards.length;
      } while (!legal.includes(cards[at]));
      assert.equal(await page.evaluate(() => document.activeElement.dataset.card), cards[at]);
      card = cards[at];
      await page.keyboard.press('Enter');
      keyboardPlays += 1;
    } else if (keyboard && turn % 3 === 1 && focused) {
      card = focused;
      await page.keyboard.press('Enter');
      keyboardPlays += 1;
    } else {
      card = legal[turn % legal.length];
      await page.click(`#cp-seats .to-play button[data-card="${card}"]`);
    }
    await page.waitForFunction((text) => document.getElementById('message').textContent.includes(text),
      `Seat ${seat} plays the ${cardName(card)}.`);
    plays.push(card);
    if ((await page.textContent('#message')).includes('from the heap')) collections += 1;
    if (keyboard && !(await page.isVisible('#cp-result'))) {
      // Playing from the keyboard, the next card to choose and the table are both in view.
      const boxes = await inViewport(page, ['#cp-trick', ':focus']);
      for (const box of boxes) assert.ok(box.inside, `${preset}, turn ${turn}: ${box.selector} is out of view (top ${box.top}, bottom ${box.bottom})`);
    }
    if (turn === 5) await noHorizontalScroll(page, `${preset}, in play`);
  }
  await page.waitForSelector('#cp-result:not([hidden])');
  if (keyboard) {
    assert.ok(keyboardPlays >= 5, `only ${keyboardPlays} plays from the keyboard`);
    assert.ok(refused, 'no illegal card was tried');
  }

  // The page's result is the API's for the same decisions.
  const truth = await api('court-piece/deals/resolve', { rules, dealer: 0, seed, trump: 's', plays });
  assert.equal(truth.valid, true);
  assert.equal(truth.complete, true);
  assert.equal(collections, truth.tricks.filter((t) => t.collected).length, 'heap collections announced');
  const shown = await page.$eval('#cp-result', (r) => ({ ...r.dataset, text: r.querySelector('#cp-result-text').textContent }));
  assert.deepEqual(JSON.parse(shown.points), truth.result.points);
  assert.equal(Number(shown.nextDealer), truth.next_dealer);
  assert.equal(shown.kind, truth.result.kind);
  assert.ok(shown.text.includes(`Next dealer: seat ${truth.next_dealer}; next caller: seat ${truth.next_caller}`), shown.text);
  // The result in words: the winning party by its seats, how, and the points of each party.
  const r = truth.result;
  const w = r.winner;
  const won = truth.tricks_won;
  const party = `Party ${w} (seats ${w} and ${w + 2})`;
  assert.ok(shown.text.startsWith(`${party} ${r.kind === 'win' ? 'wins the deal' : `wins a ${r.kind}`}`), shown.text);
  if (r.kind === 'win' && !heap) {
    const left = 13 - truth.tricks.length;
    assert.ok(left > 0 || shown.text.includes(`with ${won[w]} tricks to ${won[1 - w]}.`), shown.text);
    if (left > 0) {
      assert.ok(shown.text.includes(`${party} wins the deal with ${won[w]} tricks to ${won[1 - w]}: seven tricks decide it, so the last ${left === 1 ? 'one is' : `${left} are`} not played.`), shown.text);
    }
  }
  if (heap && r.kind === 'win') assert.ok(shown.text.includes(`collecting ${won[w]} tricks to ${won[1 - w]}`), shown.text);
  if (r.points.every((p) => p === 0)) {
    assert.ok(shown.text.includes('Points: none; under kots scoring a plain win scores nothing at once'), shown.text);
  } else {
    assert.ok(shown.text.includes(`Points: party 0 scores ${r.points[0]}, party 1 scores ${r.points[1]}.`), shown.text);
  }
  assert.ok((await page.textContent('#message')).includes(`The deal is over: party ${w} (seats ${w} and ${w + 2}) wins`));
  await readable(page, `${preset}, over`);
  const winners = await page.$$eval('#cp-tricks li', (lis) => lis.map((li) => Number(li.dataset.winner)));
  assert.deepEqual(winners, truth.tricks.map((t) => t.winner), 'trick winners');
  await noHorizontalScroll(page, `${preset}, over`);
  await fullScreenshot(page, `${SHOTS}${shot}.png`);
  step(`${preset}: ${plays.length} cards played (${keyboardPlays} from the keyboard), ${truth.tricks.length} tricks, `
    + `${collections} heap collections; ${shown.text}`);
  await page.context().close();
}

const SYMBOLS = { s: '\u2660', h: '\u2665', d: '\u2666', c: '\u2663' };
const ALL_CARDS = [...'shdc'].flatMap((s) => [...RANK_ORDER].map((r) => `${r}${s}`));
/** The spellings of a card the page might use: `Qd`, `Q♦` (`10♦` for a ten), `queen of diamonds`. */
const spellings = (card) => [card, `${card[0] === 'T' ? '10' : card[0]}${SYMBOLS[card[1]]}`, cardName(card)];

/**
 * The cards `seat` may not see now, from the arbiter's answer to the same decisions (the
 * test's own call, outside the page): all but the cards played, the seat's cards as dealt so
 * far (the first five while the face-down card is awaited in Trup kasiet), the dummy's, and
 * the face-down card to its chooser or once shown.
 */
function hiddenFrom(seat, dealt, truth, firstFiveOnly) {
  const visible = new Set(truth.tricks.flatMap((t) => t.plays.map((p) => p.card)));
  for (const card of firstFiveOnly ? dealt.first_five[seat] : dealt.hands[seat]) visible.add(card);
  const shown = truth.revealed && truth.revealed.by !== 'inference';
  if (truth.trump_card && (seat === truth.chooser || shown)) visible.add(truth.trump_card);
  return ALL_CARDS.filter((card) => !visible.has(card));
}

/**
 * Which of `cards` the page holds anywhere in its DOM: the text of every element (hidden ones
 * too), every attribute and every form value; the short spelling as a whole word, the others
 * anywhere.
 */
async function inDom(page, cards) {
  return page.evaluate((list) => {
    const texts = [document.body.textContent];
    for (const e of document.querySelectorAll('*')) {
      for (const a of e.attributes) texts.push(a.value);
      if (typeof e.value === 'string') texts.push(e.value);
    }
    const all = texts.join('\n');
    const lower = all.toLowerCase();
    const words = new Set(all.split(/[^A-Za-z0-9]+/));
    return list.filter(([code, face, name]) => words.has(code) || all.includes(face) || lower.includes(name)).map(([code]) => code);
  }, cards.map(spellings));
}

/** The page's status message once it differs from `before` (each decision writes a new one). */
async function nextMessage(page, before) {
  await page.waitForFunction((b) => document.getElementById('message').textContent !== b, before);
  return page.textContent('#message');
}

/**
 * Plays a whole concealed-trumps deal in "play as seat" mode, handing the page over to each
 * seat when its turn comes: bids, the face-down card, the reveal when the service allows it,
 * and every card. After every step, no card the viewing seat cannot see may be in the DOM,
 * trumps show only when that seat may know them, and the reveal button shows exactly when the
 * service accepts a reveal. The result must be the API's for the same decisions.
 */
async function playConcealed(browser, problems, { preset, seed, viewport, viewer, bids, shot }) {
  const page = await openPage(browser, viewport, problems);
  const rules = { preset };
  const dealt = await api('court-piece/deals', { rules, seed, dealer: 0 });
  await deal(page, 'court-piece', preset, seed, 0, viewer);
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Dealt from seed'));
  const made = { bids: [], trumpCard: null, plays: [] };
  const body = (plays = made.plays) => ({
    rules, dealer: 0, seed, plays,
    ...(bids && made.bids.length === 4 ? { bids: made.bids } : {}),
    ...(made.trumpCard ? { trump_card: made.trumpCard } : {}),
  });
  const seen = { checks: 0, handovers: 0, reveals: 0, concealed: 0, known: 0, shotTaken: false };
  let truth;
  for (let step = 0; step < 300; step += 1) {
    truth = await api('court-piece/deals/resolve', body());
    assert.equal(truth.valid, true, JSON.stringify(truth.violations));
    const seat = Number(await page.inputValue('#viewer'));
    const hidden = hiddenFrom(seat, dealt, truth, !bids && !made.trumpCard);
    assert.deepEqual(await inDom(page, hidden), [], `${preset}, step ${step}: seat ${seat}'s view holds cards it cannot see`);
    seen.checks += 1;
    assert.equal(await page.$$eval('#cp-seats .hand:not(.backs)', (hs) => hs.length), 1, `${preset}, step ${step}: more than one hand face up`);
    const info = await page.textContent('#cp-info');
    if (made.trumpCard && (truth.revealed || seat === truth.chooser)) {
      assert.ok(info.includes(`Trumps: ${SYMBOLS[truth.trump]} ${SUITS[truth.trump]}`), `${preset}, step ${step}: ${info}`);
      seen.known += seat === truth.chooser ? 0 : 1;
    } else {
      assert.ok(info.includes(made.trumpCard ? 'Trumps: concealed' : 'Trumps: not chosen yet'), `${preset}, step ${step}: ${info}`);
      seen.concealed += made.trumpCard ? 1 : 0;
    }
    await readable(page, `${preset}, step ${step}`);
    // Each seat's "Tricks taken" adds up to its party's tricks won, as the score line says:
    // tricks still on a heap (Dabba Rang's, before the reveal) are nobody's yet.
    const taken = await page.$$eval('#cp-seats .seat', (ss) => ss.map((s) => Number(/^Tricks taken: (\d+)$/.exec(s.querySelector('p.pile').textContent)[1])));
    assert.deepEqual([taken[0] + taken[2], taken[1] + taken[3]], truth.tricks_won,
      `${preset}, step ${step}: the seats' tricks taken ${taken.join(', ')}, the parties' tricks won ${truth.tricks_won.join(', ')} (heap ${truth.heap})`);
    seen.heaped = Math.max(seen.heaped || 0, truth.heap || 0);
    if (await page.isVisible('#cp-result')) break;

    const before = await page.textContent('#message');
    const bidding = bids && made.bids.length < 4;
    const actor = bidding ? (dealt.caller + made.bids.length) % 4 : truth.next_player;
    if (await page.isVisible('#cp-handover')) {
      assert.notEqual(seat, actor, `${preset}, step ${step}: seat ${seat} is offered to hand over its own turn`);
      assert.equal(Number(await page.getAttribute('#cp-handover', 'data-seat')), actor);
      if (!seen.shotTaken && made.plays.length > 2) {
        await fullScreenshot(page, `${SHOTS}${shot}-seat-view.png`);
        seen.shotTaken = true;
      }
      await page.click('#cp-handover');
      await nextMessage(page, before);
      seen.handovers += 1;
      seen.handedOver = true;
      continue;
    }
    assert.equal(seat, actor, `${preset}, step ${step}: seat ${seat}'s view acts for seat ${actor}`);
    const handedOver = seen.handedOver;
    seen.handedOver = false;
    const phase = await page.getAttribute('#cp-trumps', 'data-phase');
    if (bidding) {
      assert.equal(phase, 'bid');
      const bid = bids[made.bids.length];
      await page.click(`#cp-trumps button[data-bid="${bid === null ? 'pass' : bid}"]`);
      made.bids.push(bid);
      await nextMessage(page, before);
      continue;
    }
    const legal = await page.$$eval('#cp-seats .to-play button.legal', (bs) => bs.map((b) => b.dataset.card));
    assert.deepEqual([...legal].sort(), [...truth.legal_cards].sort(), `${preset}, step ${step}: legal cards`);
    if (!made.trumpCard) {
      assert.equal(phase, 'choose');
      // The page says what the seat does now: set a card face down, not "play".
      const tags = await page.textContent('#cp-seats .to-play .tags');
      assert.ok(tags.includes('to set a card face down') && !tags.includes('to play'), `${preset}, step ${step}: seat ${actor} is tagged “${tags}”`);
      const message = await page.textContent('#message');
      assert.ok(!message.includes(`Seat ${actor} to play`), `${preset}, step ${step}: the message says “${message}” while seat ${actor} must set a card face down`);
      if (handedOver) assert.ok(message.includes(`Seat ${actor} to set a card face down`), `${preset}, step ${step}: “${message}”`);
      seen.choiceWords = true;
      made.trumpCard = legal[legal.length - 1];
      await page.click(`#cp-seats .to-play button[data-card="${made.trumpCard}"]`);
      await nextMessage(page, before);
      continue;
    }
    // The reveal button shows exactly when the service accepts "reveal" here.
    const open = truth.tricks.length > 0 && truth.tricks[truth.tricks.length - 1].winner === undefined;
    const may = open && made.plays[made.plays.length - 1] !== 'reveal'
      && (await api('court-piece/deals/resolve', body([...made.plays, 'reveal']))).valid;
    assert.equal(await page.isVisible('#cp-reveal'), may, `${preset}, step ${step}: the reveal button`);
    if (may && seen.reveals === 0) {
      await page.click('#cp-reveal');
      made.plays.push('reveal');
      seen.reveals += 1;
      assert.match(await nextMessage(page, before), new RegExp(`Seat ${actor} asks for trumps`));
      continue;
    }
    const card = legal[made.plays.length % legal.length];
    await page.click(`#cp-seats .to-play button[data-card="${card}"]`);
    made.plays.push(card);
    await nextMessage(page, before);
  }
  assert.equal(truth.complete, true, `${preset}: the deal did not end`);
  assert.ok(truth.revealed, `${preset}: trumps were never revealed`);
  assert.ok(seen.concealed > 0 && seen.known > 0, `${preset}: trumps were not both concealed and known to another seat (${JSON.stringify(seen)})`);
  if (preset === 'dabba-rang') {
    assert.equal(seen.reveals, 1, 'no reveal asked');
    assert.ok(seen.heaped > 0, 'dabba-rang: no trick ever waited on the heap');
  }
  assert.ok(seen.choiceWords, `${preset}: the face-down card was never awaited`);
  const shown = await page.$eval('#cp-result', (r) => ({ ...r.dataset, text: r.querySelector('#cp-result-text').textContent }));
  assert.deepEqual(JSON.parse(shown.points), truth.result.points);
  assert.equal(shown.kind, truth.result.kind);
  assert.equal(Number(shown.nextDealer), truth.next_dealer);
  await noHorizontalScroll(page, `${preset}, over`);
  await fullScreenshot(page, `${SHOTS}${shot}.png`);
  step(`${preset}: ${made.plays.length} decisions in play, ${seen.handovers} hand-overs, ${seen.checks} DOM checks, trumps ${truth.revealed.by} at trick ${truth.revealed.trick}; ${shown.text}`);
  await page.context().close();
}

async function playChorVoli(browser, problems) {
  // A seed whose deal has a showdown (no deciding four of a kind).
  let seed;
  for (let i = 0; ; i += 1) {
    const dealt = await api('chor-voli/deals', { rules: { preset: 'chor-voli' }, seed: `playground chor voli ${i}`, dealer: 0 });
    if (!dealt.quads) { seed = dealt.seed; break; }
  }
  const page = await openPage(browser, DESKTOP, problems);
  await deal(page, 'chor-voli', 'chor-voli', seed, 0);
  await page.waitForSelector('#cv-suggest');
  const dealt = await api('chor-voli/deals', { rules: { preset: 'chor-voli' }, seed, dealer: 0 });
  // Before anything is arranged: a neutral hint, not a red "Not yet legal".
  assert.equal(await page.getAttribute('#cv-verdict', 'class'), 'note');
  assert.match(await page.textContent('#cv-verdict'), /^Make up to 4 combinations of three/);
  assert.equal(await page.textContent('#cv-make'), 'Select 3 cards (0 selected)');
  await readable(page, 'Chor Voli, dealt');
  await heldBySuit(page, '#cv-seats .hand', null, 'Chor Voli, dealt');

  // A combination by hand, from the keyboard: three cards selected with Space, then made.
  const hand = dealt.hands[0];
  for (const card of hand.slice(0, 3)) {
    await page.focus(`#cv-seats button[data-card="${card}"]`);
    await page.keyboard.press('Space');
    await page.waitForSelector(`#cv-seats button[data-card="${card}"][aria-pressed="true"]`);
  }
  assert.equal(await page.textContent('#cv-make'), 'Make a combination of the 3 selected');
  // A fourth card: the button says what is wrong with the count; then it is put back.
  await page.focus(`#cv-seats button[data-card="${hand[3]}"]`);
  await page.keyboard.press('Space');
  await page.waitForSelector(`#cv-seats button[data-card="${hand[3]}"][aria-pressed="true"]`);
  assert.equal(await page.textContent('#cv-make'), 'Select 3 cards (4 selected)');
  assert.equal(await page.isDisabled('#cv-make'), true);
  await page.keyboard.press('Space');
  await page.waitForSelector(`#cv-seats button[data-card="${hand[3]}"][aria-pressed="false"]`);
  await page.click('#cv-make');
  const judged = await api('chor-voli/partitions/validate', { rules: { preset: 'chor-voli' }, hand, combinations: [hand.slice(0, 3)] });
  const first = judged.combinations[0];
  await page.waitForFunction((text) => document.querySelector('#cv-seats [data-seat="0"] .combos li')?.textContent.includes(text),
    first.valid ? first.name : 'not a combination');
  await readable(page, 'Chor Voli, a combination made');
  step(`Chor Voli: made ${hand.slice(0, 3).join(' ')} by hand (${first.valid ? first.name : first.reason}): ${await page.textContent('#cv-verdict')}`);

  // The advice: the page takes the partition the service recommends.
  await page.click('#cv-advise');
  const advice = await api('chor-voli/partitions/advise', { rules: { preset: 'chor-voli' }, hand, seed });
  const advised = advice.candidates[advice.recommended].combinations;
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('The advice:'));
  const shownAdvice = await page.$$eval('#cv-seats [data-seat="0"] .combos li', (lis) =>
    lis.map((li) => [...li.querySelectorAll('.card')].map((c) => c.getAttribute('aria-label'))));
  assert.deepEqual(shownAdvice, advised.map((combo) => combo.map(cardName)), 'the advised partition');
  await readable(page, 'Chor Voli, the advice taken');
  step(`Chor Voli: took the advice (${advised.map((c) => c.join(' ')).join(' / ')})`);

  await page.click('#cv-suggest');
  const suggestion = await api('chor-voli/partitions/suggest', { rules: { preset: 'chor-voli' }, hand, limit: 1 });
  await page.waitForFunction((n) => document.querySelectorAll('#cv-seats [data-seat="0"] .combos li').length === n,
    suggestion.suggestions[0].combinations.length);
  await page.click('#cv-resolve');
  await page.waitForSelector('#cv-chips[data-chips]');

  // Every seat played its suggestion: the API resolves the same deal to the same chips.
  const players = [];
  for (const h of dealt.hands) {
    const s = await api('chor-voli/partitions/suggest', { rules: { preset: 'chor-voli' }, hand: h, limit: 1 });
    players.push({ hand: h, combinations: s.suggestions[0].combinations });
  }
  const truth = await api('chor-voli/deals/resolve', { rules: { preset: 'chor-voli' }, dealer: 0, players });
  assert.equal(truth.valid, true);
  const chips = JSON.parse(await page.getAttribute('#cv-chips', 'data-chips'));
  assert.deepEqual(chips, truth.chips);
  const shownChips = await page.$$eval('#cv-chips li', (lis) => lis.map((li) => li.textContent));
  // Each seat's net in words, with the ante paid and what it took from the pool, and where.
  const chipWord = (n) => `${n} chip${Math.abs(n) === 1 ? '' : 's'}`;
  truth.chips.forEach((c, seat) => {
    const won = truth.rounds.filter((r) => r.winner === seat).map((r) => r.round);
    const rounds = won.length === 0 ? '' : ` in round${won.length === 1 ? '' : 's'} ${won.length === 1 ? won[0] : `${won.slice(0, -1).join(', ')} and ${won[won.length - 1]}`}`;
    assert.equal(shownChips[seat], `Seat ${seat}: ${c > 0 ? '+' : ''}${chipWord(c)} net (paid the ante of 1 chip into the pool, took ${chipWord(c + 1)} from it${rounds}).`);
  });
  const rounds = await page.$$eval('#cv-rounds > li h4', (hs) => hs.map((h) => h.textContent));
  assert.equal(rounds.length, truth.rounds.length);
  truth.rounds.forEach((r, i) => assert.equal(rounds[i], `Round ${r.round}: seat ${r.winner} wins, taking ${chipWord(r.payout)} from the pool`));
  assert.equal(await page.textContent('#cv-chips-text'),
    `Each seat paid an ante of 1 chip into the pool; ${chipWord(truth.pool_remaining)} stay${truth.pool_remaining === 1 ? 's' : ''} in it for the next deal. Next dealer: seat ${truth.next_dealer}.`);
  await readable(page, 'Chor Voli, resolved');
  await noHorizontalScroll(page, 'Chor Voli, desktop');
  await fullScreenshot(page, `${SHOTS}chor-voli-desktop.png`);
  await page.setViewportSize(PHONE);
  await noHorizontalScroll(page, 'Chor Voli, phone');
  await fullScreenshot(page, `${SHOTS}chor-voli-phone.png`);
  step(`Chor Voli: ${truth.rounds.length} showdowns, chips ${chips.join(', ')}`);
  await page.context().close();
}

/**
 * Whether `deals/advise` covers a Court piece preset, asked of the service: for a seat whose
 * turn it is not, it answers NOT_YOUR_TURN where it covers the rules, NOT_ANALYSABLE elsewhere.
 */
async function advised(preset) {
  const body = { rules: { preset }, seed: 'advised', dealer: 0, plays: [], view: 0 };
  if (preset === 'dummy-rang') body.dummy = 3;
  const response = await fetch(`${BASE}/v1/court-piece/deals/advise`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const code = response.status === 422 ? (await response.json()).errors[0].code : response.status;
  assert.ok(['NOT_YOUR_TURN', 'NOT_ANALYSABLE'].includes(code), `${preset}: deals/advise answered ${code}`);
  return code === 'NOT_YOUR_TURN';
}

/**
 * Every preset of both families: a one-line note saying what it is, a rules link to the
 * served rules page at the preset's section, and a deal whose visible text reads clean
 * (naming trumps showed a stray "null" on every preset that names them). Court piece: a bot
 * box per seat, enabled exactly where `deals/advise` covers the preset (else a note naming
 * those it covers), and the hint offered for the first decision there only.
 */
async function everyPreset(browser, problems) {
  const page = await openPage(browser, DESKTOP, problems);
  await page.goto(`${BASE}/play/`);
  const coverage = { covered: [], not: [] };
  for (const family of ['court-piece', 'chor-voli']) {
    const presets = await (await fetch(`${BASE}/v1/${family}/rules/presets`)).json();
    await page.check(`input[name="family"][value="${family}"]`);
    for (const { preset, rules } of presets) {
      await page.selectOption('#preset', preset);
      const note = await page.textContent('#preset-note');
      assert.ok(note.length > 20, `${preset}: no note on what the preset is`);
      const href = await page.$eval('#preset-rules', (a) => a.href);
      const anchor = family === 'court-piece' ? preset : 'presets';
      assert.equal(href, `${BASE}/rules/${family}#${anchor}`, `${preset}: the rules link`);
      const linked = await fetch(href);
      assert.equal(linked.status, 200, `${href}: ${linked.status}`);
      assert.match(linked.headers.get('content-type'), /^text\/html/);
      assert.ok((await linked.text()).includes(`id="${anchor}"`), `${href}: no section #${anchor}`);
      const covered = family === 'court-piece' && await advised(preset);
      if (family === 'court-piece') {
        coverage[covered ? 'covered' : 'not'].push(preset);
        const boxes = await page.$$eval('#bots input', (inputs) => inputs.map((i) => i.disabled));
        assert.deepEqual(boxes, Array(rules.players).fill(!covered), `${preset}: the bot boxes (disabled) where the advice ${covered ? 'covers' : 'does not cover'} the preset`);
        const botsNote = await page.textContent('#bots-note');
        assert.ok(covered ? botsNote === '' : botsNote.includes('hokm'), `${preset}: the bots' note “${botsNote}”`);
      }
      if (await page.isDisabled('#deal')) continue;
      await page.fill('#seed', `every preset ${preset}`);
      await page.evaluate(() => { document.getElementById('message').textContent = ''; });
      await page.click('#deal');
      await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Dealt from seed'));
      if (family === 'court-piece' && rules.trump === 'called') await page.waitForSelector('#cp-trumps button[data-suit="h"]');
      await readable(page, `${preset}, dealt`);
      await heldBySuit(page, family === 'court-piece' ? '#cp-seats .hand' : '#cv-seats .hand', null, `${preset}, dealt`);
      if (family === 'court-piece') assert.equal(await page.isDisabled('#cp-hint'), !covered, `${preset}: the hint button`);
    }
  }
  assert.ok(coverage.covered.includes('hokm') && coverage.covered.includes('double-sar') && coverage.covered.includes('dehla-pakad')
    && coverage.not.includes('be-ranga'),
    JSON.stringify(coverage));
  step(`every preset: a note, a rules link, a deal that reads clean; bots and hints for ${coverage.covered.join(', ')} only`);
  await page.context().close();
}

/**
 * Trup kasiet's redeal: where `POST /deals` says the caller may call one (seed `redeal 3`,
 * dealer 0), the page offers it beside the face-down card, and calling it ends the deal as
 * the API does.
 */
async function trupKasietRedeal(browser, problems) {
  const preset = 'trup-kasiet';
  const seed = 'redeal 3';
  const dealt = await api('court-piece/deals', { rules: { preset }, seed, dealer: 0 });
  assert.equal(dealt.redeal.caller_may, true, 'the seed no longer allows a redeal');
  const truth = await api('court-piece/deals/resolve', { rules: { preset }, seed, dealer: 0, redeal: { by: 'caller' } });
  assert.equal(truth.result.kind, 'redeal');
  const page = await openPage(browser, PHONE, problems);
  await deal(page, 'court-piece', preset, seed, 0);
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Dealt from seed'));
  assert.equal(await page.getAttribute('#cp-trumps', 'data-phase'), 'choose');
  assert.ok(await page.isVisible('#cp-redeal'), 'trup-kasiet: the redeal the rules allow is not offered');
  await readable(page, 'trup-kasiet, a redeal offered');
  await fullScreenshot(page, `${SHOTS}trup-kasiet-redeal-offered.png`);
  await page.click('#cp-redeal');
  await page.waitForSelector('#cp-result:not([hidden])');
  assert.equal(await page.getAttribute('#cp-result', 'data-kind'), 'redeal');
  assert.equal(Number(await page.getAttribute('#cp-result', 'data-next-dealer')), truth.next_dealer);
  await readable(page, 'trup-kasiet, redealt');
  step(`trup-kasiet: the redeal offered and called (${await page.textContent('#cp-result-text')})`);
  await page.context().close();
}

/**
 * Playing on after a kot, at phone width in the arbiter's view. A Hokm seed (spades trumps)
 * whose deal, the caller's party playing the first legal card the API lists and the other
 * party the last, reaches a kot: the page then offers the winner of the seventh trick its
 * cards to lead on with and "Stop at the kot"; the hint says what the API advises that seat
 * (a card to play on with, or stop); stopping ends the deal at the kot, and a card played
 * instead is the call to play on (the deal goes on, as the API says).
 */
async function playOnAfterKot(browser, problems) {
  const rules = { preset: 'hokm' };
  let seed = null;
  let plays = [];
  for (let i = 0; i < 100 && seed === null; i += 1) {
    const s = `playground kot ${i}`;
    const p = [];
    let answer = await api('court-piece/deals/resolve', { rules, dealer: 0, seed: s, trump: 's', plays: p });
    while (!answer.complete) {
      p.push(answer.next_player % 2 === 1 ? answer.legal_cards[0] : answer.legal_cards[answer.legal_cards.length - 1]);
      answer = await api('court-piece/deals/resolve', { rules, dealer: 0, seed: s, trump: 's', plays: p });
    }
    if (answer.result.kind === 'kot' && answer.tricks.length === 7) { seed = s; plays = p; }
  }
  assert.ok(seed, 'no seed of 100 reaches a kot');
  const page = await openPage(browser, PHONE, problems);
  await deal(page, 'court-piece', 'hokm', seed, 0);
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Dealt from seed'));
  const toKot = async () => {
    await page.click('#cp-trumps button[data-suit="s"]');
    for (const [i, card] of plays.entries()) {
      await page.click(`#cp-seats .to-play button[data-card="${card}"]`);
      await page.waitForFunction((n) => document.querySelectorAll('#cp-tricks li').length * 4
        + document.querySelectorAll('#cp-trick .plays:not(.taken) li').length >= n, i + 1);
    }
    await page.waitForSelector('#cp-stop');
  };
  await toKot();
  assert.equal(await page.getAttribute('#cp-trumps', 'data-phase'), 'kot');
  const truth = await api('court-piece/deals/resolve', { rules, dealer: 0, seed, trump: 's', plays });
  const leader = truth.tricks[6].winner;
  const { hand: held } = await api('court-piece/deals/resolve', { rules, dealer: 0, seed, trump: 's', plays, view: leader });
  const offered = await page.$$eval('#cp-seats .to-play button.legal', (b) => b.map((x) => x.dataset.card));
  assert.deepEqual([...offered].sort(), [...held].sort(), 'every card of the kot\u2019s leader may lead on');
  assert.match(await page.textContent('#cp-result-text'), /may play on for a bavney/);
  const advice = await api('court-piece/deals/advise', { rules, dealer: 0, seed, trump: 's', plays, view: leader });
  await page.click('#cp-hint');
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Hint for seat'));
  const said = await page.textContent('#message');
  if (advice.decision.kind === 'stop') {
    assert.match(said, /stop at the kot, \+?[0-9.]+ points expected/);
    assert.match(await page.getAttribute('#cp-stop', 'class'), /hinted/);
  } else {
    assert.match(said, /play on for a bavney, leading the .+, [+\u2212]?[0-9.]+ points expected/);
    assert.ok(await page.isVisible(`#cp-seats .to-play button.hinted[data-card="${advice.decision.card}"]`), 'the hinted card is not marked');
  }
  await readable(page, 'hokm, at a kot');
  await fullScreenshot(page, `${SHOTS}hokm-kot-phone.png`);
  // A card led is the call to play on; stopping ends the deal at the kot.
  await page.click(`#cp-seats .to-play button[data-card="${held[0]}"]`);
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Playing on for a bavney'));
  const on = await api('court-piece/deals/resolve', { rules, dealer: 0, seed, trump: 's', plays: [...plays, held[0]] });
  assert.equal(await page.isVisible('#cp-result'), on.complete, 'the page\u2019s deal is not the API\u2019s after playing on');
  await deal(page, 'court-piece', 'hokm', seed, 0);
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Dealt from seed'));
  await toKot();
  await page.click('#cp-stop');
  await page.waitForFunction(() => document.getElementById('message').textContent.includes('stops at the kot'));
  assert.equal(await page.getAttribute('#cp-trumps', 'data-phase'), 'over');
  assert.equal(await page.isVisible('#cp-seats .to-play button.legal'), false, 'a card offered after stopping');
  assert.equal(await page.getAttribute('#cp-result', 'data-kind'), 'kot');
  step(`hokm: at a kot (seed \u201c${seed}\u201d) the leader may play on or stop; the hint says ${advice.decision.kind === 'stop' ? 'stop' : `play on with the ${advice.decision.card}`}, as the API does`);
  await page.context().close();
}

/**
 * Satat's redeal advised: a caller whose first five hold no king, queen or jack (seed
 * "advice redeal 4", dealer 2, seat 3 calling) is hinted the redeal where the API advises it
 * (`?samples=1`), the button marked; as a bot it calls the redeal, and the deal ends so.
 */
async function satatRedealAdvised(browser, problems) {
  const rules = { preset: 'satat' };
  const seed = 'advice redeal 4';
  const advice = await api('court-piece/deals/advise', { rules, seed, dealer: 2, view: 3, samples: 1 });
  assert.equal(advice.decision.kind, 'redeal', 'the seed is no longer advised a redeal');
  const page = await openPage(browser, PHONE, problems);
  await deal(page, 'court-piece', 'satat', seed, 2, '', { query: '?samples=1' });
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Dealt from seed'));
  await page.click('#cp-hint');
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Hint for seat'));
  const [redeal, kept] = [advice.options[0], advice.options.find((o) => o.decision.kind === 'trump')];
  const said = await page.textContent('#message');
  assert.ok(said.startsWith(`Hint for seat 3: call a redeal: a fresh deal, ${redeal.value.toFixed(1)} of 13 tricks expected for party 1 `), said);
  assert.ok(said.includes(`is worth more than the best suit of these five, ${SUITS[kept.decision.suit]}, ${kept.value.toFixed(1)} tricks`), said);
  assert.match(await page.getAttribute('#cp-redeal', 'class'), /hinted/);
  await readable(page, 'satat, a redeal hinted');
  await fullScreenshot(page, `${SHOTS}satat-redeal-hint-phone.png`);
  await deal(page, 'court-piece', 'satat', seed, 2, '', { query: '?samples=1', bots: [3] });
  await page.waitForSelector('#cp-result:not([hidden])');
  assert.equal(await page.getAttribute('#cp-result', 'data-kind'), 'redeal');
  step('satat: a weak first five is hinted a redeal, as the API advises, and a bot calls it');
  await page.context().close();
}

/** The rules pages at a phone's and a desktop's width: no example cut at the right edge. */
async function rulesPages(browser, problems) {
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await openPage(browser, viewport, problems);
    for (const family of ['court-piece', 'chor-voli']) {
      await page.goto(`${BASE}/rules/${family}`);
      const cut = await page.$$eval('pre', (ps) => ps.filter((p) => p.scrollWidth > p.clientWidth + 1)
        .map((p) => `${p.textContent.slice(0, 60)}… (${p.scrollWidth} > ${p.clientWidth} px)`));
      assert.deepEqual(cut, [], `/rules/${family} at ${viewport.width} px: examples cut at the right edge`);
      await noHorizontalScroll(page, `/rules/${family} at ${viewport.width} px`);
    }
    await page.goto(`${BASE}/rules/court-piece#dabba-rang`);
    await page.screenshot({ path: `${SHOTS}rules-dabba-rang-${viewport.width}.png` });
    await page.context().close();
  }
  step('rules pages: every example whole at 375 and 1280 px');
}

/**
 * Counts the page's advice requests (`deals/advise`): sent, aborted (their signal), and the
 * most live at once (sent, not settled, not aborted), which must never pass one.
 */
async function countAdvice(page) {
  await page.addInitScript(() => {
    const seen = { sent: 0, aborted: 0, most: 0 };
    const live = new Set();
    window.adviceRequests = seen;
    const send = window.fetch;
    window.fetch = (url, init) => {
      const promise = send(url, init);
      if (!String(url).endsWith('/deals/advise')) return promise;
      const signal = init && init.signal;
      for (const s of live) if (s.aborted) live.delete(s);
      live.add(signal);
      seen.sent += 1;
      seen.most = Math.max(seen.most, live.size);
      signal.addEventListener('abort', () => { seen.aborted += 1; });
      const settled = () => live.delete(signal);
      promise.then(settled, settled);
      return promise;
    };
  });
}

/** The cards played so far, in order, as the page shows them (the tricks won, then the one open). */
async function playsShown(page) {
  return page.evaluate(() => [
    ...[...document.querySelectorAll('#cp-tricks li .card')],
    ...[...document.querySelectorAll('#cp-trick .plays:not(.taken) .card')],
  ].map((c) => c.dataset.card));
}

/** Worlds per piece of advice in the bot game: few, so that a debug build answers in a second or two. */
const SAMPLES = 2;

/**
 * A Hokm deal at phone width against three bots (seats 1 to 3, which the page plays through
 * `deals/advise`), seat 0 played from its own view by the hint: seat 0 calls (dealer 3) and
 * names the hinted suit, then plays each hinted card (clicked, or Enter on it: the hint
 * focuses it). Each hint must be the API's advice for the same position (`?samples=2`, the
 * sample seed derived from the view), said with its value, its card legal; while a bot thinks
 * the bar says so, the hint is off and the focus stays where the person put it (the seed
 * field, once); never two advice requests live at once; the deal must end with every card
 * legal (the API replays the page's tricks) and the page's result the API's.
 */
async function playWithBots(browser, problems) {
  const preset = 'hokm';
  const seed = 'playground bots';
  const dealer = 3;
  const page = await openPage(browser, PHONE, problems);
  await countAdvice(page);
  await deal(page, 'court-piece', preset, seed, dealer, 0, { query: `?samples=${SAMPLES}`, bots: [1, 2, 3] });
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Dealt from seed'));
  const base = { rules: { preset }, seed, dealer };
  let trump = null;
  const seen = { hints: 0, valued: 0, thinking: 0, focusKept: false, shot: false };
  for (let turn = 0; turn < 60; turn += 1) {
    // Seat 0's decision (the hint offered), or the end; the bots play in between.
    await page.waitForFunction(() => !document.getElementById('cp-result').hidden || !document.getElementById('cp-hint').disabled,
      null, { timeout: 120_000 });
    if (await page.isVisible('#cp-result')) break;
    if (seen.focusKept === null) {
      assert.equal(await page.evaluate(() => document.activeElement.id), 'seed', 'a bot\u2019s decision took the focus from the seed field');
      await page.fill('#seed', seed);
      seen.focusKept = true;
    }
    const plays = await playsShown(page);
    const position = { ...base, ...(trump ? { trump } : {}), plays };
    const truth = await api('court-piece/deals/resolve', position);
    assert.equal(truth.valid, true, `turn ${turn}: the page's plays ${plays.join(' ')}: ${JSON.stringify(truth.violations)}`);
    if (trump) {
      assert.equal(truth.next_player, 0, `turn ${turn}: seat 0 offered a hint on seat ${truth.next_player}'s turn`);
      const legal = await page.$$eval('#cp-seats .to-play button.legal', (bs) => bs.map((b) => b.dataset.card));
      assert.deepEqual([...legal].sort(), [...truth.legal_cards].sort(), `turn ${turn}: legal cards`);
    }
    assert.equal(await page.textContent('#cp-hint'), 'Hint for seat 0');
    await page.click('#cp-hint');
    await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Hint for seat 0: '));
    const text = await page.textContent('#message');
    const advice = await api('court-piece/deals/advise', { ...position, view: 0, samples: SAMPLES });
    const hinted = await page.$$eval('.hinted', (bs) => bs.map((b) => b.dataset.suit || b.dataset.card));
    const decided = advice.decision.suit || advice.decision.card;
    assert.deepEqual(hinted, [decided], `turn ${turn}: the card or suit marked is not the API's advice (${text})`);
    assert.ok(text.includes(trump ? `play the ${cardName(decided)}` : `name ${SUITS[decided]} trumps`), `turn ${turn}: “${text}”`);
    const { value, value_ci95: ci } = advice.options[0];
    if (value === null) {
      assert.ok(text.endsWith(', the only legal card.'), `turn ${turn}: “${text}”`);
    } else {
      // Under Hokm's points the service's cards count tricks; the page also reads points (the
      // deal's, less the other party's: kots under kots scoring, where the cards play for them).
      const signed = (v) => `${v > 0 ? '+' : v < 0 ? '\u2212' : ''}${Math.abs(v).toFixed(2)}`;
      const said = advice.value_of === 'tricks'
        ? `${value.toFixed(1)} of 13 tricks expected for party 0 (${ci[0].toFixed(1)}\u2013${ci[1].toFixed(1)} at 95 %)`
        : `${signed(value)} points expected for party 0, less the other party\u2019s (${signed(ci[0])} to ${signed(ci[1])} at 95 %)`;
      assert.equal(advice.value_of, 'tricks', `turn ${turn}: value_of`);
      assert.ok(text.endsWith(`, ${said}, from ${advice.samples} sampled world${advice.samples === 1 ? '' : 's'}.`),
        `turn ${turn}: the hint's value: “${text}”`);
      seen.valued += 1;
    }
    if (trump) assert.ok(truth.legal_cards.includes(decided), `turn ${turn}: the hint ${decided} is not legal`);
    // The hint focuses what it marks: Enter takes it, on every other turn.
    assert.equal(await page.evaluate(() => document.activeElement.classList.contains('hinted')), true, `turn ${turn}: the hint is not focused`);
    await readable(page, `bots, turn ${turn}, hinted`);
    seen.hints += 1;
    if (!seen.shot && plays.length >= 12) {
      await page.screenshot({ path: `${SHOTS}bots-phone-hint.png` });
      await noHorizontalScroll(page, 'bots, in play');
      await fullScreenshot(page, `${SHOTS}bots-phone.png`);
      seen.shot = true;
    }
    const selector = trump ? `#cp-seats .to-play button[data-card="${decided}"]` : `#cp-trumps button[data-suit="${decided}"]`;
    if (turn % 2 === 1) await page.keyboard.press('Enter');
    else await page.click(selector);
    await page.waitForFunction((t) => document.getElementById('message').textContent.startsWith(t),
      trump ? `Seat 0 plays the ${cardName(decided)}.` : `Seat 0 names ${SUITS[decided]} trumps`);
    trump = trump || decided;
    // A bot to decide next: the bar says it is thinking, and no hint is offered meanwhile.
    const { message, thinking, hintOff } = await page.evaluate(() => ({
      message: document.getElementById('message').textContent,
      thinking: document.getElementById('cp-thinking').textContent,
      hintOff: document.getElementById('cp-hint').disabled,
    }));
    const next = /Seat (\d) to play\.$/.exec(message);
    if (next && next[1] !== '0') {
      assert.equal(thinking, `Seat ${next[1]} is thinking\u2026`, `turn ${turn}: after “${message}”`);
      assert.ok(hintOff, `turn ${turn}: a hint offered on a bot's turn`);
      seen.thinking += 1;
      if (seen.thinking === 2) await page.screenshot({ path: `${SHOTS}bots-phone-thinking.png` });
      if (seen.focusKept === false && seen.thinking >= 3) {
        // The page stays usable while the bots play, and their decisions leave the focus alone.
        await page.focus('#seed');
        await page.keyboard.type(' (typing)');
        seen.focusKept = null;
      }
    }
  }
  assert.ok(await page.isVisible('#cp-result'), 'the deal against the bots did not end');
  const plays = await playsShown(page);
  const truth = await api('court-piece/deals/resolve', { ...base, trump, plays });
  assert.equal(truth.valid, true, `the deal's plays: ${JSON.stringify(truth.violations)}`);
  assert.equal(truth.complete, true, 'the deal the page ended is not over');
  const shown = await page.$eval('#cp-result', (r) => ({ ...r.dataset }));
  assert.deepEqual(JSON.parse(shown.points), truth.result.points);
  assert.equal(shown.kind, truth.result.kind);
  assert.ok(seen.valued > 0 && seen.thinking > 0 && seen.focusKept === true, JSON.stringify(seen));
  const requests = await page.evaluate(() => window.adviceRequests);
  assert.equal(requests.most, 1, `advice requests live at once: ${JSON.stringify(requests)}`);
  await readable(page, 'bots, over');
  await noHorizontalScroll(page, 'bots, over');
  step(`bots: ${plays.length} cards, ${seen.hints} hints (${seen.valued} with a value), ${requests.sent} advice requests; ${await page.textContent('#cp-result-text')}`);
  await page.context().close();
}

/**
 * A bot's advice in flight (seat 1's trump call, at the service's default samples: seconds)
 * is aborted by a change of view (and asked again from the same position), by a new deal and
 * by clearing its box, after which seat 2's view offers the hand-over to seat 1. A bot the
 * service refuses (`?samples=1001`) stops and says why, and asks no more.
 */
async function botInterrupted(browser, problems) {
  const page = await openPage(browser, PHONE, problems);
  await countAdvice(page);
  /** The advice requests counted once the `sent`-th is out (or a while later: then the counts fail). */
  const counted = async (expected, what, thinking = expected.sent > expected.aborted) => {
    await page.waitForFunction((n) => window.adviceRequests.sent >= n, expected.sent).catch(() => {});
    assert.deepEqual(await page.evaluate(() => ({ ...window.adviceRequests })), expected, what);
    assert.equal(await page.textContent('#cp-thinking'), thinking ? 'Seat 1 is thinking\u2026' : '', what);
  };
  await deal(page, 'court-piece', 'hokm', 'playground bots', 0, '', { bots: [1] });
  await counted({ sent: 1, aborted: 0, most: 1 }, 'seat 1 (a bot) to name trumps');
  await page.selectOption('#viewer', '2');
  await counted({ sent: 2, aborted: 1, most: 1 }, 'a change of view');
  assert.equal(await page.isVisible('#cp-handover'), false, 'a hand-over offered to a bot');
  await page.click('#deal');
  await counted({ sent: 3, aborted: 2, most: 1 }, 'a new deal');
  await page.uncheck('#bots input[value="1"]');
  await page.waitForSelector('#cp-handover');
  await counted({ sent: 3, aborted: 3, most: 1 }, 'the bot box cleared');
  await readable(page, 'bot aborted');

  const known = problems.length;
  await deal(page, 'court-piece', 'hokm', 'playground bots', 0, '', { query: '?samples=1001', bots: [1] });
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Seat 1 (a bot) stops: '));
  assert.match(await page.textContent('#message'), /samples is a count from 1 to 1000, not 1001\.$/);
  assert.match(await page.getAttribute('#message', 'class'), /refused/);
  await page.waitForTimeout(1000);
  await counted({ sent: 1, aborted: 0, most: 1 }, 'a bot refused asks again', false);
  // Chromium itself logs the 422 (once: the bot asked once); the page logs nothing.
  assert.deepEqual(problems.splice(known), ['console: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
  step('bots: the advice in flight aborted by a change of view, a new deal and the bot box cleared; a bot refused stops');
  await page.context().close();
}

mkdirSync(SHOTS, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const problems = [];
try {
  step(`Chromium ${browser.version()} against ${BASE}`);
  await everyPreset(browser, problems);
  await rulesPages(browser, problems);
  await trupKasietRedeal(browser, problems);
  await playOnAfterKot(browser, problems);
  await satatRedealAdvised(browser, problems);
  await playCourtPiece(browser, problems, { preset: 'hokm', seed: 'playground hokm', viewport: PHONE, keyboard: true, shot: 'hokm-phone' });
  await playCourtPiece(browser, problems, { preset: 'double-sar', seed: 'playground double sar', viewport: DESKTOP, keyboard: false, heap: true, shot: 'double-sar-desktop' });
  await playConcealed(browser, problems, { preset: 'trup-kasiet', seed: 'playground trup kasiet', viewport: PHONE, viewer: 2, shot: 'trup-kasiet-phone' });
  await playConcealed(browser, problems, { preset: 'dabba-rang', seed: 'playground dabba rang', viewport: DESKTOP, viewer: 1, bids: [null, 8, null, 9], shot: 'dabba-rang-desktop' });
  await playChorVoli(browser, problems);
  await botInterrupted(browser, problems);
  await playWithBots(browser, problems);
  assert.deepEqual(problems, [], 'the page had errors');
  step(`passed; screenshots in ${SHOTS}`);
} finally {
  await browser.close();
}
