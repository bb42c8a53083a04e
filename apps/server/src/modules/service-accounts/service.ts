import { randomUUID } from "node:crypto";
import {
  SERVICE_ACCOUNT_KEY_PREFIX,
  SERVICE_ACCOUNT_TOKEN_PREFIX,
  SERVICE_ACCOUNT_TOKEN_SECONDS,
  type ServiceAccount,
  type ServiceAccountEvent,
  type ServiceAccountListQuery,
  type ServiceAccountScope,
  type ServiceAccountToken,
  type ServiceAccountWithKey,
  type serviceAccountInputSchema,
  serviceAccountScopeSchema,
} from "@strata/core";
import { and, count, desc, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { auditEvents, serviceAccounts, serviceAccountTokens } from "../../db/schema/index.ts";
import { type AuditActor, recordAuditEvent } from "../../lib/audit.ts";
import { conflict, notFound, unauthenticated } from "../../lib/errors.ts";
import { endOfDay, hashSecret, newSecret, sameHash } from "../../lib/secrets.ts";
import type { Actor } from "../../lib/workflow.ts";
import { containing, offsetOf, toPage } from "../reference-data/index.ts";

type Row = typeof serviceAccounts.$inferSelect;
type Input = z.output<typeof serviceAccountInputSchema>;

const KEY_PREFIX_SHOWN = SERVICE_ACCOUNT_KEY_PREFIX.length + 6;

export const SIGN_IN_REFUSED = "The API key is not valid, or its service account is revoked or expired.";
const refused = () => unauthenticated(SIGN_IN_REFUSED);

function statusOf(row: Row, now = new Date()): ServiceAccount["status"] {
  if (row.revokedAt) return "revoked";
  return row.expiresAt <= now ? "expired" : "active";
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toServiceAccount(row: Row): ServiceAccount {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes.filter(
      (s): s is ServiceAccountScope => serviceAccountScopeSchema.safeParse(s).success,
    ),
    status: statusOf(row),
    keyPrefix: row.keyPrefix,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    keyRotatedAt: iso(row.keyRotatedAt),
    revokedAt: iso(row.revokedAt),
    revokedByName: row.revokedByName,
    lastUsedAt: iso(row.lastUsedAt),
  };
}

/** The audit trail names a service account by its own name, with the role `service-account`. */
export const serviceAccountActor = (account: { id: string; name: string }): AuditActor => ({
  userId: account.id,
  role: "service-account",
  name: account.name,
});

function statusFilter(status: ServiceAccountListQuery["status"]) {
  const now = new Date();
  if (status === "revoked") return isNotNull(serviceAccounts.revokedAt);
  if (status === "expired")
    return and(isNull(serviceAccounts.revokedAt), lte(serviceAccounts.expiresAt, now));
  if (status === "active") return and(isNull(serviceAccounts.revokedAt), gt(serviceAccounts.expiresAt, now));
  return undefined;
}

/** A page of service accounts, newest first; `q` matches the name or the key's prefix. */
export async function listServiceAccounts(db: Database, query: ServiceAccountListQuery) {
  const search = query.q
    ? or(containing(serviceAccounts.name, query.q), containing(serviceAccounts.keyPrefix, query.q))
    : undefined;
  const where = and(search, statusFilter(query.status));
  const [{ total }] = await db.select({ total: count() }).from(serviceAccounts).where(where);
  const rows = await db
    .select()
    .from(serviceAccounts)
    .where(where)
    .orderBy(desc(serviceAccounts.createdAt), desc(serviceAccounts.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return toPage(rows.map(toServiceAccount), total, query);
}

export async function getServiceAccount(db: Database, id: string): Promise<ServiceAccount> {
  const [row] = await db.select().from(serviceAccounts).where(eq(serviceAccounts.id, id));
  if (!row) throw notFound("Service account");
  return toServiceAccount(row);
}

const nameTaken = () => conflict("A service account with this name already exists.");

/** Creates an account and answers its API key, the only time it is shown. */
export async function createServiceAccount(
  db: Database,
  input: { values: Input; actor: Actor },
): Promise<ServiceAccountWithKey> {
  const { values, actor } = input;
  const [clash] = await db
    .select({ id: serviceAccounts.id })
    .from(serviceAccounts)
    .where(eq(sql`lower(${serviceAccounts.name})`, values.name.toLowerCase()));
  if (clash) throw nameTaken();
  const id = randomUUID();
  const apiKey = newSecret(SERVICE_ACCOUNT_KEY_PREFIX);
  // Works through the whole expiry day, UTC.
  const expiresAt = endOfDay(values.expiresOn);
  await db.transaction(async (tx) => {
    await tx.insert(serviceAccounts).values({
      id,
      name: values.name,
      scopes: values.scopes,
      keyPrefix: apiKey.slice(0, KEY_PREFIX_SHOWN),
      keyHash: hashSecret(apiKey),
      expiresAt,
      createdByUserId: actor.userId,
      createdByName: actor.name,
    });
    await recordAuditEvent(tx, {
      actor,
      action: "service_account.create",
      subjectType: "service_account",
      subjectId: id,
      after: { name: values.name, scopes: values.scopes, expiresAt: expiresAt.toISOString() },
      requestId: actor.requestId,
    });
  });
  return { account: await getServiceAccount(db, id), apiKey };
}

/** Locks an account that is not revoked; a revoked one is a 409, an unknown one a 404. */
async function lockLiveAccount(tx: Parameters<Parameters<Database["transaction"]>[0]>[0], id: string) {
  const [row] = await tx.select().from(serviceAccounts).where(eq(serviceAccounts.id, id)).for("update");
  if (!row) throw notFound("Service account");
  if (row.revokedAt) throw conflict("This service account is revoked.");
  return row;
}

/** A new key for the account; the old key and every token signed in with it stop working at once. */
export async function rotateServiceAccountKey(
  db: Database,
  input: { id: string; actor: Actor },
): Promise<ServiceAccountWithKey> {
  const apiKey = newSecret(SERVICE_ACCOUNT_KEY_PREFIX);
  await db.transaction(async (tx) => {
    const before = await lockLiveAccount(tx, input.id);
    const keyPrefix = apiKey.slice(0, KEY_PREFIX_SHOWN);
    await tx
      .update(serviceAccounts)
      .set({ keyHash: hashSecret(apiKey), keyPrefix, keyRotatedAt: new Date() })
      .where(eq(serviceAccounts.id, input.id));
    await tx.delete(serviceAccountTokens).where(eq(serviceAccountTokens.serviceAccountId, input.id));
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "service_account.rotate_key",
      subjectType: "service_account",
      subjectId: input.id,
      before: { keyPrefix: before.keyPrefix },
      after: { keyPrefix },
      requestId: input.actor.requestId,
    });
  });
  return { account: await getServiceAccount(db, input.id), apiKey };
}

/**
 * Replaces a live account's scopes. Its key and tokens keep working and reach the new scopes from
 * the next request on (every request reads the account's row).
 */
export async function changeServiceAccountScopes(
  db: Database,
  input: { id: string; scopes: ServiceAccountScope[]; actor: Actor },
) {
  await db.transaction(async (tx) => {
    const before = await lockLiveAccount(tx, input.id);
    await tx.update(serviceAccounts).set({ scopes: input.scopes }).where(eq(serviceAccounts.id, input.id));
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "service_account.change_scopes",
      subjectType: "service_account",
      subjectId: input.id,
      before: { scopes: before.scopes },
      after: { scopes: input.scopes },
      requestId: input.actor.requestId,
    });
  });
  return getServiceAccount(db, input.id);
}

/** Revokes the account: its key and every outstanding token are refused from now on. */
export async function revokeServiceAccount(db: Database, input: { id: string; actor: Actor }) {
  await db.transaction(async (tx) => {
    await lockLiveAccount(tx, input.id);
    await tx
      .update(serviceAccounts)
      .set({ revokedAt: new Date(), revokedByName: input.actor.name })
      .where(eq(serviceAccounts.id, input.id));
    await tx.delete(serviceAccountTokens).where(eq(serviceAccountTokens.serviceAccountId, input.id));
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "service_account.revoke",
      subjectType: "service_account",
      subjectId: input.id,
      requestId: input.actor.requestId,
    });
  });
  return getServiceAccount(db, input.id);
}

/** Exchanges a live account's API key for a short-lived bearer token; anything else is one 401. */
export async function signInServiceAccount(
  db: Database,
  input: { apiKey: string; requestId: string | null },
): Promise<ServiceAccountToken> {
  const keyHash = hashSecret(input.apiKey);
  const [row] = await db.select().from(serviceAccounts).where(eq(serviceAccounts.keyHash, keyHash));
  if (!row || !sameHash(row.keyHash, keyHash) || statusOf(row) !== "active") throw refused();
  const accessToken = newSecret(SERVICE_ACCOUNT_TOKEN_PREFIX);
  const now = new Date();
  // Never past the account's own end.
  const expiresAt = new Date(
    Math.min(now.getTime() + SERVICE_ACCOUNT_TOKEN_SECONDS * 1000, row.expiresAt.getTime()),
  );
  await db.transaction(async (tx) => {
    await tx
      .delete(serviceAccountTokens)
      .where(
        and(eq(serviceAccountTokens.serviceAccountId, row.id), lte(serviceAccountTokens.expiresAt, now)),
      );
    await tx.insert(serviceAccountTokens).values({
      id: randomUUID(),
      serviceAccountId: row.id,
      tokenHash: hashSecret(accessToken),
      expiresAt,
    });
    await tx.update(serviceAccounts).set({ lastUsedAt: now }).where(eq(serviceAccounts.id, row.id));
    await recordAuditEvent(tx, {
      actor: serviceAccountActor(row),
      action: "service_account.sign_in",
      subjectType: "service_account",
      subjectId: row.id,
      after: { expiresAt: expiresAt.toISOString() },
      requestId: input.requestId,
    });
  });
  return {
    accessToken,
    tokenType: "Bearer",
    expiresIn: Math.round((expiresAt.getTime() - now.getTime()) / 1000),
    expiresAt: expiresAt.toISOString(),
    scopes: toServiceAccount(row).scopes,
  };
}

/** The live account behind a bearer token, or null: unknown or expired token, revoked or expired account. */
export async function findTokenAccount(db: Database, accessToken: string) {
  const now = new Date();
  const tokenHash = hashSecret(accessToken);
  const [row] = await db
    .select({ account: serviceAccounts, token: serviceAccountTokens })
    .from(serviceAccountTokens)
    .innerJoin(serviceAccounts, eq(serviceAccounts.id, serviceAccountTokens.serviceAccountId))
    .where(
      and(
        eq(serviceAccountTokens.tokenHash, tokenHash),
        gt(serviceAccountTokens.expiresAt, now),
        isNull(serviceAccounts.revokedAt),
        gt(serviceAccounts.expiresAt, now),
      ),
    );
  if (!row || !sameHash(row.token.tokenHash, tokenHash)) return null;
  return {
    tokenId: row.token.id,
    tokenExpiresAt: row.token.expiresAt,
    account: toServiceAccount(row.account),
  };
}

/** The live account of an id and its key (HTTP basic authentication), or null for anything else. */
export async function findKeyAccount(db: Database, id: string, apiKey: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id) || apiKey.length > 200) return null;
  const keyHash = hashSecret(apiKey);
  const [row] = await db.select().from(serviceAccounts).where(eq(serviceAccounts.id, id));
  if (!row || !sameHash(row.keyHash, keyHash) || statusOf(row) !== "active") return null;
  return { account: toServiceAccount(row), expiresAt: row.expiresAt };
}

/** Records one API call of a service account and when it was last used. */
export async function recordServiceAccountCall(
  db: Database,
  call: {
    account: { id: string; name: string };
    method: string;
    path: string;
    statusCode: number;
    requestId: string;
  },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(serviceAccounts)
      .set({ lastUsedAt: new Date() })
      .where(eq(serviceAccounts.id, call.account.id));
    await recordAuditEvent(tx, {
      actor: serviceAccountActor(call.account),
      action: "service_account.call",
      subjectType: "service_account",
      subjectId: call.account.id,
      after: { method: call.method, path: call.path, statusCode: call.statusCode },
      requestId: call.requestId,
    });
  });
}

/** The account's audit trail, newest first: its calls and sign-ins, and staff's create, rotate and revoke. */
export async function listServiceAccountEvents(
  db: Database,
  id: string,
  query: { page: number; pageSize: number },
) {
  await getServiceAccount(db, id);
  const where = and(eq(auditEvents.subjectType, "service_account"), eq(auditEvents.subjectId, id));
  const [{ total }] = await db.select({ total: count() }).from(auditEvents).where(where);
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const events: ServiceAccountEvent[] = rows.map((row) => {
    const after = (row.after ?? {}) as { method?: unknown; path?: unknown; statusCode?: unknown };
    const isCall = row.action === "service_account.call";
    return {
      id: row.id,
      action: row.action,
      actorName: row.actorName,
      method: isCall && typeof after.method === "string" ? after.method : null,
      path: isCall && typeof after.path === "string" ? after.path : null,
      statusCode: isCall && typeof after.statusCode === "number" ? after.statusCode : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
  return toPage(events, total, query);
}
