import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError, ERROR_STATUS } from "../lib/errors.ts";

function send(reply: FastifyReply, status: number, code: string, message: string, details?: unknown) {
  return reply
    .status(status)
    .send({ error: { code, message, ...(details === undefined ? {} : { details }) } });
}

/** Turns every failure into the one error shape `{ error: { code, message, details? } }`. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) return send(reply, err.status, err.code, err.message, err.details);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => {
        const where = err.validationContext ?? "body";
        const path = (v.instancePath || "").replace(/^\//, "").replaceAll("/", ".");
        return { field: path ? `${where}.${path}` : where, message: v.message ?? "Invalid value" };
      });
      const first = issues[0];
      return send(reply, 400, "VALIDATION_FAILED", `${first.field}: ${first.message}`, { issues });
    }
    const database = databaseInputError(err);
    if (database) {
      // The SQLSTATE is for the log; the client gets the one shape, never the statement or its values.
      request.log.warn({ sqlstate: database.sqlstate }, "database refused the input");
      return send(reply, database.status, database.code, database.message);
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, "response did not match its schema");
      return send(reply, 500, "INTERNAL", "Internal server error");
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, "unhandled error");
      return send(reply, 500, "INTERNAL", "Internal server error");
    }
    // Fastify's own 4xx (malformed JSON, unsupported media type, body too large…): keep its message.
    const code =
      status === 413
        ? "PAYLOAD_TOO_LARGE"
        : status === 415
          ? "UNSUPPORTED_MEDIA_TYPE"
          : status === 429
            ? "RATE_LIMITED"
            : (Object.entries(ERROR_STATUS).find(([, s]) => s === status)?.[0] ?? "BAD_REQUEST");
    return send(reply, status, code, err.message);
  });
}

interface DatabaseInputError {
  status: number;
  code: "CONFLICT" | "BAD_REQUEST" | "QUERY_TIMEOUT";
  message: string;
  sqlstate: string;
}

/**
 * The SQLSTATEs that mean the input, not the server, was wrong (docs/decisions.md, "Input at the
 * edge"). Schemas should refuse such input first; this is the net under them, in one place.
 */
const INPUT_SQLSTATES: Record<string, Omit<DatabaseInputError, "sqlstate">> = {
  "23505": { status: 409, code: "CONFLICT", message: "A record with this value already exists." },
  "23503": {
    status: 409,
    code: "CONFLICT",
    message: "This refers to a record that does not exist, or one that others still refer to.",
  },
  "22P02": { status: 400, code: "BAD_REQUEST", message: "A value is not valid for its field." },
  "22P05": { status: 400, code: "BAD_REQUEST", message: "A value holds a character that cannot be stored." },
  "22021": { status: 400, code: "BAD_REQUEST", message: "A value holds a character that cannot be stored." },
  "22003": { status: 400, code: "BAD_REQUEST", message: "A number is out of the range its field holds." },
  "22001": { status: 400, code: "BAD_REQUEST", message: "A value is longer than its field holds." },
  "22007": { status: 400, code: "BAD_REQUEST", message: "A date or time is not valid." },
  "22008": { status: 400, code: "BAD_REQUEST", message: "A date or time is out of range." },
  "54000": {
    status: 400,
    code: "BAD_REQUEST",
    message: "The request is too large for the database to answer.",
  },
  "54001": {
    status: 400,
    code: "BAD_REQUEST",
    message: "The request is too complex for the database to answer.",
  },
  // Not the input's fault as such, but an answer the client can act on (narrow the request, retry),
  // and never a 500: the statement ran past its class's statement_timeout (db/client.ts).
  "57014": {
    status: 503,
    code: "QUERY_TIMEOUT",
    message:
      "The database took too long to answer this request. Narrow it (a smaller area, fewer filters) or try again.",
  },
};

/**
 * A PostgreSQL error caused by the input, from node-postgres or PGlite (both expose `code` and
 * `severity`), whether thrown as is or wrapped by drizzle (`DrizzleQueryError.cause`) or a library.
 */
export function databaseInputError(err: unknown): DatabaseInputError | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { code, severity, cause } = current as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof code === "string" && typeof severity === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      const known = INPUT_SQLSTATES[code];
      return known ? { ...known, sqlstate: code } : null;
    }
    current = cause;
  }
  return null;
}

/**
 * Errors Fastify's router raises before any route runs (a malformed or overlong path): the one
 * error shape too — or, under `/ogc`, the OGC exception GIS clients read (decision 0150). Passed as
 * the `frameworkErrors` option of the Fastify instance.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, code, message] =
    error.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? ([414, "URI_TOO_LONG", "A path parameter is longer than any valid value."] as const)
      : error.code === "FST_ERR_BAD_URL"
        ? ([400, "BAD_REQUEST", "The path is not a valid URL."] as const)
        : ([500, "INTERNAL", "Internal server error"] as const);
  if (/^\/ogc(?:[/?]|$)/.test(request.url)) {
    return reply
      .code(status)
      .send({ code: status === 500 ? "ServerError" : "InvalidParameterValue", description: message });
  }
  return send(reply, status, code, message);
}
