import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import proxyAddr from "@fastify/proxy-addr";
import type { Config } from "../config.ts";

/** What the origin of a request is read from: Fastify's request, or a raw one (a socket.io handshake). */
export interface RequestLike {
  protocol: string;
  host: string;
}

/**
 * The one place that knows the portal's own origins: `PUBLIC_URL`'s origin when it is set, and the
 * origin a request came to (its protocol and Host; X-Forwarded-Proto/-Host only from a proxy
 * trusted by `TRUST_PROXY`, exactly as Fastify reads them).
 */
export interface PortalOrigin {
  /** `PUBLIC_URL`'s origin, or null when it is unset. */
  readonly publicOrigin: string | null;
  /**
   * The origin the request came to, e.g. `http://127.0.0.1:3000`: what response urls use, so a
   * browser client stays on the origin its page is on. (`PUBLIC_URL`'s when the Host is unusable.)
   */
  ofRequest(request: RequestLike): string;
  /** Where links sent out because of this request (e-mails) point: `PUBLIC_URL`, else the request's origin. */
  forLinks(request: RequestLike): string;
  /** Whether an origin (`scheme://host[:port]`) is the portal's own for this request. */
  isOwn(origin: string, request: RequestLike): boolean;
  /** The protocol and host of a raw request, read with the same proxy trust as Fastify's. */
  ofRaw(request: IncomingMessage): RequestLike;
}

/** `scheme://host[:port]` with default ports dropped and the host lower-cased; null when it is not an http(s) origin. */
export function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function createPortalOrigin(config: Pick<Config, "publicUrl" | "trustProxy">): PortalOrigin {
  const publicOrigin = config.publicUrl ? normaliseOrigin(config.publicUrl) : null;
  const trusts = trustFunction(config.trustProxy);

  const hostOrigin = (request: RequestLike) =>
    request.host ? normaliseOrigin(`${request.protocol}://${request.host}`) : null;
  // Fastify refuses HTTP/1.1 without Host; "localhost" only covers an HTTP/1.0 request without one.
  const fallback = publicOrigin ?? "http://localhost";

  return {
    publicOrigin,
    ofRequest: (request) => hostOrigin(request) ?? fallback,
    forLinks: (request) => publicOrigin ?? hostOrigin(request) ?? fallback,
    isOwn(origin, request) {
      const normalised = normaliseOrigin(origin);
      if (!normalised) return false;
      return normalised === publicOrigin || normalised === hostOrigin(request);
    },
    ofRaw(request) {
      const fromProxy = trusts(request.socket.remoteAddress ?? "");
      const forwarded = (name: string) => {
        const value = request.headers[name];
        const text = Array.isArray(value) ? value.join(",") : value;
        return fromProxy && text ? text.slice(text.lastIndexOf(",") + 1).trim() : undefined;
      };
      const encrypted = Boolean((request.socket as TLSSocket).encrypted);
      return {
        protocol: forwarded("x-forwarded-proto") ?? (encrypted ? "https" : "http"),
        host: forwarded("x-forwarded-host") ?? request.headers.host ?? "",
      };
    },
  };
}

/** Fastify's reading of `trustProxy`: false trusts no proxy, true every one, a string the listed addresses. */
function trustFunction(trustProxy: boolean | string): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (trustProxy === true) return () => true;
  const trusted = proxyAddr.compile(trustProxy.split(",").map((a) => a.trim()));
  return (address) => trusted(address, 0);
}
