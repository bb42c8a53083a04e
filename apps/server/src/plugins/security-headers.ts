import type { IncomingMessage } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Server } from "socket.io";
import type { Config } from "../config.ts";

/** The Swagger UI's pages and assets. */
export const API_DOCS_PREFIX = "/api/docs";

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Where the map's raster tiles come from when MAP_TILE_URL is set: its origin, or, when a
 * placeholder sits in the host (`{s}.tiles.example.com`), every subdomain of the rest.
 */
export function tileSources(mapTiles: Config["mapTiles"]): string[] {
  if (!mapTiles) return [];
  const match = /^(https?:\/\/)([^/?#]+)/.exec(mapTiles.url);
  if (!match) return [];
  const [, scheme, host] = match;
  if (!host.includes("{")) return [`${scheme}${host}`];
  const rest = host.replace(/^[^.]*\{[^}]*\}[^.]*\./, "");
  return rest.includes("{") ? [scheme.replace("//", "")] : [`${scheme}*.${rest}`];
}

/**
 * The Content-Security-Policy of the portal's pages. Scripts only from the portal itself (no inline
 * script, no eval); MapLibre's worker is a same-origin file. Styles also inline: MUI's emotion and
 * MapLibre write style tags and attributes at run time, and a nonce would need index.html rendered
 * per request. Data and sockets go to the portal itself ('self' covers its ws/wss URLs) and to the
 * tile server; nothing may frame the portal.
 */
export function contentSecurityPolicy(config: Pick<Config, "mapTiles" | "publicUrl">) {
  const tiles = tileSources(config.mapTiles);
  const https = config.publicUrl?.startsWith("https://") ?? false;
  // 'self' already covers the socket on the origin a page came from; PUBLIC_URL's is named as well.
  const publicSocket = config.publicUrl ? [config.publicUrl.replace(/^http/, "ws")] : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", ...tiles],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", ...publicSocket, ...tiles],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: https ? [] : null,
  };
}

/**
 * The Swagger UI at /api/docs: as the portal's, with images from anywhere (its logos and the
 * schemas' examples), so it keeps working under the headers.
 */
function docsContentSecurityPolicy(config: Pick<Config, "mapTiles" | "publicUrl">) {
  return { ...contentSecurityPolicy(config), imgSrc: ["'self'", "data:", "https:"] };
}

/**
 * Security headers on every response (helmet): the CSP above, `X-Frame-Options: DENY`, nosniff, a
 * Referrer-Policy that keeps the `Origin` header on the portal's own requests (cross-site checks
 * rely on it) and sends other sites only the origin; HSTS only over HTTPS (PUBLIC_URL https, or the
 * request came over HTTPS through a trusted proxy). Register before any other hook, so early
 * answers (401, 404) carry them too.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  // Set on the routes the Swagger UI adds later; helmet reads `config.helmet` per route.
  app.addHook("onRoute", (route) => {
    if (route.url === API_DOCS_PREFIX || route.url.startsWith(`${API_DOCS_PREFIX}/`)) {
      route.config = {
        ...route.config,
        helmet: {
          contentSecurityPolicy: { useDefaults: false, directives: docsContentSecurityPolicy(config) },
        },
      } as typeof route.config;
    }
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Decided per request below.
    strictTransportSecurity: false,
  });
  const alwaysHttps = config.publicUrl?.startsWith("https://") ?? false;
  app.addHook("onRequest", async (request: FastifyRequest, reply) => {
    if (alwaysHttps || request.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
}

/**
 * The socket's HTTP answers (engine.io's handshake and long-polling responses) do not pass through
 * Fastify, so helmet never sees them: they get the same headers here, with a policy that allows
 * nothing (they are data, never a page).
 */
export function registerSocketSecurityHeaders(io: Server, config: Config) {
  const alwaysHttps = config.publicUrl?.startsWith("https://") ?? false;
  const add = (headers: Record<string, string>, request: IncomingMessage) => {
    headers["Content-Security-Policy"] = "default-src 'none'; frame-ancestors 'none'";
    headers["X-Content-Type-Options"] = "nosniff";
    headers["X-Frame-Options"] = "DENY";
    headers["Referrer-Policy"] = "strict-origin-when-cross-origin";
    const viaTls = (request.socket as { encrypted?: boolean }).encrypted === true;
    if (alwaysHttps || viaTls) headers["Strict-Transport-Security"] = HSTS;
  };
  io.engine.on("initial_headers", add);
  io.engine.on("headers", add);
}
