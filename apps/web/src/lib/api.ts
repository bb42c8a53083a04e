import type { ApiClient, ClientPathsWithMethod, MaybeOptionalInit, paths } from "@strata/api-client";

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

type QueryValue = string | number | boolean;
type Query = Record<string, QueryValue | readonly QueryValue[] | undefined>;

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
    // A list is the parameter repeated (`?block=A&block=B`), as the generated client sends it.
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined) params.set(key, String(value));
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

/** A response body: its JSON, the text where it is not JSON, null when empty. */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseBody(await response.text());
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

const networkError = () =>
  new ApiError(0, "NETWORK_ERROR", "Could not reach the server. Check your connection and try again.");

async function send(input: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, { credentials: "same-origin", ...init });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw networkError();
  }
}

/** Told how much of an upload's body has been sent, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * POSTs a form through XMLHttpRequest, which (unlike fetch) reports how much of the body it has
 * sent; answers the status and the parsed body as `send` and `readJson` would.
 */
function sendFormWithProgress(
  url: string,
  form: FormData,
  headers: Record<string, string>,
  onProgress: UploadProgress,
  signal?: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    // All sent: the server is reading it now (a small body may send no progress event before this).
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

type Method = "get" | "post" | "put" | "patch" | "delete";
/** The paths the API answers for a method, e.g. `ApiPath<"get">` includes `"/api/users/{id}"`. */
export type ApiPath<M extends Method> = ClientPathsWithMethod<ApiClient, M>;
type Operation<P extends ApiPath<M>, M extends Method> = paths[P][M] & Record<string | number, unknown>;
/** A call's options, typed from the contract: `params: { path, query }`, `body`, `signal`, `headers`. */
export type ApiInit<P extends ApiPath<M>, M extends Method> = MaybeOptionalInit<paths[P], M>;
/** The options are optional when the operation has no required parameter nor body. */
type InitArgs<I> = undefined extends I ? [init?: I] : [init: I];
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206 | "2XX";
type Responses<Op> = Op extends { responses: infer R } ? R : never;
/** A response's JSON content; none (204) is `undefined`. */
type ContentOf<R> = R extends { content: { "application/json": infer B } } ? B : undefined;
/**
 * What a call answers on success (2xx), typed from the contract. (Not openapi-fetch's `data`: its
 * `Readable` wrapper turns tuples such as a bbox into plain arrays.)
 */
export type ApiAnswer<P extends ApiPath<M>, M extends Method = "get"> = ContentOf<
  Responses<Operation<P, M>>[Extract<keyof Responses<Operation<P, M>>, SuccessStatus>]
>;
/** A call's JSON body, typed from the contract. */
export type ApiBody<P extends ApiPath<M>, M extends Method = "post"> = NonNullable<
  NonNullable<Operation<P, M>["requestBody"]> extends { content: { "application/json": infer B } } ? B : never
>;
/** A call's query parameters, typed from the contract. */
export type ApiQuery<P extends ApiPath<M>, M extends Method = "get"> = NonNullable<
  Operation<P, M>["parameters"] extends { query?: infer Q } ? Q : never
>;
/** A call's path parameters, typed from the contract (e.g. a workflow action's name). */
export type ApiPathParams<P extends ApiPath<M>, M extends Method = "get"> = NonNullable<
  Operation<P, M>["parameters"] extends { path?: infer T } ? T : never
>;
/**
 * The workflow actions (a union from core's workflow tables) that the contract routes as
 * `${Prefix}/${action}` for a method: a screen's action list comes from core, its routes from the contract.
 */
export type RoutedAction<A extends string, Prefix extends string, M extends Method = "post"> = {
  [K in A]: `${Prefix}/${K}` extends ApiPath<M> ? K : never;
}[A];

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

/**
 * A typed call: the contract's path with its `{name}` parameters filled and its query added, sent by
 * `request` (the same request as ever: JSON, same-origin cookie, ApiError on any non-2xx).
 */
function typedCall<M extends Method>(method: M) {
  return <P extends ApiPath<M>, I extends ApiInit<P, M>>(
    path: P,
    ...init: InitArgs<I>
  ): Promise<ApiAnswer<P, M>> => {
    const options = (init[0] ?? {}) as {
      params?: RawParams;
      body?: unknown;
      signal?: AbortSignal;
      headers?: Record<string, string>;
    };
    return request<ApiAnswer<P, M>>(method.toUpperCase(), urlOf(path, { path: options.params?.path }), {
      query: options.params?.query,
      body: options.body,
      signal: options.signal,
      headers: options.headers,
    });
  };
}

/** A CSRF token (GET /api/auth/csrf) for calls that are not JSON, sent as the `x-csrf-token` header. */
export async function csrfToken(signal?: AbortSignal): Promise<string> {
  const response = await send("/api/auth/csrf", { headers: { Accept: "application/json" }, signal });
  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);
  return (body as { csrfToken: string }).csrfToken;
}

/** Path and query parameters of the calls that are not JSON (uploads, downloads, bytes). */
interface RawParams {
  path?: Record<string, string | number>;
  query?: Query;
}

/** Fills a contract path's `{name}` parameters and adds the query, as the generated client does. */
function urlOf(path: string, params: RawParams = {}): string {
  const filled = path.replace(/\{([^{}]+)\}/g, (match, name: string) => {
    const value = params.path?.[name];
    return value === undefined ? match : encodeURIComponent(String(value));
  });
  return withQuery(filled, params.query);
}

/**
 * POSTs a multipart form (a file upload) with the CSRF header; answers the JSON body. With
 * `onProgress`, the form goes through XMLHttpRequest so that the screen can show how much is sent.
 */
async function postForm<P extends ApiPath<"post">>(
  path: P,
  form: FormData,
  options: {
    params?: RawParams;
    signal?: AbortSignal;
    headers?: Record<string, string>;
    onProgress?: UploadProgress;
  } = {},
): Promise<ApiAnswer<P, "post">> {
  const token = await csrfToken(options.signal);
  const url = urlOf(path, options.params);
  const headers = { Accept: "application/json", "x-csrf-token": token, ...options.headers };
  const { status, body } = options.onProgress
    ? await sendFormWithProgress(url, form, headers, options.onProgress, options.signal)
    : await send(url, { method: "POST", headers, body: form, signal: options.signal }).then(
        async (response) => ({ status: response.status, body: await readJson(response) }),
      );
  if (status < 200 || status >= 300) throw toApiError(status, body);
  return body as ApiAnswer<P, "post">;
}

/** A file answered by a call: its content and the name its Content-Disposition gives, if any. */
export interface DownloadedFile {
  blob: Blob;
  contentDisposition: string | null;
}

/** POSTs a JSON body and answers the returned file (errors still come in the one error shape). */
async function download<P extends ApiPath<"post">>(
  path: P,
  body: ApiBody<P, "post">,
  options: { params?: RawParams; signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  const response = await send(urlOf(path, options.params), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: options.signal,
  });
  if (!response.ok) throw toApiError(response.status, await readJson(response));
  return { blob: await response.blob(), contentDisposition: response.headers.get("Content-Disposition") };
}

/** GETs a binary answer (`application/octet-stream`) as bytes; errors still come in the one error shape. */
async function getBytes<P extends ApiPath<"get">>(
  path: P,
  options: { params?: RawParams; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<ArrayBuffer> {
  const response = await send(urlOf(path, options.params), {
    headers: { Accept: "application/octet-stream, application/json", ...options.headers },
    signal: options.signal,
  });
  if (!response.ok) throw toApiError(response.status, await readJson(response));
  return response.arrayBuffer();
}

/**
 * The API, typed from its contract (packages/api-client's `paths`, generated from the server's
 * OpenAPI document): `api.GET("/api/users/{id}", { params: { path: { id } } })` answers the route's
 * 2xx body and throws an ApiError on any other status. A route, parameter or answer that changes in
 * the contract fails the web's typecheck where a screen relies on it.
 */
export const api = {
  GET: typedCall("get"),
  POST: typedCall("post"),
  PUT: typedCall("put"),
  PATCH: typedCall("patch"),
  DELETE: typedCall("delete"),
  getBytes,
  postForm,
  download,
};

/** A user-facing text for anything thrown by a call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return "Something went wrong. Please try again.";
}
