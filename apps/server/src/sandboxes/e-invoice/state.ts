import { createHash, randomBytes, randomUUID } from "node:crypto";

/** What the sandbox answers to the next request of an operation (tests and the e2e journey queue these). */
export type SandboxOutcome =
  /** Accept the document; it becomes Valid when decided. */
  | { kind: "valid" }
  /** Accept the document; it becomes Invalid with these validation errors when decided. */
  | { kind: "invalid"; errors?: { code: string; message: string; target?: string }[] }
  /** 429 Too Many Requests with a Retry-After of this many seconds. */
  | { kind: "rate-limit"; retryAfterSeconds: number }
  /** 500 with an error body. */
  | { kind: "error"; status?: number }
  /** Never answers (the client's timeout fires). */
  | { kind: "hang" };

export type SandboxOperation = "token" | "submit" | "poll" | "cancel";

export interface SandboxDocument {
  uuid: string;
  submissionUid: string;
  longId: string | null;
  codeNumber: string;
  status: "Submitted" | "Valid" | "Invalid" | "Cancelled";
  /** What it becomes when decided. */
  verdict:
    | { kind: "valid" }
    | { kind: "invalid"; errors: { code: string; message: string; target?: string }[] };
  pollsBeforeDecision: number;
  receivedAt: Date;
  validatedAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  document: unknown;
}

export const DEFAULT_INVALID_ERRORS = [
  { code: "CF321", message: "Buyer's TIN is not valid.", target: "AccountingCustomerParty.TIN" },
];

/** The sandbox's memory: its clock, tokens, documents and the answers queued for the next requests. */
export class SandboxState {
  clockOffsetMs = 0;
  down = false;
  /** Polls a new document answers Submitted before it is decided (0: the first poll decides). */
  pollsBeforeDecision = 0;
  readonly tokens = new Map<string, Date>();
  readonly documents = new Map<string, SandboxDocument>();
  readonly submissions = new Map<string, string[]>();
  /** sha256 of a submission's body → when it was accepted (duplicates refused for 10 minutes). */
  readonly recentPayloads = new Map<string, Date>();
  readonly queued: Record<SandboxOperation, SandboxOutcome[]> = {
    token: [],
    submit: [],
    poll: [],
    cancel: [],
  };
  readonly counts: Record<SandboxOperation, number> = { token: 0, submit: 0, poll: 0, cancel: 0 };

  now(): Date {
    return new Date(Date.now() + this.clockOffsetMs);
  }

  next(operation: SandboxOperation): SandboxOutcome | undefined {
    return this.queued[operation].shift();
  }

  issueToken(): { token: string; expiresIn: number } {
    const token = randomBytes(24).toString("base64url");
    this.tokens.set(token, new Date(this.now().getTime() + 3600_000));
    return { token, expiresIn: 3600 };
  }

  tokenValid(token: string | undefined): boolean {
    const expires = token ? this.tokens.get(token) : undefined;
    return !!expires && expires > this.now();
  }

  /** Refuses the same body within 10 minutes of the sandbox's clock, as the authority does. */
  isDuplicate(body: string): boolean {
    const key = createHash("sha256").update(body).digest("hex");
    const seen = this.recentPayloads.get(key);
    if (seen && this.now().getTime() - seen.getTime() < 10 * 60_000) return true;
    this.recentPayloads.set(key, this.now());
    return false;
  }

  accept(submissionUid: string, codeNumber: string, document: unknown, verdict: SandboxOutcome | undefined) {
    const doc: SandboxDocument = {
      uuid: randomUUID().replace(/-/g, "").slice(0, 26).toUpperCase(),
      submissionUid,
      longId: null,
      codeNumber,
      status: "Submitted",
      verdict:
        verdict?.kind === "invalid"
          ? { kind: "invalid", errors: verdict.errors?.length ? verdict.errors : DEFAULT_INVALID_ERRORS }
          : { kind: "valid" },
      pollsBeforeDecision: this.pollsBeforeDecision,
      receivedAt: this.now(),
      validatedAt: null,
      cancelledAt: null,
      cancelReason: null,
      document,
    };
    this.documents.set(doc.uuid, doc);
    this.submissions.set(submissionUid, [...(this.submissions.get(submissionUid) ?? []), doc.uuid]);
    return doc;
  }

  /** A poll moves a Submitted document on: Submitted for `pollsBeforeDecision` polls, then decided. */
  advance(doc: SandboxDocument) {
    if (doc.status !== "Submitted") return;
    if (doc.pollsBeforeDecision > 0) {
      doc.pollsBeforeDecision--;
      return;
    }
    doc.validatedAt = this.now();
    if (doc.verdict.kind === "valid") {
      doc.status = "Valid";
      doc.longId = randomBytes(20).toString("hex").toUpperCase();
    } else {
      doc.status = "Invalid";
    }
  }

  /** Forgets documents, queued answers and counts; issued tokens stay good (clients cache them). */
  reset() {
    this.clockOffsetMs = 0;
    this.down = false;
    this.pollsBeforeDecision = 0;
    this.documents.clear();
    this.submissions.clear();
    this.recentPayloads.clear();
    for (const op of Object.keys(this.queued) as SandboxOperation[]) {
      this.queued[op] = [];
      this.counts[op] = 0;
    }
  }
}
