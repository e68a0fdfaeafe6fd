// Plays through the playground at /play/ in a real headless Chromium: a whole Hokm deal (trumps
// named, every card clicked or played from the keyboard, one illegal card refused), a whole
// Double Sar deal (the heap collected by its winners) and a whole
// Chor Voli deal (a combination made by hand, the suggestion taken, the deal resolved). What the
// page shows is checked against what the API answers to the same requests, so a page that
// drifts from the service fails. Screenshots go to target/playground/.
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
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol !== 'data:' && url.origin !== new URL(BASE).origin) problems.push(`off-origin request: ${r.url()}`);
  });
  return page;
}

async function deal(page, familyValue, preset, seed, dealer) {
  await page.goto(`${BASE}/play/`);
  await page.check(`input[name="family"][value="${familyValue}"]`);
  await page.selectOption('#preset', preset);
  await page.fill('#seed', seed);
  await page.selectOption('#dealer', String(dealer));
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

    if (keyboard && !refused && illegal.length > 0) {
      // An illegal card can be clicked; the service's refusal is shown in the status region.
      const card = illegal[0];
      const answer = await api('court-piece/deals/resolve', { rules, dealer: 0, seed, trump: 's', plays: [...plays, card] });
      assert.equal(answer.valid, false);
      await page.click(`#cp-seats .to-play button[data-card="${card}"]`);
      await page.waitForFunction((text) => document.getElementById('message').textContent.includes(text), answer.violations[0].message);
      const message = await page.textContent('#message');
      assert.match(message, new RegExp(answer.violations[0].code));
      assert.equal(await page.getAttribute('#message', 'role'), 'status');
      await page.screenshot({ path: `${SHOTS}${shot}-refused.png`, fullPage: true });
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
  const winners = await page.$$eval('#cp-tricks li', (lis) => lis.map((li) => Number(li.dataset.winner)));
  assert.deepEqual(winners, truth.tricks.map((t) => t.winner), 'trick winners');
  await noHorizontalScroll(page, `${preset}, over`);
  await page.screenshot({ path: `${SHOTS}${shot}.png`, fullPage: true });
  step(`${preset}: ${plays.length} cards played (${keyboardPlays} from the keyboard), ${truth.tricks.length} tricks, `
    + `${collections} heap collections; ${shown.text}`);
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

  // A combination by hand, from the keyboard: three cards selected with Space, then made.
  const hand = dealt.hands[0];
  for (const card of hand.slice(0, 3)) {
    await page.focus(`#cv-seats button[data-card="${card}"]`);
    await page.keyboard.press('Space');
    await page.waitForSelector(`#cv-seats button[data-card="${card}"][aria-pressed="true"]`);
  }
  await page.click('#cv-make');
  const judged = await api('chor-voli/partitions/validate', { rules: { preset: 'chor-voli' }, hand, combinations: [hand.slice(0, 3)] });
  const first = judged.combinations[0];
  await page.waitForFunction((text) => document.querySelector('#cv-seats [data-seat="0"] .combos li')?.textContent.includes(text),
    first.valid ? first.name : 'not a combination');
  step(`Chor Voli: made ${hand.slice(0, 3).join(' ')} by hand (${first.valid ? first.name : first.reason})`);

  // The advice: the page takes the partition the service recommends.
  await page.click('#cv-advise');
  const advice = await api('chor-voli/partitions/advise', { rules: { preset: 'chor-voli' }, hand, seed });
  const advised = advice.candidates[advice.recommended].combinations;
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('The advice:'));
  const shownAdvice = await page.$$eval('#cv-seats [data-seat="0"] .combos li', (lis) =>
    lis.map((li) => [...li.querySelectorAll('.card')].map((c) => c.getAttribute('aria-label'))));
  assert.deepEqual(shownAdvice, advised.map((combo) => combo.map(cardName)), 'the advised partition');
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
  truth.chips.forEach((c, seat) => assert.ok(shownChips[seat].startsWith(`Seat ${seat}: ${c > 0 ? '+' : ''}${c} chip`), shownChips[seat]));
  const rounds = await page.$$eval('#cv-rounds > li h4', (hs) => hs.map((h) => h.textContent));
  assert.equal(rounds.length, truth.rounds.length);
  truth.rounds.forEach((r, i) => assert.ok(rounds[i].startsWith(`Round ${r.round}: seat ${r.winner} wins`), rounds[i]));
  assert.ok((await page.textContent('#cv-chips-text')).includes(`Next dealer: seat ${truth.next_dealer}`));
  await noHorizontalScroll(page, 'Chor Voli, desktop');
  await page.screenshot({ path: `${SHOTS}chor-voli-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await noHorizontalScroll(page, 'Chor Voli, phone');
  await page.screenshot({ path: `${SHOTS}chor-voli-phone.png`, fullPage: true });
  step(`Chor Voli: ${truth.rounds.length} showdowns, chips ${chips.join(', ')}`);
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
  await playCourtPiece(browser, problems, { preset: 'hokm', seed: 'playground hokm', viewport: PHONE, keyboard: true, shot: 'hokm-phone' });
  await playCourtPiece(browser, problems, { preset: 'double-sar', seed: 'playground double sar', viewport: DESKTOP, keyboard: false, heap: true, shot: 'double-sar-desktop' });
  await playChorVoli(browser, problems);
  assert.deepEqual(problems, [], 'the page had errors');
  step(`passed; screenshots in ${SHOTS}`);
} finally {
  await browser.close();
}
