import { randomUUID } from "node:crypto";
import { CATALOG_REGISTRY, CATALOG_TYPES, type CatalogEventKind, type CatalogType } from "@strata/core";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogEvents, users } from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { CatalogGenerator, DEMO_COUNTS } from "../../lib/demo-catalog/generate.ts";
import { rngFor } from "../../lib/demo-catalog/prng.ts";
import { BASINS, PROCESSING_STAGES_3D, SURVEY_WORDS } from "../../lib/demo-catalog/vocabulary.ts";

const DAY = 86_400_000;
/** The demo's own random stream, apart from the catalogue's. */
const STREAM = 41;

/** The demo customers who browse, the busier ones weighing more. */
const BROWSERS = [
  { login: "premium", weight: 6 },
  { login: "standard", weight: 4 },
  { login: "standard-member", weight: 3 },
  { login: "standard-mbr", weight: 3 },
  { login: "basic", weight: 2 },
  { login: "graduate", weight: 2 },
  { login: "research", weight: 2 },
  { login: "mbr", weight: 2 },
  { login: "bid-round", weight: 1 },
  { login: "international-research", weight: 1 },
];

const KINDS: { kind: CatalogEventKind; weight: number }[] = [
  { kind: "search", weight: 9 },
  { kind: "view", weight: 8 },
  { kind: "map-area", weight: 3 },
  { kind: "bookmark", weight: 2 },
  { kind: "preview", weight: 2 },
];

/** What the demo customers type: basins, fields, survey names, processing stages, a few loose words. */
const TERMS = [
  ...BASINS.map((b) => b.name),
  ...BASINS.flatMap((b) => b.fields.slice(0, 3)),
  ...SURVEY_WORDS.slice(0, 8),
  ...PROCESSING_STAGES_3D,
  "gamma ray",
  "sonic log",
  "deepwater",
  "carbonate",
  "well completion report",
];

const EVENTS = 720;
/** Records the demo customers open, bookmark and preview: the first ones of each category. */
const RECORDS_PER_TYPE = 25;

/**
 * A year of the demo customers' searches, record views, bookmarks and map areas, up to today (so
 * the interests report and its chart are full in any month), more of them in recent months.
 * Skips itself when the demo customers are missing.
 */
export async function seedInterestDemo(db: Database, now = Date.now()) {
  const people = await db
    .select({ id: users.id, email: users.email, organisationId: users.organisationId })
    .from(users)
    .where(
      inArray(
        users.email,
        BROWSERS.map((b) => demoEmail(b.login)),
      ),
    );
  const browsers = BROWSERS.flatMap((b) => {
    const person = people.find((p) => p.email === demoEmail(b.login));
    return person?.organisationId
      ? [{ ...person, organisationId: person.organisationId, weight: b.weight }]
      : [];
  });
  if (browsers.length === 0) return;

  const generator = new CatalogGenerator(DEMO_COUNTS);
  const records = new Map<CatalogType, string[]>(
    CATALOG_TYPES.map((type) => [
      type,
      Array.from({ length: RECORDS_PER_TYPE }, (_, i) =>
        String(generator.record(type, i)[CATALOG_REGISTRY[type].idField]),
      ),
    ]),
  );

  const rows = Array.from({ length: EVENTS }, (_, i) => {
    const rng = rngFor(STREAM, i);
    const who = rng.weighted(browsers);
    const { kind } = rng.weighted(KINDS);
    // More of them lately (the portal gains users over the year): this month's density is about
    // two and a half times the oldest's.
    const daysAgo = 364 * rng.next() ** 1.4;
    const sdcType = rng.pick(CATALOG_TYPES);
    const withRecord = kind === "view" || kind === "bookmark" || kind === "preview";
    return {
      id: randomUUID(),
      userId: who.id,
      organisationId: who.organisationId,
      kind,
      // A search across categories, or an area drawn over every layer, is of no one category.
      sdcType: !withRecord && rng.chance(0.3) ? null : sdcType,
      recordId: withRecord ? rng.pick(records.get(sdcType)!) : null,
      term: kind === "search" ? rng.pick(TERMS) : null,
      createdAt: new Date(now - daysAgo * DAY - rng.int(0, 3600) * 1000),
    };
  });
  await db.insert(catalogEvents).values(rows);
  await seedDataRoomOpenings(db, records, now);
}

/** The data rooms' users who open records and previews (the VDR access log's demo, decision 0217). */
const DATA_ROOM_BROWSERS = ["vdr-miri", "vdr-bintulu"];
const DATA_ROOM_EVENTS = 60;
const DATA_ROOM_STREAM = 42;

/** Two months of record and preview openings in two demo data rooms; skipped without their users. */
async function seedDataRoomOpenings(db: Database, records: Map<CatalogType, string[]>, now: number) {
  const people = await db
    .select({ id: users.id, organisationId: users.organisationId })
    .from(users)
    .where(inArray(users.email, DATA_ROOM_BROWSERS.map(demoEmail)));
  const browsers = people.flatMap((p) =>
    p.organisationId ? [{ ...p, organisationId: p.organisationId }] : [],
  );
  if (browsers.length === 0) return;
  const rows = Array.from({ length: DATA_ROOM_EVENTS }, (_, i) => {
    const rng = rngFor(DATA_ROOM_STREAM, i);
    const who = rng.pick(browsers);
    const sdcType = rng.pick(CATALOG_TYPES);
    return {
      id: randomUUID(),
      userId: who.id,
      organisationId: who.organisationId,
      kind: rng.chance(0.7) ? "view" : "preview",
      sdcType,
      recordId: rng.pick(records.get(sdcType)!),
      term: null,
      createdAt: new Date(now - 60 * rng.next() * DAY),
    };
  });
  await db.insert(catalogEvents).values(rows);
}
