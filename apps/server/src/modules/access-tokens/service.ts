import { randomUUID } from "node:crypto";
import {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKENS_MAX_ACTIVE,
  type AccessToken,
  type AccessTokenInput,
} from "@strata/core";
import { and, count, desc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { personalAccessTokens } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { endOfDay, hashSecret, newSecret } from "../../lib/secrets.ts";
import type { Actor } from "../../lib/workflow.ts";

type Row = typeof personalAccessTokens.$inferSelect;

const PREFIX_SHOWN = ACCESS_TOKEN_PREFIX.length + 6;
/** Last use is written at most this often per token: a GIS client pages with many requests. */
const LAST_USED_GRANULARITY_MS = 60_000;

function toAccessToken(row: Row, now = new Date()): AccessToken {
  return {
    id: row.id,
    name: row.name,
    tokenPrefix: row.tokenPrefix,
    status: row.revokedAt ? "revoked" : row.expiresAt <= now ? "expired" : "active",
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** A person's tokens, newest first (at most the active cap plus what they revoked or let expire). */
export async function listAccessTokens(db: Database, userId: string): Promise<AccessToken[]> {
  const rows = await db
    .select()
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.userId, userId))
    .orderBy(desc(personalAccessTokens.createdAt), desc(personalAccessTokens.id))
    .limit(100);
  return rows.map((r) => toAccessToken(r));
}

/** A new token for the person; answers it once. Refused past ACCESS_TOKENS_MAX_ACTIVE live tokens. */
export async function createAccessToken(
  db: Database,
  actor: Actor & { userId: string },
  input: AccessTokenInput,
) {
  const secret = newSecret(ACCESS_TOKEN_PREFIX);
  const id = randomUUID();
  const row = await db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(personalAccessTokens)
      .where(
        and(
          eq(personalAccessTokens.userId, actor.userId),
          isNull(personalAccessTokens.revokedAt),
          gt(personalAccessTokens.expiresAt, new Date()),
        ),
      );
    if (n >= ACCESS_TOKENS_MAX_ACTIVE)
      throw conflict(
        `You hold ${ACCESS_TOKENS_MAX_ACTIVE} active tokens, the most allowed: revoke one you no longer use first.`,
      );
    const [created] = await tx
      .insert(personalAccessTokens)
      .values({
        id,
        userId: actor.userId,
        name: input.name,
        tokenPrefix: secret.slice(0, PREFIX_SHOWN),
        tokenHash: hashSecret(secret),
        expiresAt: endOfDay(input.expiresOn),
      })
      .returning();
    await recordAuditEvent(tx, {
      actor,
      action: "access_token.create",
      subjectType: "access_token",
      subjectId: id,
      after: { name: input.name, expiresAt: created.expiresAt.toISOString() },
      requestId: actor.requestId,
      organisationId: actor.organisationId,
    });
    return created;
  });
  return { token: toAccessToken(row), secret };
}

/** Revokes one of the person's own tokens (another person's is a 404); revoking twice changes nothing. */
export async function revokeAccessToken(
  db: Database,
  actor: Actor & { userId: string },
  id: string,
): Promise<AccessToken> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(personalAccessTokens)
      .where(and(eq(personalAccessTokens.id, id), eq(personalAccessTokens.userId, actor.userId)))
      .for("update");
    if (!row) throw notFound("Access token");
    if (row.revokedAt) return toAccessToken(row);
    const [revoked] = await tx
      .update(personalAccessTokens)
      .set({ revokedAt: new Date() })
      .where(eq(personalAccessTokens.id, id))
      .returning();
    await recordAuditEvent(tx, {
      actor,
      action: "access_token.revoke",
      subjectType: "access_token",
      subjectId: id,
      before: { name: row.name },
      requestId: actor.requestId,
      organisationId: actor.organisationId,
    });
    return toAccessToken(revoked);
  });
}

/**
 * The live token a secret is, with its user's id, or null (unknown, revoked, expired). Marks its
 * last use (at most once a minute).
 */
export async function findAccessToken(db: Database, secret: string) {
  if (!secret.startsWith(ACCESS_TOKEN_PREFIX) || secret.length > 200) return null;
  const now = new Date();
  const [row] = await db
    .select()
    .from(personalAccessTokens)
    .where(
      and(
        eq(personalAccessTokens.tokenHash, hashSecret(secret)),
        isNull(personalAccessTokens.revokedAt),
        gt(personalAccessTokens.expiresAt, now),
      ),
    );
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_GRANULARITY_MS)
    await db.update(personalAccessTokens).set({ lastUsedAt: now }).where(eq(personalAccessTokens.id, row.id));
  return row;
}
