/** An error answered by the API in its one error shape `{ error: { code, message, details? } }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

type Query = Record<string, string | number | boolean | undefined>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. a registration draft's continuation token. */
  headers?: Record<string, string>;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isErrorShape(
  value: unknown,
): value is { error: { code: string; message: string; details?: unknown } } {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === "object" && error !== null && "code" in error && "message" in error;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A 413 that is not the server's own answer (a proxy before it): the limit depends on the call, so
 * the sentence names none; the server's answers and the screens' checks name it.
 */
const TOO_LARGE_MESSAGE = "The file is larger than the server accepts. Choose a smaller file or compress it.";

/** Turns any failed response into an ApiError; the one place the client reads the error shape. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isErrorShape(body)) {
    return new ApiError(status, body.error.code, body.error.message, body.error.details);
  }
  if (status === 413) {
    // A proxy in front of the server answers in its own words: say what it means, with the limit.
    return new ApiError(status, "PAYLOAD_TOO_LARGE", TOO_LARGE_MESSAGE, body);
  }
  const message =
    status >= 500 ? "The server could not complete the request." : `Request failed (${status}).`;
  return new ApiError(status, "HTTP_ERROR", message, body);
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { credentials: "same-origin", ...init });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(
      0,
      "NETWORK_ERROR",
      "Could not reach the server. Check your connection and try again.",
    );
  }
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";

  const response = await send(withQuery(path, options.query), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });

  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

/** A CSRF token (GET /api/auth/csrf) for calls that are not JSON, sent as the `x-csrf-token` header. */
export async function csrfToken(signal?: AbortSignal): Promise<string> {
  const response = await send("/api/auth/csrf", { headers: { Accept: "application/json" }, signal });
  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);
  return (body as { csrfToken: string }).csrfToken;
}

/** POSTs a multipart form (a file upload) with the CSRF header; answers the JSON body. */
async function postForm<T>(
  path: string,
  form: FormData,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const token = await csrfToken(options.signal);
  const response = await send(path, {
    method: "POST",
    headers: { Accept: "application/json", "x-csrf-token": token, ...options.headers },
    body: form,
    signal: options.signal,
  });
  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

/** A file answered by a call: its content and the name its Content-Disposition gives, if any. */
export interface DownloadedFile {
  blob: Blob;
  contentDisposition: string | null;
}

/** POSTs a JSON body and answers the returned file (errors still come in the one error shape). */
async function download(
  path: string,
  body: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  const response = await send(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: options.signal,
  });
  if (!response.ok) throw toApiError(response.status, await readJson(response));
  return { blob: await response.blob(), contentDisposition: response.headers.get("Content-Disposition") };
}

/** GETs a binary answer (`application/octet-stream`) as bytes; errors still come in the one error shape. */
async function getBytes(path: string, options: Omit<RequestOptions, "body"> = {}): Promise<ArrayBuffer> {
  const response = await send(withQuery(path, options.query), {
    headers: { Accept: "application/octet-stream, application/json", ...options.headers },
    signal: options.signal,
  });
  if (!response.ok) throw toApiError(response.status, await readJson(response));
  return response.arrayBuffer();
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) => request<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    request<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    request<T>("PUT", path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    request<T>("PATCH", path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "body">) => request<T>("DELETE", path, options),
  getBytes,
  postForm,
  download,
};

/** A user-facing text for anything thrown by a call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return "Something went wrong. Please try again.";
}
