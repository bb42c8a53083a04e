import type { FastifyReply, FastifyRequest } from "fastify";

/** The request's headers as the Fetch `Headers` that `auth.api.*` reads cookies and the client address from. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return headers;
}

/** Passes on every cookie better-auth set or cleared; `Headers.get` would fold them into one invalid line. */
export function forwardCookies(reply: FastifyReply, headers: Headers | null | undefined) {
  for (const cookie of headers?.getSetCookie() ?? []) reply.header("set-cookie", cookie);
}
