// A newcomer's first program, run by scripts/clients.sh from a project outside the repository
// that installed the client with `npm install <repo>/clients/typescript`: deals a Hokm deal from
// a seed, names trumps, plays the first legal card until the deal is complete. It must pass
// `tsc --strict --noEmit` as it is: no casts, no handling of the error case of its own.
import { createHakamClient, unwrap, type Card, type SuitLetter } from "hakam-client";

const client = createHakamClient(process.env["HAKAM_URL"] ?? "http://127.0.0.1:8080");
const rules = { preset: "hokm" } as const;
const dealt = unwrap(
  await client.POST("/v1/court-piece/deals", { body: { rules, seed: "fresh project", dealer: 0 } }),
);
const firstFive: Card[] = dealt.first_five[dealt.caller] ?? [];
const held = (suit: SuitLetter) => firstFive.filter((card) => card.endsWith(suit)).length;
const suits: SuitLetter[] = ["c", "d", "h", "s"];
const trump = suits.reduce((best, suit) => (held(suit) > held(best) ? suit : best));
const plays: Card[] = [];
for (;;) {
  const state = unwrap(
    await client.POST("/v1/court-piece/deals/resolve", {
      body: { rules, dealer: 0, seed: dealt.seed, trump, plays },
    }),
  );
  if (!state.valid || plays.length > 52) {
    throw new Error(`refused after ${plays.length} cards: ${JSON.stringify(state.violations)}`);
  }
  if (state.complete) {
    if (!state.result || state.trump !== trump) {
      throw new Error(`a complete deal without a result, or with other trumps: ${JSON.stringify(state)}`);
    }
    const { winner, kind, points } = state.result;
    console.log(
      `typescript, fresh project: trump ${trump}, ${plays.length} cards, tricks ${JSON.stringify(state.tricks_won)}, ` +
        `party ${winner} wins (${kind}), points ${JSON.stringify(points)}`,
    );
    break;
  }
  const card = state.legal_cards?.[0];
  if (card === undefined) {
    throw new Error(`no legal card after ${plays.length} cards`);
  }
  plays.push(card);
}
