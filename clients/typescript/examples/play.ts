// Plays a whole Chor Voli deal and a whole Court piece (Hokm) deal against a running Hakam,
// through the generated client's typed calls only (see README.md, "Clients").
//
//   HAKAM_URL=http://127.0.0.1:8080 npm --prefix clients/typescript run play
//
// Exits non-zero when a call fails or an answer breaks a rule the example checks.
import {
  createHakamClient,
  unwrap,
  type Card,
  type ChorVoliPlayerEntry,
  type ChorVoliRulesInput,
  type CourtPieceDealResolution,
  type CourtPieceRulesInput,
  type HakamClient,
  type SuitLetter,
} from "hakam-client";

class Failure extends Error {}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) {
    throw new Failure(message);
  }
}

async function playChorVoli(client: HakamClient, seed: string): Promise<void> {
  const rules: ChorVoliRulesInput = { preset: "chor-voli" };
  const dealt = unwrap(
    await client.POST("/v1/chor-voli/deals", { body: { rules, seed, dealer: 0 } }),
  );
  const players: ChorVoliPlayerEntry[] = [];
  for (const [seat, hand] of dealt.hands.entries()) {
    const suggested = unwrap(
      await client.POST("/v1/chor-voli/partitions/suggest", { body: { rules, hand, limit: 1 } }),
    );
    const best = suggested.suggestions[0];
    check(best !== undefined, `no suggestion for seat ${seat}`);
    players.push({
      name: `seat ${seat}`,
      hand,
      combinations: best.combinations,
      discards: best.discards,
    });
  }
  const result = unwrap(
    await client.POST("/v1/chor-voli/deals/resolve", {
      body: { rules, dealer: dealt.dealer, players },
    }),
  );
  check(result.valid, `the suggested partitions were refused: ${JSON.stringify(result.violations)}`);
  const chips = result.chips;
  check(Array.isArray(chips), "a valid deal has chips");
  const total = chips.reduce((sum, c) => sum + c, 0);
  check(total === 0, `chips do not sum to zero: ${JSON.stringify(chips)}`);
  console.log(
    `Chor Voli (${rules.preset}, seed ${JSON.stringify(dealt.seed)}): ${result.rounds?.length ?? 0} rounds, ` +
      `chips ${JSON.stringify(chips)}, next dealer ${result.next_dealer}`,
  );
}

async function playCourtPiece(client: HakamClient, seed: string): Promise<void> {
  const rules: CourtPieceRulesInput = { preset: "hokm" };
  const dealt = unwrap(
    await client.POST("/v1/court-piece/deals", { body: { rules, seed, dealer: 0 } }),
  );
  // The caller names trumps from the first five: the suit it holds most of.
  const firstFive = dealt.first_five[dealt.caller] ?? [];
  const suits: SuitLetter[] = ["c", "d", "h", "s"];
  const count = (suit: SuitLetter) => firstFive.filter((card) => card.endsWith(suit)).length;
  const trump = suits.reduce((best, suit) => (count(suit) > count(best) ? suit : best));

  const plays: Card[] = [];
  let state: CourtPieceDealResolution;
  for (;;) {
    state = unwrap(
      await client.POST("/v1/court-piece/deals/resolve", {
        body: { rules, dealer: dealt.dealer, seed: dealt.seed, trump, plays },
      }),
    );
    check(state.valid, `a legal card was refused: ${JSON.stringify(state.violations)}`);
    if (state.complete) {
      break;
    }
    check(plays.length < 52, "the deal did not end after 52 cards");
    const card = state.legal_cards?.[0];
    check(card !== undefined, `no legal card after ${plays.length} plays`);
    plays.push(card);
  }

  const result = state.result;
  check(result !== undefined && result !== null, "a complete deal has a result");
  const won = state.tricks_won;
  const finished = state.tricks.filter((t) => t.winner !== undefined && t.winner !== null).length;
  const sum = won.reduce((s, n) => s + n, 0);
  check(sum === finished, `tricks won ${JSON.stringify(won)} but ${finished} tricks finished`);
  check(sum <= 13, `more than 13 tricks: ${JSON.stringify(won)}`);
  check(plays.length === 4 * finished, `${plays.length} cards for ${finished} tricks`);
  // Hokm: the deal ends when a party has seven tricks (a kot when the other has none).
  check(Math.max(...won) >= 7 || sum === 13, `the deal ended early: tricks won ${JSON.stringify(won)}`);
  const winner = result.winner;
  check(
    typeof winner === "number" && won[winner] === Math.max(...won),
    `the winner is not the party with most tricks: ${JSON.stringify(result)}`,
  );
  check(result.kind === "win" || result.kind === "kot", `unexpected Hokm result ${result.kind}`);
  console.log(
    `Court piece (hokm, seed ${JSON.stringify(dealt.seed)}): caller seat ${state.caller} named trump ${trump}; ` +
      `${finished} tricks, won ${JSON.stringify(won)}; party ${winner} wins (${result.kind}), ` +
      `points ${JSON.stringify(result.points)}; next dealer ${state.next_dealer}, next caller ${state.next_caller}`,
  );
}

async function main(): Promise<number> {
  const url = process.env["HAKAM_URL"] ?? "http://127.0.0.1:8080";
  const seed = process.env["HAKAM_SEED"] ?? "clients example";
  const client = createHakamClient(url);
  try {
    await playChorVoli(client, seed);
    await playCourtPiece(client, seed);
  } catch (failure) {
    console.error(`FAILED: ${failure instanceof Error ? failure.message : String(failure)}`);
    return 1;
  }
  console.log("typescript example: both deals played");
  return 0;
}

process.exitCode = await main();
