import type { FastifyInstance } from "fastify";
import { redactUrl } from "../lib/log-redaction.ts";
import { viewerIfKnown } from "./access.ts";
import { routeOf } from "./metrics.ts";

/**
 * One line per request, when it is answered (Fastify's own "incoming request" and "request
 * completed" are turned off in app.ts): the route pattern, method, status, duration, the request id
 * (pino's `reqId`) and the signed-in user or service account when the request looked them up. The
 * URL is kept with its secrets redacted, so a line still tells which record was asked for.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook("onResponse", async (request, reply) => {
    const viewer = await viewerIfKnown(request);
    const status = reply.statusCode;
    request.log[status >= 500 ? "error" : "info"](
      {
        route: routeOf(request),
        method: request.method,
        url: redactUrl(request.url),
        status,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        ...(viewer?.user.id ? { userId: viewer.user.id } : {}),
        ...(viewer?.serviceAccount ? { serviceAccountId: viewer.serviceAccount.id } : {}),
      },
      "request",
    );
  });
}
