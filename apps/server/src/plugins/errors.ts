import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError, ERROR_STATUS } from "../lib/errors.ts";

function send(
  reply: import("fastify").FastifyReply,
  status: number,
  code: string,
  message: string,
  details?: unknown,
) {
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
