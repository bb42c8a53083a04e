import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { type SandboxOperation, type SandboxOutcome, SandboxState } from "./state.ts";

/**
 * A sandbox of the tax authority's MyInvois API (STACK-NOTES "MyInvois … facts for the sandbox"): a
 * real HTTP server that the tests, the e2e journey and `npm start` (when no EINVOICE_API_URL is set)
 * talk to. Its answers and its clock are steered through `control` or the `/__sandbox/…` routes.
 */
export interface EInvoiceSandbox {
  url: string;
  close(): Promise<void>;
  control: SandboxControl;
}

export interface SandboxControl {
  /** Queues the answers to the next requests of an operation (submit unless told). */
  queue(operation: SandboxOperation, ...outcomes: SandboxOutcome[]): void;
  /** Down: every API request has its connection dropped (control routes still answer). */
  setDown(down: boolean): void;
  advanceHours(hours: number): void;
  /** Polls a new document answers Submitted before it is decided. */
  setPollsBeforeDecision(polls: number): void;
  counts(): Record<SandboxOperation, number>;
  documents(): { uuid: string; codeNumber: string; status: string; submissionUid: string }[];
  reset(): void;
}

export interface EInvoiceSandboxOptions {
  port?: number;
  host?: string;
  clientId: string;
  clientSecret: string;
}

const API = "/api/v1.0";

function errorBody(errorCode: string, error: string, innerError: unknown = null) {
  return { error: { errorCode, error, errorMS: error, innerError } };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 5 * 1024 * 1024) throw new Error("too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function startEInvoiceSandbox(options: EInvoiceSandboxOptions): Promise<EInvoiceSandbox> {
  const state = new SandboxState();
  const sockets = new Set<Socket>();

  const control: SandboxControl = {
    queue: (operation, ...outcomes) => state.queued[operation].push(...outcomes),
    setDown: (down) => {
      state.down = down;
    },
    advanceHours: (hours) => {
      state.clockOffsetMs += hours * 3600_000;
    },
    setPollsBeforeDecision: (polls) => {
      state.pollsBeforeDecision = polls;
    },
    counts: () => ({ ...state.counts }),
    documents: () =>
      [...state.documents.values()].map((d) => ({
        uuid: d.uuid,
        codeNumber: d.codeNumber,
        status: d.status,
        submissionUid: d.submissionUid,
      })),
    reset: () => state.reset(),
  };

  /** The queued answer for an operation that is not a 2xx; true when it answered (or hangs). */
  function answeredByOutcome(res: ServerResponse, outcome: SandboxOutcome | undefined): boolean {
    if (!outcome) return false;
    if (outcome.kind === "rate-limit") {
      send(res, 429, errorBody("TooManyRequests", "Too many requests, try again later."), {
        "retry-after": String(outcome.retryAfterSeconds),
      });
      return true;
    }
    if (outcome.kind === "error") {
      send(res, outcome.status ?? 500, errorBody("InternalServerError", "The service is unavailable."));
      return true;
    }
    // Hang: never answer; the connection is dropped when the sandbox closes.
    return outcome.kind === "hang";
  }

  function authorised(req: IncomingMessage, res: ServerResponse): boolean {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (state.tokenValid(token)) return true;
    send(res, 401, errorBody("Unauthorized", "The access token is missing, invalid or expired."));
    return false;
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    state.counts.token++;
    if (answeredByOutcome(res, state.next("token"))) return;
    const form = new URLSearchParams(await readBody(req));
    if (form.get("grant_type") !== "client_credentials") {
      send(res, 400, { error: "unsupported_grant_type" });
      return;
    }
    if (form.get("client_id") !== options.clientId || form.get("client_secret") !== options.clientSecret) {
      send(res, 400, { error: "invalid_client" });
      return;
    }
    const { token: accessToken, expiresIn } = state.issueToken();
    send(res, 200, {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: expiresIn,
      scope: form.get("scope") ?? "InvoicingAPI",
    });
  }

  async function submit(req: IncomingMessage, res: ServerResponse) {
    state.counts.submit++;
    const raw = await readBody(req);
    if (!authorised(req, res)) return;
    const outcome = state.next("submit");
    if (answeredByOutcome(res, outcome)) return;
    const body = parseJson(raw) as { documents?: unknown } | undefined;
    const documents = Array.isArray(body?.documents) ? body.documents : null;
    if (!documents || documents.length === 0 || documents.length > 100) {
      send(res, 400, errorBody("BadStructure", "documents must hold 1 to 100 documents."));
      return;
    }
    if (state.isDuplicate(raw)) {
      send(
        res,
        422,
        errorBody("DuplicateSubmission", "The same submission was received in the last 10 minutes."),
        {
          "retry-after": "600",
        },
      );
      return;
    }
    const submissionUid = randomUUID().replace(/-/g, "").slice(0, 26).toUpperCase();
    const acceptedDocuments: { uuid: string; invoiceCodeNumber: string }[] = [];
    const rejectedDocuments: { invoiceCodeNumber: string; error: unknown }[] = [];
    for (const item of documents as Record<string, unknown>[]) {
      const codeNumber = String(item?.codeNumber ?? "");
      const encoded = typeof item?.document === "string" ? item.document : "";
      const bytes = Buffer.from(encoded, "base64");
      const hash = createHash("sha256").update(bytes).digest("hex");
      const reject = (code: string, message: string) =>
        rejectedDocuments.push({
          invoiceCodeNumber: codeNumber,
          error: { code, message, target: codeNumber, propertyPath: null, details: null },
        });
      if (item?.format !== "JSON") reject("BadArgument", "format must be JSON.");
      else if (!codeNumber) reject("BadArgument", "codeNumber is required.");
      else if (bytes.length > 300 * 1024) reject("MaximumSizeExceeded", "A document may not exceed 300 KB.");
      else if (hash !== String(item.documentHash ?? "").toLowerCase())
        reject("IncorrectSubmitterHash", "documentHash is not the SHA-256 of the document.");
      else {
        const doc = state.accept(
          submissionUid,
          codeNumber,
          parseJson(bytes.toString("utf8")) ?? null,
          outcome,
        );
        acceptedDocuments.push({ uuid: doc.uuid, invoiceCodeNumber: codeNumber });
      }
    }
    send(res, 202, { submissionUid, acceptedDocuments, rejectedDocuments });
  }

  function poll(req: IncomingMessage, res: ServerResponse, submissionUid: string) {
    state.counts.poll++;
    if (!authorised(req, res)) return;
    if (answeredByOutcome(res, state.next("poll"))) return;
    const uuids = state.submissions.get(submissionUid);
    if (!uuids) {
      send(res, 404, errorBody("NotFound", "No submission with this id."));
      return;
    }
    const docs = uuids.map((uuid) => state.documents.get(uuid)!);
    for (const doc of docs) state.advance(doc);
    const statuses = new Set(docs.map((d) => d.status));
    const overallStatus = statuses.has("Submitted")
      ? "InProgress"
      : statuses.size === 1 && statuses.has("Invalid")
        ? "Invalid"
        : statuses.has("Invalid")
          ? "Partially Valid"
          : "Valid";
    send(res, 200, {
      submissionUid,
      documentCount: docs.length,
      dateTimeReceived: docs[0]?.receivedAt.toISOString() ?? null,
      overallStatus,
      documentSummary: docs.map((d) => ({
        uuid: d.uuid,
        submissionUid: d.submissionUid,
        longId: d.longId,
        internalId: d.codeNumber,
        typeName: "invoice",
        status: d.status,
        dateTimeReceived: d.receivedAt.toISOString(),
        dateTimeValidated: d.validatedAt?.toISOString() ?? null,
        validationResults:
          d.status === "Invalid" && d.verdict.kind === "invalid"
            ? {
                status: "Invalid",
                validationSteps: d.verdict.errors.map((e) => ({
                  name: "Step03-Taxpayer Validator",
                  status: "Invalid",
                  error: { errorCode: e.code, error: e.message, target: e.target ?? null, innerError: null },
                })),
              }
            : null,
      })),
    });
  }

  async function cancel(req: IncomingMessage, res: ServerResponse, uuid: string) {
    state.counts.cancel++;
    const raw = await readBody(req);
    if (!authorised(req, res)) return;
    if (answeredByOutcome(res, state.next("cancel"))) return;
    const body = parseJson(raw) as { status?: string; reason?: string } | undefined;
    const doc = state.documents.get(uuid);
    if (!doc) {
      send(res, 404, errorBody("NotFound", "No document with this uuid."));
      return;
    }
    if (body?.status !== "cancelled" || !body.reason) {
      send(res, 400, errorBody("BadArgument", "status must be cancelled and a reason given."));
      return;
    }
    if (doc.status !== "Valid" || !doc.validatedAt) {
      send(res, 400, errorBody("IncorrectState", `A document in status ${doc.status} cannot be cancelled.`));
      return;
    }
    if (state.now().getTime() - doc.validatedAt.getTime() > 72 * 3600_000) {
      send(
        res,
        400,
        errorBody("OperationPeriodOver", "The time to cancel this document (72 hours) has passed."),
      );
      return;
    }
    doc.status = "Cancelled";
    doc.cancelledAt = state.now();
    doc.cancelReason = body.reason;
    send(res, 200, { uuid, status: "Cancelled" });
  }

  async function controlRoute(req: IncomingMessage, res: ServerResponse, path: string) {
    const body = (req.method === "POST" ? parseJson(await readBody(req)) : undefined) as
      | Record<string, unknown>
      | undefined;
    switch (`${req.method} ${path}`) {
      case "GET /__sandbox/state":
        return send(res, 200, {
          now: state.now().toISOString(),
          down: state.down,
          counts: control.counts(),
          documents: control.documents(),
        });
      case "POST /__sandbox/outcomes": {
        const operation = (body?.operation ?? "submit") as SandboxOperation;
        const outcomes = body?.outcomes;
        if (!(operation in state.queued) || !Array.isArray(outcomes))
          return send(res, 400, errorBody("BadArgument", "operation and outcomes[] expected"));
        control.queue(operation, ...(outcomes as SandboxOutcome[]));
        return send(res, 200, { queued: state.queued[operation].length });
      }
      case "POST /__sandbox/down":
        control.setDown(body?.down === true);
        return send(res, 200, { down: state.down });
      case "POST /__sandbox/clock":
        control.advanceHours(Number(body?.advanceHours ?? 0));
        return send(res, 200, { now: state.now().toISOString() });
      case "POST /__sandbox/polls-before-decision":
        control.setPollsBeforeDecision(Number(body?.polls ?? 0));
        return send(res, 200, { polls: state.pollsBeforeDecision });
      case "POST /__sandbox/reset":
        control.reset();
        return send(res, 200, { reset: true });
      default:
        return send(res, 404, errorBody("NotFound", "No such control route."));
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? "/", "http://sandbox").pathname;
    if (path.startsWith("/__sandbox/")) return controlRoute(req, res, path);
    if (state.down) {
      req.socket.destroy();
      return;
    }
    if (req.method === "POST" && path === "/connect/token") return token(req, res);
    if (req.method === "POST" && path === `${API}/documentsubmissions`) return submit(req, res);
    const submission = /^\/api\/v1\.0\/documentsubmissions\/([^/]+)$/.exec(path);
    if (req.method === "GET" && submission) return poll(req, res, decodeURIComponent(submission[1]));
    const state_ = /^\/api\/v1\.0\/documents\/state\/([^/]+)\/state$/.exec(path);
    if (req.method === "PUT" && state_) return cancel(req, res, decodeURIComponent(state_[1]));
    send(res, 404, errorBody("NotFound", "No such route."));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, errorBody("InternalServerError", "Sandbox error")));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const host = options.host && options.host !== "0.0.0.0" ? options.host : "127.0.0.1";
  return {
    url: `http://${host}:${port}`,
    control,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
