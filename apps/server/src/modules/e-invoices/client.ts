import { createHash, randomUUID } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { eInvoiceLogs } from "../../db/schema/index.ts";

/** One of the authority's errors, read from `{ error: { errorCode, error, … } }`. */
export interface AuthorityError {
  code: string;
  message: string;
  target: string | null;
}

/** Why a call did not get the answer it wanted: the job decides from this when to try again. */
export type CallFailure =
  | { ok: false; kind: "rate-limited"; retryAfterSeconds: number; message: string }
  /** 5xx, a timeout, a dropped or refused connection: try again later with backoff. */
  | { ok: false; kind: "unavailable"; message: string }
  /** A 4xx other than 429: the authority refused this request. */
  | { ok: false; kind: "refused"; status: number; error: AuthorityError };

export type SubmitAnswer =
  | { ok: true; submissionUid: string; documentUuid: string | null; rejected: AuthorityError[] }
  | CallFailure;

export interface DocumentSummary {
  uuid: string;
  status: "Submitted" | "Valid" | "Invalid" | "Cancelled" | string;
  longId: string | null;
  dateTimeValidated: string | null;
  errors: AuthorityError[];
}
export type PollAnswer = { ok: true; document: DocumentSummary | null } | CallFailure;
export type CancelAnswer = { ok: true } | CallFailure;

/** The tax authority's e-invoice API as the jobs use it (MyInvois-compatible; the sandbox in tests). */
export interface EInvoiceApi {
  submit(eInvoiceId: string, document: { codeNumber: string; json: string }): Promise<SubmitAnswer>;
  getSubmission(eInvoiceId: string, submissionUid: string, documentUuid: string | null): Promise<PollAnswer>;
  cancelDocument(eInvoiceId: string, documentUuid: string, reason: string): Promise<CancelAnswer>;
}

export interface EInvoiceApiOptions {
  db: Database;
  /** null: none configured (tools, tests of other modules); every call then fails as unavailable. */
  url: string | null;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

/** Logged bodies are kept to this many characters of JSON; longer ones keep a preview. */
export const LOG_BODY_LIMIT = 16_000;
/** A cached token is renewed this long before the authority says it expires. */
const TOKEN_MARGIN_MS = 5 * 60_000;

export function truncateForLog(value: unknown): unknown {
  if (value === undefined) return null;
  const json = JSON.stringify(value);
  if (json === undefined || json.length <= LOG_BODY_LIMIT) return value ?? null;
  return { truncated: true, length: json.length, preview: json.slice(0, LOG_BODY_LIMIT) };
}

function authorityError(body: unknown, fallback: string): AuthorityError {
  const error = (body as { error?: unknown } | null)?.error;
  if (error && typeof error === "object") {
    const e = error as Record<string, unknown>;
    return {
      code: String(e.errorCode ?? e.code ?? "Error"),
      message: String(e.error ?? e.message ?? fallback),
      target: e.target ? String(e.target) : null,
    };
  }
  if (typeof error === "string") return { code: error, message: fallback, target: null };
  return { code: "Error", message: fallback, target: null };
}

interface RawAnswer {
  status: number | null;
  body: unknown;
  retryAfter: string | null;
  error: string | null;
}

/**
 * A thin HTTP client of the authority's API: a client-credentials token cached until shortly before
 * it expires (one token for many submissions; renewed once on a 401), a time limit on every
 * request, and every request with its answer (status, body cut to a sane size, error, duration)
 * written to `e_invoice_logs` for the e-invoice concerned. Secrets and tokens are never logged.
 */
export function createEInvoiceApi(options: EInvoiceApiOptions): EInvoiceApi {
  const base = (options.url ?? "").replace(/\/$/, "");
  let token: { value: string; renewAt: number } | null = null;
  let pendingToken: Promise<string | CallFailure> | null = null;

  async function call(
    eInvoiceId: string,
    operation: string,
    request: {
      method: string;
      path: string;
      headers?: Record<string, string>;
      body?: string;
      logBody?: unknown;
    },
  ): Promise<RawAnswer> {
    const started = Date.now();
    const url = `${base}${request.path}`;
    let answer: RawAnswer;
    if (!options.url) {
      answer = {
        status: null,
        body: null,
        retryAfter: null,
        error: "No e-invoice API is configured (EINVOICE_API_URL)",
      };
    } else
      try {
        const res = await fetch(url, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        const text = await res.text();
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          // Not JSON (a proxy's error page): kept as text.
        }
        answer = { status: res.status, body, retryAfter: res.headers.get("retry-after"), error: null };
      } catch (err) {
        const e = err as Error & { cause?: { code?: string; message?: string } };
        const message =
          e.name === "TimeoutError" || e.name === "AbortError"
            ? `No answer within ${options.timeoutMs} ms`
            : `Connection failed: ${e.cause?.code ?? e.cause?.message ?? e.message}`;
        answer = { status: null, body: null, retryAfter: null, error: message };
      }
    await options.db.insert(eInvoiceLogs).values({
      id: randomUUID(),
      eInvoiceId,
      operation,
      method: request.method,
      url,
      requestBody: truncateForLog(request.logBody ?? null) as never,
      responseStatus: answer.status,
      responseBody: truncateForLog(answer.body) as never,
      error: answer.error,
      durationMs: Date.now() - started,
    });
    return answer;
  }

  function failureOf(answer: RawAnswer): CallFailure {
    if (answer.status === null)
      return { ok: false, kind: "unavailable", message: answer.error ?? "No answer" };
    if (answer.status === 429) {
      const seconds = Number(answer.retryAfter);
      return {
        ok: false,
        kind: "rate-limited",
        retryAfterSeconds: Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 86_400) : 60,
        message: `Rate limited (429), Retry-After ${answer.retryAfter ?? "not given"}`,
      };
    }
    if (answer.status >= 500) {
      const e = authorityError(answer.body, `HTTP ${answer.status}`);
      return { ok: false, kind: "unavailable", message: `HTTP ${answer.status}: ${e.message}` };
    }
    return {
      ok: false,
      kind: "refused",
      status: answer.status,
      error: authorityError(answer.body, `HTTP ${answer.status}`),
    };
  }

  async function fetchToken(eInvoiceId: string): Promise<string | CallFailure> {
    const form = new URLSearchParams({
      grant_type: "client_credentials",
      client_id: options.clientId,
      client_secret: options.clientSecret,
      scope: "InvoicingAPI",
    });
    const answer = await call(eInvoiceId, "token", {
      method: "POST",
      path: "/connect/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
      logBody: { grant_type: "client_credentials", client_id: options.clientId, scope: "InvoicingAPI" },
    });
    const body = answer.body as { access_token?: string; expires_in?: number } | null;
    if (answer.status !== 200 || !body?.access_token) return failureOf(answer);
    const lifetimeMs = (Number(body.expires_in) || 3600) * 1000;
    token = {
      value: body.access_token,
      renewAt: Date.now() + Math.max(lifetimeMs - TOKEN_MARGIN_MS, lifetimeMs / 2),
    };
    return body.access_token;
  }

  /** The cached token, or a new one; concurrent callers share one token request. */
  async function accessToken(eInvoiceId: string): Promise<string | CallFailure> {
    if (token && Date.now() < token.renewAt) return token.value;
    pendingToken ??= fetchToken(eInvoiceId).finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  /** An authorised call; a 401 (the token expired early or was revoked) renews the token once. */
  async function authorised(
    eInvoiceId: string,
    operation: string,
    request: { method: string; path: string; body?: unknown; logBody?: unknown },
  ): Promise<RawAnswer | CallFailure> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken(eInvoiceId);
      if (typeof bearer !== "string") return bearer;
      const answer = await call(eInvoiceId, operation, {
        method: request.method,
        path: request.path,
        headers: {
          authorization: `Bearer ${bearer}`,
          accept: "application/json",
          ...(request.body !== undefined ? { "content-type": "application/json" } : {}),
        },
        body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
        logBody: request.logBody ?? request.body,
      });
      if (answer.status !== 401 || attempt > 0) return answer;
      token = null;
    }
  }

  return {
    async submit(eInvoiceId, document) {
      const bytes = Buffer.from(document.json, "utf8");
      const item = {
        format: "JSON",
        document: bytes.toString("base64"),
        documentHash: createHash("sha256").update(bytes).digest("hex"),
        codeNumber: document.codeNumber,
      };
      const answer = await authorised(eInvoiceId, "submit", {
        method: "POST",
        path: "/api/v1.0/documentsubmissions",
        body: { documents: [item] },
        // The log keeps the document readable rather than its base64.
        logBody: { documents: [{ ...item, document: JSON.parse(document.json) }] },
      });
      if ("ok" in answer) return answer;
      if (answer.status !== 202) return failureOf(answer);
      const body = answer.body as {
        submissionUid?: string;
        acceptedDocuments?: { uuid: string; invoiceCodeNumber: string }[];
        rejectedDocuments?: { invoiceCodeNumber: string; error?: unknown }[];
      };
      const accepted = body.acceptedDocuments?.find((d) => d.invoiceCodeNumber === document.codeNumber);
      const rejected = (body.rejectedDocuments ?? [])
        .filter((d) => d.invoiceCodeNumber === document.codeNumber)
        .map((d) => authorityError({ error: rejectedError(d.error) }, "Rejected"));
      if (!body.submissionUid || (!accepted && rejected.length === 0)) {
        return { ok: false, kind: "unavailable", message: "202 without our document in its answer" };
      }
      return { ok: true, submissionUid: body.submissionUid, documentUuid: accepted?.uuid ?? null, rejected };
    },

    async getSubmission(eInvoiceId, submissionUid, documentUuid) {
      const answer = await authorised(eInvoiceId, "poll", {
        method: "GET",
        path: `/api/v1.0/documentsubmissions/${encodeURIComponent(submissionUid)}`,
      });
      if ("ok" in answer) return answer;
      if (answer.status !== 200) return failureOf(answer);
      const summaries = ((answer.body as { documentSummary?: unknown[] })?.documentSummary ?? []) as Record<
        string,
        unknown
      >[];
      const summary = summaries.find((d) => d.uuid === documentUuid) ?? null;
      if (!summary) return { ok: true, document: null };
      const steps = ((summary.validationResults as { validationSteps?: unknown[] } | null)?.validationSteps ??
        []) as { name?: string; status?: string; error?: Record<string, unknown> }[];
      return {
        ok: true,
        document: {
          uuid: String(summary.uuid),
          status: String(summary.status),
          longId: summary.longId ? String(summary.longId) : null,
          dateTimeValidated: summary.dateTimeValidated ? String(summary.dateTimeValidated) : null,
          errors: steps
            .filter((s) => s.status === "Invalid" && s.error)
            .map((s) => ({
              code: String(s.error?.errorCode ?? "Invalid"),
              message: String(s.error?.error ?? "Invalid"),
              target: s.error?.target ? String(s.error.target) : (s.name ?? null),
            })),
        },
      };
    },

    async cancelDocument(eInvoiceId, documentUuid, reason) {
      const answer = await authorised(eInvoiceId, "cancel", {
        method: "PUT",
        path: `/api/v1.0/documents/state/${encodeURIComponent(documentUuid)}/state`,
        body: { status: "cancelled", reason },
      });
      if ("ok" in answer) return answer;
      if (answer.status !== 200) return failureOf(answer);
      return { ok: true };
    },
  };
}

/** A rejected document's error is `{ code, message, target }` rather than the error envelope. */
function rejectedError(error: unknown) {
  const e = (error ?? {}) as Record<string, unknown>;
  return { errorCode: e.code ?? e.errorCode, error: e.message ?? e.error, target: e.target };
}
