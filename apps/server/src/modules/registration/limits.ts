import type { FastifyReply } from "fastify";
import type { Database } from "../../db/client.ts";
import { rateLimited } from "../../lib/errors.ts";
import { hitFixedWindow } from "../auth/index.ts";

const HOUR = 3600;

/**
 * Registration is public, so each kind of hit is counted per key in the shared rate-limit table:
 * drafts and "continue my registration" requests per client address, verification e-mails per address and per draft. The limits are
 * generous for a person (an office behind one address registers several organisations) and slow a
 * script down; they are the same whether or not an e-mail address has an account.
 */
export const REGISTRATION_LIMITS = {
  draftsPerAddress: { limit: 30, windowSeconds: HOUR },
  mailsPerEmail: { limit: 5, windowSeconds: HOUR },
  mailsPerDraft: { limit: 10, windowSeconds: HOUR },
  uploadsPerAddress: { limit: 60, windowSeconds: HOUR },
  resumesPerAddress: { limit: 30, windowSeconds: HOUR },
} as const;

export async function limit(
  db: Database,
  reply: FastifyReply,
  key: string,
  rule: keyof typeof REGISTRATION_LIMITS,
): Promise<void> {
  const decision = await hitFixedWindow(db, `registration-${rule}:${key}`, REGISTRATION_LIMITS[rule]);
  if (!decision.limited) return;
  reply.header("retry-after", String(decision.retryAfterSeconds));
  throw rateLimited("Too many requests. Please wait a while and try again.", {
    retryAfterSeconds: decision.retryAfterSeconds,
  });
}
