// The Hakam client: openapi-fetch typed by the generated src/schema.ts. Nothing here is
// written per operation; the paths, bodies and answers all come from openapi/openapi.json.
import createClient, { type ClientOptions } from "openapi-fetch";
import type { components, paths, Problem } from "./schema.js";

// Every schema by name (ChorVoliDealRequest, CourtPieceDealResolution, Card, SuitLetter, ...),
// and the paths, operations and components maps.
export type * from "./schema.js";

/** A named schema of the API, e.g. `Schema<"court_piece.DealResolution">`. */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];

/** A client for a Hakam service at `baseUrl` (e.g. `http://127.0.0.1:8080`). */
export function createHakamClient(baseUrl: string, options: Omit<ClientOptions, "baseUrl"> = {}) {
  return createClient<paths>({ ...options, baseUrl });
}

export type HakamClient = ReturnType<typeof createHakamClient>;

/** The service answered with a problem document (RFC 9457), or with nothing it documents. */
export class HakamError extends Error {
  constructor(
    /** The problem document; `undefined` when the answer was not one. */
    readonly problem: Problem | undefined,
    readonly status: number,
  ) {
    const errors = (problem?.errors ?? []).map((e) => `${e.path}: ${e.code}: ${e.message}`);
    super(
      problem === undefined
        ? `unexpected answer: HTTP ${status}`
        : `${problem.status} ${problem.title}: ${problem.detail} [${errors.join("; ")}]`,
    );
    this.name = "HakamError";
  }
}

function isProblem(error: unknown): error is Problem {
  return (
    typeof error === "object" &&
    error !== null &&
    "status" in error &&
    "title" in error &&
    "detail" in error &&
    Array.isArray((error as { errors?: unknown }).errors)
  );
}

/**
 * What a call answered: its data, or a `HakamError` thrown with the problem.
 *
 *     const dealt = unwrap(await client.POST("/v1/court-piece/deals", { body }));
 */
export function unwrap<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.response.ok && answer.data !== undefined) {
    return answer.data;
  }
  throw new HakamError(isProblem(answer.error) ? answer.error : undefined, answer.response.status);
}
