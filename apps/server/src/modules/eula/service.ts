import { randomUUID } from "node:crypto";
import {
  type EulaStatus,
  type EulaVersion,
  type eulaVersionInputSchema,
  isStaffRole,
  type PublishedEula,
} from "@strata/core";
import { and, count, desc, eq, max, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { eulaAcceptances, eulaVersions, staticContents, users } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { conflict, invalidField, notFound } from "../../lib/errors.ts";
import { sanitizeRichText } from "../../lib/rich-text.ts";
import type { Actor, Tx } from "../../lib/workflow.ts";

type Row = typeof eulaVersions.$inferSelect;

const toPublished = (row: Row): PublishedEula => ({
  id: row.id,
  version: row.version,
  title: row.title,
  body: row.body,
  publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
});

async function acceptanceCounts(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ versionId: eulaAcceptances.versionId, n: count() })
    .from(eulaAcceptances)
    .groupBy(eulaAcceptances.versionId);
  return new Map(rows.map((r) => [r.versionId, r.n]));
}

const toVersion = (row: Row, acceptances: number): EulaVersion => ({
  id: row.id,
  version: row.version,
  title: row.title,
  body: row.body,
  published: row.published,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  acceptances,
});

export async function listVersions(db: Database): Promise<EulaVersion[]> {
  const rows = await db.select().from(eulaVersions).orderBy(desc(eulaVersions.version));
  const counts = await acceptanceCounts(db);
  return rows.map((r) => toVersion(r, counts.get(r.id) ?? 0));
}

export async function currentVersion(db: Database | Tx): Promise<Row | undefined> {
  const [row] = await db.select().from(eulaVersions).where(eq(eulaVersions.published, true));
  return row;
}

/**
 * Makes one version the published one: the others stay, unpublished. The public EULA page
 * (static content `eula`) shows its text from then on.
 */
async function publishIn(tx: Tx, row: Row): Promise<Row> {
  await tx.update(eulaVersions).set({ published: false }).where(ne(eulaVersions.id, row.id));
  const [published] = await tx
    .update(eulaVersions)
    .set({ published: true, publishedAt: new Date() })
    .where(eq(eulaVersions.id, row.id))
    .returning();
  const page = { title: published.title, body: published.body, published: true, updatedAt: new Date() };
  await tx
    .insert(staticContents)
    .values({ slug: "eula", ...page })
    .onConflictDoUpdate({ target: staticContents.slug, set: page });
  return published;
}

export async function createVersion(
  db: Database,
  input: { values: z.output<typeof eulaVersionInputSchema>; actor: Actor | null },
): Promise<EulaVersion> {
  const body = sanitizeRichText(input.values.body);
  if (body.replace(/<[^>]*>/g, "").trim() === "") throw invalidField("body.body", "Write the terms");
  return db.transaction(async (tx) => {
    const [{ last }] = await tx.select({ last: max(eulaVersions.version) }).from(eulaVersions);
    let [row] = await tx
      .insert(eulaVersions)
      .values({
        id: randomUUID(),
        version: (last ?? 0) + 1,
        title: input.values.title,
        body,
        createdBy: input.actor?.userId ?? null,
      })
      .returning();
    if (input.values.publish) row = await publishIn(tx, row);
    if (input.actor) {
      await recordAuditEvent(tx, {
        actor: input.actor,
        action: input.values.publish ? "create_and_publish" : "create",
        subjectType: "eula_version",
        subjectId: row.id,
        after: { version: row.version, title: row.title, published: row.published },
        requestId: input.actor.requestId,
      });
    }
    return toVersion(row, 0);
  });
}

export async function publishVersion(
  db: Database,
  input: { id: string; actor: Actor },
): Promise<EulaVersion> {
  const version = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(eulaVersions).where(eq(eulaVersions.id, input.id));
    if (!row) throw notFound("EULA version");
    const published = row.published ? row : await publishIn(tx, row);
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "publish",
      subjectType: "eula_version",
      subjectId: row.id,
      after: { version: row.version, published: true },
      requestId: input.actor.requestId,
    });
    return published;
  });
  return toVersion(version, (await acceptanceCounts(db)).get(version.id) ?? 0);
}

/**
 * Customers must accept the version in force once; staff are never asked, nor is an account made
 * after the version was published (it registered under it: docs/decisions.md "EULA versions").
 */
export async function eulaStatus(db: Database, user: { id: string; role: string }): Promise<EulaStatus> {
  const current = await currentVersion(db);
  if (!current) return { mustAccept: false, current: null, acceptedAt: null };
  const [accepted] = await db
    .select({ at: eulaAcceptances.acceptedAt })
    .from(eulaAcceptances)
    .where(and(eq(eulaAcceptances.userId, user.id), eq(eulaAcceptances.versionId, current.id)));
  const [account] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, user.id));
  const newer = account && current.publishedAt && account.createdAt > current.publishedAt;
  return {
    mustAccept: !accepted && !isStaffRole(user.role) && !newer,
    current: toPublished(current),
    acceptedAt: accepted?.at.toISOString() ?? null,
  };
}

/**
 * Records the acceptance of the version in force (again is harmless: the first time is kept), with
 * its audit row in the same transaction: who accepted which version, when, from which request.
 */
export async function acceptEula(db: Database, actor: Actor, versionId: string) {
  const user = { id: actor.userId as string, role: actor.role as string };
  const current = await currentVersion(db);
  if (!current || current.id !== versionId) {
    throw conflict("This version of the EULA is no longer in force. Please read the current one.");
  }
  await db.transaction(async (tx) => {
    const accepted = await tx
      .insert(eulaAcceptances)
      .values({ userId: user.id, versionId })
      .onConflictDoNothing()
      .returning({ at: eulaAcceptances.acceptedAt });
    if (accepted.length === 0) return;
    await recordAuditEvent(tx, {
      actor,
      action: "accept",
      subjectType: "eula_version",
      subjectId: versionId,
      organisationId: actor.organisationId,
      after: { version: current.version },
      requestId: actor.requestId,
    });
  });
  return eulaStatus(db, user);
}
