import { randomUUID } from "node:crypto";
import { type CatalogType, downloadDecision } from "@strata/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { dataPackRecords, dataPacks, dataPrePacks, jobs, users } from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import { sampleRecords } from "../downloads/index.ts";
import { BUILD_PRE_PACK_JOB } from "./present.ts";

const DAY = 86_400_000;

/** The demo's packs: records with sample files that standard and premium users may both download. */
const PACKS: {
  name: string;
  description: string;
  credits: number;
  type: CatalogType;
  take: number;
  draft?: true;
}[] = [
  {
    name: "Deepwater 2D starter pack",
    description: "Released 2D lines to start a regional interpretation; the ZIP is built ahead.",
    credits: 6,
    type: "Seismic_2D",
    take: 3,
  },
  {
    name: "Well log sampler pack",
    description: "LAS logs of released wells across the basins.",
    credits: 4,
    type: "Well_Log",
    take: 3,
  },
  {
    name: "Technical reports digest pack",
    description: "Released technical reports, a reading list for a new team.",
    credits: 3,
    type: "Technical_Report",
    take: 2,
  },
  {
    name: "Non-seismic surveys pack",
    description: "Gravity and magnetics surveys; still being put together.",
    credits: 5,
    type: "Non_Seismic",
    take: 2,
    draft: true,
  },
];

/**
 * Three published packs and a draft, written by the demo data staff member; the first gets a
 * pre-pack, built by its job once the sample files are in storage (`queueDemoPrePacks`). Skips
 * itself once loaded.
 */
export async function seedDataPacksDemo(db: Database, now = Date.now()) {
  const [existing] = await db.select({ id: dataPacks.id }).from(dataPacks).limit(1);
  if (existing) return;
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail("data-admin")));
  const records = sampleRecords().filter(({ flags }) =>
    (["standard", "premium"] as const).every(
      (role) => downloadDecision(flags, { role, addOnsType: [] }).allowed,
    ),
  );
  await db.transaction(async (tx) => {
    for (const [i, pack] of PACKS.entries()) {
      const chosen = records.filter((r) => r.record.type === pack.type).slice(0, pack.take);
      if (chosen.length === 0) continue;
      const id = randomUUID();
      const createdAt = new Date(now - (20 - i) * DAY);
      await tx.insert(dataPacks).values({
        id,
        name: pack.name,
        description: pack.description,
        credits: pack.credits,
        status: pack.draft ? "draft" : "published",
        createdBy: author?.id ?? null,
        createdAt,
        updatedAt: createdAt,
        publishedAt: pack.draft ? null : new Date(createdAt.getTime() + DAY),
      });
      await tx.insert(dataPackRecords).values(
        chosen.map(({ record }, position) => ({
          packId: id,
          sdcType: record.type,
          recordId: record.id,
          title: record.title,
          position,
        })),
      );
      if (i === 0) {
        await tx
          .insert(dataPrePacks)
          .values({ id: randomUUID(), packId: id, status: "building", createdBy: author?.id });
      }
    }
  });
}

/** Queues the build of each demo pre-pack still building without a job (the first start after seeding). */
export async function queueDemoPrePacks(db: Database, runner: JobRunner): Promise<number> {
  const building = await db
    .select({ id: dataPrePacks.id })
    .from(dataPrePacks)
    .where(eq(dataPrePacks.status, "building"));
  if (building.length === 0) return 0;
  const queued = await db
    .select({ prePackId: sql<string>`${jobs.payload}->>'prePackId'` })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, BUILD_PRE_PACK_JOB),
        inArray(
          sql`${jobs.payload}->>'prePackId'`,
          building.map((b) => b.id),
        ),
      ),
    );
  const have = new Set(queued.map((q) => q.prePackId));
  let n = 0;
  for (const { id } of building) {
    if (have.has(id)) continue;
    await runner.enqueue(BUILD_PRE_PACK_JOB, { prePackId: id });
    n++;
  }
  return n;
}
