import { createHash, randomBytes } from "node:crypto";
import {
  breakdownOf,
  type PlanChoice,
  REGISTRATION_TOKEN_HEADER,
  type RegistrationDraft,
  registrationPriceOf,
  type Upload,
} from "@strata/core";
import { and, asc, eq, gt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import { registrations, uploads } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { Tx } from "../../lib/workflow.ts";
import { isSignedContinuation, verifyContinuation } from "./continuation.ts";
import { toUpload } from "./upload-present.ts";

export type RegistrationRow = typeof registrations.$inferSelect;

/** A draft nobody finishes is forgotten after a week. */
export const DRAFT_LIFETIME_MS = 7 * 24 * 3600 * 1000;

export const newToken = () => randomBytes(32).toString("base64url");
/** Only hashes of tokens are stored: a copy of the database cannot continue anyone's registration. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The organisation step as stored (`registrationOrganisationSchema` plus the names it resolved). */
export interface StoredOrganisation {
  kind: "company" | "institute";
  name: string;
  knownCompanyId: string | null;
  instituteId: string | null;
  countryCode: string;
  registrationNumber: string | null;
  address: string;
}

/**
 * A 404, not a 401: the routes are public (no session would help), and "no such draft" is all a
 * wrong guess learns.
 */
const tokenRefused = () =>
  notFound(
    "Registration",
    `Registration not found: it expired, or the ${REGISTRATION_TOKEN_HEADER} header is missing or wrong. Start again.`,
  );

/**
 * The draft whose continuation token the request carries: the draft's own token (its hash stored) or
 * a signed one an e-mail link handed to another device (`continuation.ts`); 404 without one or when
 * it is unknown or expired.
 */
export async function draftOfRequest(
  db: Database | Tx,
  request: FastifyRequest,
  secret: string,
): Promise<RegistrationRow> {
  const token = request.headers[REGISTRATION_TOKEN_HEADER];
  if (typeof token !== "string" || token.length === 0 || token.length > 200) throw tokenRefused();
  const signedFor = isSignedContinuation(token) ? verifyContinuation(secret, token) : null;
  if (isSignedContinuation(token) && !signedFor) throw tokenRefused();
  const [row] = await db
    .select()
    .from(registrations)
    .where(
      and(
        signedFor ? eq(registrations.id, signedFor) : eq(registrations.tokenHash, hashToken(token)),
        gt(registrations.expiresAt, new Date()),
      ),
    );
  if (!row) throw tokenRefused();
  return row;
}

/** A submitted draft takes no more changes. */
export function assertNotSubmitted(row: RegistrationRow) {
  if (row.applicationId || row.submittedAt) {
    throw conflict("This registration was already submitted.", { status: "submitted" });
  }
}

/** 409 for a step taken before the one it builds on (e.g. the plan before the organisation). */
export const stepMissing = (message: string, step: string) => conflict(message, { missingStep: step });

export async function documentsOf(db: Database | Tx, draftId: string): Promise<Upload[]> {
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.attachableType, "registration"), eq(uploads.attachableId, draftId)))
    .orderBy(asc(uploads.createdAt));
  return rows.map(toUpload);
}

/** The draft as every step answers it. */
export async function presentDraft(
  db: Database | Tx,
  row: RegistrationRow,
  sstRateBp: number,
): Promise<RegistrationDraft> {
  const plan = (row.plan as PlanChoice | null) ?? null;
  return {
    id: row.id,
    applicant: row.applicantName && row.email ? { name: row.applicantName, email: row.email } : null,
    emailVerified: row.emailVerifiedAt !== null,
    organisation: (row.organisation as StoredOrganisation | null) ?? null,
    plan,
    price: plan ? breakdownOf(registrationPriceOf(plan), sstRateBp) : null,
    taxRateBp: sstRateBp,
    documents: await documentsOf(db, row.id),
    applicationId: row.applicationId,
    expiresAt: row.expiresAt.toISOString(),
  };
}
