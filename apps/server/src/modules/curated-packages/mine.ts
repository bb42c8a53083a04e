import { type MyCuratedPackageList, RENEW_MESSAGE, type TakeCuratedPackageResponse } from "@strata/core";
import { and, countDistinct, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { curatedPackageAssignments, curatedPackages, downloadPackages } from "../../db/schema/index.ts";
import { forbidden } from "../../lib/errors.ts";
import type { Tx } from "../../lib/workflow.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import type { Owner } from "../downloads/index.ts";
import { issuePackage } from "../downloads/index.ts";
import { offsetOf, toPage } from "../reference-data/index.ts";
import { recordTotalsOf } from "./records.ts";
import { curatedRecordsOf, notFoundCurated } from "./service.ts";

type Reader = Pick<Database, "select" | "selectDistinct">;

/** The scope of every customer read: assigned to the owner's organisation as a whole, or to the owner. */
const assignedTo = (owner: Owner) =>
  and(
    eq(curatedPackageAssignments.curatedPackageId, curatedPackages.id),
    eq(curatedPackageAssignments.organisationId, owner.organisationId),
    or(isNull(curatedPackageAssignments.userId), eq(curatedPackageAssignments.userId, owner.userId)),
  );

/** A package taken from one of these that still counts: preparing, or ready and not past its time. */
const live = (owner: Owner, curatedIds: string[], now: Date) =>
  and(
    eq(downloadPackages.organisationId, owner.organisationId),
    eq(downloadPackages.userId, owner.userId),
    eq(downloadPackages.origin, "curated"),
    inArray(downloadPackages.originId, curatedIds),
    or(
      eq(downloadPackages.status, "preparing"),
      and(eq(downloadPackages.status, "ready"), gt(downloadPackages.expiresAt, now)),
    ),
  );

async function livePackages(db: Reader, owner: Owner, curatedIds: string[]) {
  if (curatedIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: downloadPackages.id, originId: downloadPackages.originId })
    .from(downloadPackages)
    .where(live(owner, curatedIds, new Date()))
    .orderBy(desc(downloadPackages.createdAt), desc(downloadPackages.id));
  const byCurated = new Map<string, string>();
  for (const r of rows) if (r.originId && !byCurated.has(r.originId)) byCurated.set(r.originId, r.id);
  return byCurated;
}

/** "Curated for you": the curated packages assigned to the owner or their organisation, newest assignment first. */
export async function listMyCuratedPackages(
  db: Database,
  owner: Owner,
  query: { page: number; pageSize: number },
): Promise<MyCuratedPackageList> {
  const [{ total }] = await db
    .select({ total: countDistinct(curatedPackages.id) })
    .from(curatedPackages)
    .innerJoin(curatedPackageAssignments, assignedTo(owner));
  const rows = await db
    .select({
      id: curatedPackages.id,
      name: curatedPackages.name,
      description: curatedPackages.description,
      assignedAt: sql<string>`min(${curatedPackageAssignments.createdAt})`,
    })
    .from(curatedPackages)
    .innerJoin(curatedPackageAssignments, assignedTo(owner))
    .groupBy(curatedPackages.id)
    .orderBy(desc(sql`min(${curatedPackageAssignments.createdAt})`), desc(curatedPackages.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const ids = rows.map((r) => r.id);
  const [totals, taken] = await Promise.all([recordTotalsOf(db, ids), livePackages(db, owner, ids)]);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      recordCount: totals.get(r.id)?.recordCount ?? 0,
      sizeBytes: totals.get(r.id)?.sizeBytes ?? 0,
      assignedAt: new Date(r.assignedAt).toISOString(),
      packageId: taken.get(r.id) ?? null,
    })),
    Number(total),
    query,
  );
}

/**
 * Takes a curated package assigned to the owner: a download package of its records, issued and
 * confirmed at once with no credits (the repository prepared it for them), delivered whatever the
 * records' tier flags, but never to an expired subscription. While a package taken from it before is
 * still preparing or downloadable, that one is answered instead (the curated row's lock makes
 * concurrent takes agree).
 */
export async function takeCuratedPackage(
  deps: { db: Database; jobs: JobRunner },
  owner: Owner,
  id: string,
): Promise<TakeCuratedPackageResponse> {
  if (owner.isExpired) throw forbidden(RENEW_MESSAGE, { reason: "expired" });
  const taken = await deps.db.transaction(async (tx: Tx) => {
    const [curated] = await tx
      .select({ id: curatedPackages.id, name: curatedPackages.name })
      .from(curatedPackages)
      .where(
        and(
          eq(curatedPackages.id, id),
          sql`exists (${tx.select({ one: sql`1` }).from(curatedPackageAssignments).where(assignedTo(owner))})`,
        ),
      )
      .for("update");
    if (!curated) throw notFoundCurated();
    const existing = (await livePackages(tx, owner, [id])).get(id);
    if (existing) return { packageId: existing, created: false };
    const records = await curatedRecordsOf(tx, id);
    const packageId = await issuePackage(tx, deps, {
      organisationId: owner.organisationId,
      userId: owner.userId,
      name: curated.name,
      origin: "curated",
      originId: id,
      items: records.map((r) => ({ sdcType: r.type, recordId: r.id, title: r.title, credits: 0 })),
      issuedBy: `Curated package "${curated.name}" taken by ${owner.name}`,
      requestId: owner.requestId,
    });
    return { packageId, created: true };
  });
  return taken;
}
