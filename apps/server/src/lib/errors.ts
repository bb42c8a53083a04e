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

export const notFound = (what = "Resource") => new AppError("NOT_FOUND", `${what} not found`);
export const forbidden = () => new AppError("FORBIDDEN", "You do not have permission to do this.");
export const unauthenticated = () => new AppError("UNAUTHENTICATED", "Please sign in to continue.");
export const malformedFile = (message: string, details?: unknown) =>
  new AppError("MALFORMED_FILE", message, details);
export const badRequest = (message: string, details?: unknown) =>
  new AppError("BAD_REQUEST", message, details);

/** A 400 naming the fields, in the shape schema validation answers (`details.issues`, put on forms). */
export function invalidFields(issues: readonly { field: string; message: string }[]): AppError {
  const [first] = issues;
  return new AppError("VALIDATION_FAILED", `${first.field}: ${first.message}`, { issues });
}

/** A 400 naming one field (`body.name`, `query.page`), as schema validation answers. */
export const invalidField = (field: string, message: string): AppError => invalidFields([{ field, message }]);
