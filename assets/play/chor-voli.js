// The playground's Chor Voli and Ramchi: deal, arrange, resolve. Loaded after play.js, whose
// helpers it uses; plain JavaScript over the public API.
'use strict';
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
