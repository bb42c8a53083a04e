import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { ERROR_STATUS, type ErrorCode } from "../lib/errors.ts";
import { redactUrl } from "../lib/log-redaction.ts";

/**
 * Slow clients cannot hold the server (env HTTP_*_TIMEOUT_MS):
 * - headers must arrive within `headersMs`, and a whole request, body included, within `requestMs`
 *   (Node's headersTimeout and requestTimeout): a trickling upload is cut with a 408;
 * - a connection on which nothing moves for `idleMs` while its request body is still arriving (a
 *   stalled upload) gets a 408 and is closed; one whose client stopped reading its response is
 *   closed. A request that arrived whole is never cut while the server is still working on it (a
 *   large bulk import can take a minute);
 * - an idle keep-alive connection is closed after `keepAliveMs`.
 * The 408 comes in the one error shape. The route that was reading the body sees the connection
 * end and throws before writing anything (the bulk upload keeps the file in memory until it is whole).
 */
export function timeoutOptions(config: Pick<Config, "httpTimeouts">) {
  const { headersMs, requestMs, idleMs, keepAliveMs } = config.httpTimeouts;
  const shortest = Math.min(headersMs || Number.POSITIVE_INFINITY, requestMs || Number.POSITIVE_INFINITY);
  return {
    requestTimeout: requestMs,
    connectionTimeout: idleMs,
    keepAliveTimeout: keepAliveMs,
    http: {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      // Node looks for expired requests this often (30 s by default, coarser than the limits).
      connectionsCheckingInterval: Math.max(20, Math.min(30_000, Math.floor(shortest / 10))),
    },
    clientErrorHandler,
  };
}

/** Answers a connection that went quiet, according to what it was doing (see timeoutOptions). */
export function registerIdleConnectionHandling(app: FastifyInstance) {
  app.server.on("timeout", (socket: Socket) => {
    const res = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (res && !res.headersSent && res.req && !res.req.complete) {
      app.log.warn({ url: res.req.url }, "request body stalled; connection closed");
      closeWithError(socket, "REQUEST_TIMEOUT", TIMEOUT_MESSAGE);
      return;
    }
    // Still working on a request that arrived whole: the answer will come.
    if (res && !res.headersSent) return;
    socket.destroy();
  });
}

/**
 * A body that keeps trickling never lets the connection go quiet, so the idle limit misses it and
 * only the whole-request limit (minutes) would end it. After `graceMs`, a request whose body has
 * averaged fewer than `minBytesPerSecond` since its headers arrived gets the same 408 and is closed;
 * the route reading it sees the connection end and changes nothing. One timer serves every upload in
 * flight, and only while there is one. Bytes are counted on the socket, whoever reads them.
 */
export function registerMinimumBodyRate(app: FastifyInstance, config: Pick<Config, "bodyRate">) {
  const { minBytesPerSecond, graceMs } = config.bodyRate;
  if (minBytesPerSecond <= 0) return;
  const uploads = new Map<IncomingMessage, { startedAt: number; bytesAtStart: number }>();
  let timer: NodeJS.Timeout | null = null;

  const check = () => {
    const now = performance.now();
    for (const [req, start] of uploads) {
      const socket = req.socket;
      if (req.complete || socket.destroyed) {
        uploads.delete(req);
        continue;
      }
      const elapsedMs = now - start.startedAt;
      if (elapsedMs < graceMs) continue;
      const rate = ((socket.bytesRead - start.bytesAtStart) * 1000) / elapsedMs;
      if (rate >= minBytesPerSecond) continue;
      uploads.delete(req);
      app.log.warn(
        { url: redactUrl(req.url ?? ""), bytesPerSecond: Math.round(rate) },
        "request body too slow; connection closed",
      );
      closeWithError(socket, "REQUEST_TIMEOUT", TIMEOUT_MESSAGE);
    }
    if (uploads.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };

  app.server.on("request", (req: IncomingMessage) => {
    if (req.complete || !hasBody(req)) return;
    uploads.set(req, { startedAt: performance.now(), bytesAtStart: req.socket.bytesRead });
    req.once("end", () => uploads.delete(req));
    req.once("close", () => uploads.delete(req));
    // Checked four times within the grace period, at most once a second.
    timer ??= setInterval(check, Math.max(25, Math.min(1000, graceMs / 4))).unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    timer = null;
    uploads.clear();
  });
}

const hasBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

const TIMEOUT_MESSAGE =
  "The request took too long to arrive and was cut; nothing was changed. Check the connection and send it again.";

/** Errors Node meets before a request reaches Fastify, answered in the one error shape. */
function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  if (err.code === "ERR_HTTP_REQUEST_TIMEOUT") {
    this.log.warn("request too slow; connection closed");
    closeWithError(socket, "REQUEST_TIMEOUT", TIMEOUT_MESSAGE);
  } else if (err.code === "HPE_HEADER_OVERFLOW") {
    closeWithError(socket, "HEADERS_TOO_LARGE", "The request headers are too large.");
  } else {
    closeWithError(socket, "BAD_REQUEST", "The request is not valid HTTP.");
  }
}

function closeWithError(socket: Socket, code: ErrorCode, message: string) {
  const status = ERROR_STATUS[code];
  const res = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && !res?.headersSent) {
    const body = JSON.stringify({ error: { code, message } });
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    // The client may never read or close: the connection goes in any case.
    setTimeout(() => socket.destroy(), 1000).unref();
  } else {
    socket.destroy();
  }
}
