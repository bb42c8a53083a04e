import { SIGN_IN_ERROR_MESSAGES } from "@strata/core";

/** The stable error codes of the API, each mapped once to its HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_CALLBACK_URL_ERROR: 400,
  INVALID_PASSWORD: 400,
  TOKEN_INVALID: 400,
  CSRF_TOKEN_INVALID: 403,
  CROSS_SITE_REQUEST: 403,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  UNKNOWN_PROVIDER: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A stored file that does not follow its format (a SEG-Y or LAS preview): the message says where. */
  MALFORMED_FILE: 422,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  MAIL_NOT_SENT: 503,
  /** An outside service (the payment gateway) answered with an error or nonsense. */
  BAD_GATEWAY: 502,
  /** An outside service is down, too slow or not configured. */
  SERVICE_UNAVAILABLE: 503,
  /** The database cancelled a statement past its class's statement_timeout (db/client.ts): narrow the request or retry. */
  QUERY_TIMEOUT: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/*
 * The error vocabulary: one factory per code, so that a throw site says what went wrong
 * (`throw conflict(message)`) and never spells a code. `test/architecture/error-factories.ts` fails
 * the build on a `new AppError(` outside this file.
 */

/** 404. `what` names the missing thing ("Invoice" → "Invoice not found"); `message` replaces the sentence. */
export const notFound = (what = "Resource", message = `${what} not found`, details?: unknown) =>
  new AppError("NOT_FOUND", message, details);
export const forbidden = (message = "You do not have permission to do this.", details?: unknown) =>
  new AppError("FORBIDDEN", message, details);
export const unauthenticated = (message = "Please sign in to continue.", details?: unknown) =>
  new AppError("UNAUTHENTICATED", message, details);
/** 409: the record's state does not allow this (already paid, taken, a duplicate name). */
export const conflict = (message: string, details?: unknown) => new AppError("CONFLICT", message, details);
export const malformedFile = (message: string, details?: unknown) =>
  new AppError("MALFORMED_FILE", message, details);
export const badRequest = (message: string, details?: unknown) =>
  new AppError("BAD_REQUEST", message, details);
/** 400 for a check no single field owns (use `invalidField` when one does). */
export const validationFailed = (message: string, details?: unknown) =>
  new AppError("VALIDATION_FAILED", message, details);
/** 400: an e-mailed token (verification, reset, invitation) that is unknown, used or expired. */
export const tokenInvalid = (message: string = SIGN_IN_ERROR_MESSAGES.Verification, details?: unknown) =>
  new AppError("TOKEN_INVALID", message, details);
export const invalidPassword = (message: string, details?: unknown) =>
  new AppError("INVALID_PASSWORD", message, details);
export const invalidCallbackUrl = (message: string, details?: unknown) =>
  new AppError("INVALID_CALLBACK_URL_ERROR", message, details);
export const csrfTokenInvalid = (message: string, details?: unknown) =>
  new AppError("CSRF_TOKEN_INVALID", message, details);
export const crossSiteRequest = (message: string, details?: unknown) =>
  new AppError("CROSS_SITE_REQUEST", message, details);
export const unknownProvider = (message: string, details?: unknown) =>
  new AppError("UNKNOWN_PROVIDER", message, details);
export const payloadTooLarge = (message: string, details?: unknown) =>
  new AppError("PAYLOAD_TOO_LARGE", message, details);
export const unsupportedMediaType = (message: string, details?: unknown) =>
  new AppError("UNSUPPORTED_MEDIA_TYPE", message, details);
export const rateLimited = (message: string, details?: unknown) =>
  new AppError("RATE_LIMITED", message, details);
export const mailNotSent = (message: string, details?: unknown) =>
  new AppError("MAIL_NOT_SENT", message, details);
/** 502: an outside service (the payment gateway) answered with an error or nonsense. */
export const badGateway = (message: string, details?: unknown) =>
  new AppError("BAD_GATEWAY", message, details);
/** 503: an outside service or our own storage is down, too slow or not configured. */
export const serviceUnavailable = (message: string, details?: unknown) =>
  new AppError("SERVICE_UNAVAILABLE", message, details);

/** A 400 naming the fields, in the shape schema validation answers (`details.issues`, put on forms). */
export function invalidFields(issues: readonly { field: string; message: string }[]): AppError {
  const [first] = issues;
  return new AppError("VALIDATION_FAILED", `${first.field}: ${first.message}`, { issues });
}

/** A 400 naming one field (`body.name`, `query.page`), as schema validation answers. */
export const invalidField = (field: string, message: string): AppError => invalidFields([{ field, message }]);
