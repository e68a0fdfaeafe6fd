// The Hakam client: openapi-fetch typed by the generated src/schema.d.ts. Nothing here is
// written per operation; the paths, bodies and answers all come from openapi/openapi.json.
import createClient, { type ClientOptions } from "openapi-fetch";
import type { components, paths } from "./schema.js";

// Every schema by name (ChorVoliDealRequest, CourtPieceDealResolution, ...), and the
// paths, operations and components maps.
export type * from "./schema.js";

/** A named schema of the API, e.g. `Schema<"court_piece.DealResolution">`. */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];

/** A client for a Hakam service at `baseUrl` (e.g. `http://127.0.0.1:8080`). */
export function createHakamClient(baseUrl: string, options: Omit<ClientOptions, "baseUrl"> = {}) {
  return createClient<paths>({ ...options, baseUrl });
}

export type HakamClient = ReturnType<typeof createHakamClient>;
