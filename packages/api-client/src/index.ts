import createClient, { type Client } from "openapi-fetch";
import type { components, operations, paths } from "./schema.ts";

/** The request and answer types of openapi-fetch, for wrappers that keep its typing (the web's lib/api.ts). */
export type { ClientPathsWithMethod, MaybeOptionalInit } from "openapi-fetch";
export type { components, operations, paths };

/** The one error shape of the API: `{ error: { code, message, details? } }`. */
export type ApiError = components["schemas"]["ApiError"];

export type ApiClient = Client<paths>;

/**
 * A client of the Strata API typed from its OpenAPI document: `client.GET("/api/users/me")`
 * answers `{ data, error, response }`, with `data` and `error` typed per status.
 *
 * In the portal's pages use `baseUrl: ""` (same origin; the browser sends the session cookie and
 * `Origin` itself). Elsewhere pass the server's URL and a `fetch` that adds the `Cookie` (or, later,
 * `Authorization`) header and, for state-changing calls, `Origin: <the server's URL>`.
 */
export function createApiClient(
  baseUrl: string,
  fetchImpl?: (request: Request) => Promise<Response>,
): ApiClient {
  return createClient<paths>({ baseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
}
