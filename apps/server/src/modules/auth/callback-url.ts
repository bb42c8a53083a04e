import { invalidCallbackUrl } from "../../lib/errors.ts";

/** The origins a callback URL may point at: the one the request came to, and `PUBLIC_URL`'s. */
export interface CallbackOrigins {
  requestOrigin: string;
  publicOrigin: string | null;
}

/**
 * A callback URL must stay on our origin, or a sign-in link becomes an open redirect. Accepts a
 * relative path, or an absolute URL on the request's origin or on `PUBLIC_URL` (a browser client
 * such as next-auth's posts the page's full address). Answers the absolute URL: a relative one is
 * resolved against the request's origin, because next-auth's client runs `new URL(url)` on it.
 */
export function resolveCallbackUrl(value: string | undefined, origins: CallbackOrigins): URL {
  if (value === undefined || value === "") return new URL("/", origins.requestOrigin);
  // `//evil.example` and `/\evil.example` are protocol-relative to browsers: not paths of ours.
  const looksRelative = value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
  if (!looksRelative && !/^https?:\/\//i.test(value)) throw callbackUrlRefused(value);
  let url: URL;
  try {
    url = new URL(value, origins.requestOrigin);
  } catch {
    throw callbackUrlRefused(value);
  }
  if (url.origin !== origins.requestOrigin && url.origin !== origins.publicOrigin) {
    throw callbackUrlRefused(value);
  }
  return url;
}

/** The path, query and fragment of a URL: what an e-mailed link carries, so it lands where the link does. */
export const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/** The library's InvalidCallbackUrl under its code (section 8), as a 400 naming the field. */
function callbackUrlRefused(value: string) {
  return invalidCallbackUrl("The callback URL must be a path or an address on this site.", {
    field: "callbackUrl",
    value,
    name: "InvalidCallbackUrl",
  });
}
