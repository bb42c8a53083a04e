import { randomUUID } from "node:crypto";
import { CATALOG_REGISTRY, CATALOG_TYPES, type CatalogType, type LookupList } from "@strata/core";
import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  catalogBlocks,
  catalogBookmarks,
  catalogFiles,
  catalogLookups,
  glossaryTerms,
  newDataAnnouncements,
  recordTags,
  seismic2d,
  tags,
  users,
} from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { GLOSSARY, TAGS } from "../../lib/demo-catalog/content.ts";
import { demoSampleFiles, writeSampleFiles } from "../../lib/demo-catalog/files.ts";
import {
  type CatalogCounts,
  CatalogGenerator,
  DEMO_COUNTS,
  type GeneratedRecord,
} from "../../lib/demo-catalog/generate.ts";
import { rngFor } from "../../lib/demo-catalog/prng.ts";
import {
  ACQUISITION_CONTRACTORS,
  BASINS,
  CRS_BY_REGION,
  DATASET_GROUPS,
  DATUMS,
  LINE_GEOMETRIES,
  NON_SEISMIC_SURVEY_TYPES,
  OPERATORS,
  PRIMARY_DATUMS,
  PROCESSING_CONTRACTORS,
  PROCESSING_STAGES_2D,
  PROCESSING_STAGES_3D,
  PROJECTIONS,
  REPORT_CATEGORIES,
} from "../../lib/demo-catalog/vocabulary.ts";
import { insertJsonRows } from "../../lib/insert-json-rows.ts";
import { refreshSearchWords } from "./search-words.ts";
import { tableOf } from "./tables.ts";

const REGION_LABELS = { PM: "Peninsular Malaysia", SB: "Sabah", SK: "Sarawak" };

type LookupRow = { list: LookupList; value: string; label: string; parent: string | null; sortOrder: number };

/** The lookup lists of section 3 (blocks live in their own table). */
export function lookupRows(generator: CatalogGenerator): LookupRow[] {
  const rows: LookupRow[] = [];
  const add = (list: LookupList, values: Iterable<string | [string, string | null]>) => {
    let order = 0;
    for (const entry of values) {
      const [value, parent] = typeof entry === "string" ? [entry, null] : entry;
      rows.push({
        list,
        value,
        label: list === "region" ? REGION_LABELS[value as "PM"] : value,
        parent,
        sortOrder: order++,
      });
    }
  };
  add("region", ["PM", "SB", "SK"]);
  add(
    "field",
    BASINS.flatMap((b) => b.fields.map((f): [string, string] => [f, b.name])),
  );
  add("operator", OPERATORS);
  add("category", REPORT_CATEGORIES);
  add(
    "acquisitionContractor",
    ACQUISITION_CONTRACTORS.map((c) => c.name),
  );
  add("processingContractor", PROCESSING_CONTRACTORS);
  add("datum", DATUMS);
  add("projection", new Set([...PROJECTIONS, ...Object.values(CRS_BY_REGION).flat()]));
  add("nonSeismicSurveyType", NON_SEISMIC_SURVEY_TYPES);
  add("processingStage", new Set([...PROCESSING_STAGES_2D, ...PROCESSING_STAGES_3D]));
  add(
    "usi2D",
    Array.from({ length: generator.surveys2D }, (_, s) => generator.survey2D(s).usi),
  );
  add(
    "usi3D",
    Array.from({ length: generator.surveys3D }, (_, t) => generator.survey3D(t).usi),
  );
  add(
    "wellbore",
    Array.from({ length: generator.wellbores }, (_, w): [string, string] => {
      const well = generator.wellbore(w);
      return [well.name, well.field];
    }),
  );
  add(
    "datasetGroup",
    DATASET_GROUPS.map((g) => g.group),
  );
  add(
    "dataType",
    new Map(DATASET_GROUPS.flatMap((g) => g.types.map((t): [string, string] => [t.name, g.group]))),
  );
  add("unit", ["m", "ft", "ms"]);
  add("primaryDatum", PRIMARY_DATUMS);
  add("lineGeometry", LINE_GEOMETRIES);
  return rows;
}

/** Blocks and lookup lists: the reference data both the demo and the benchmark load. */
export async function insertReferenceData(db: Database, generator: CatalogGenerator) {
  await insertJsonRows(db, catalogBlocks, generator.blocks as unknown as Record<string, unknown>[]);
  await insertJsonRows(db, catalogLookups, lookupRows(generator));
}

export interface CatalogSeedResult {
  created: boolean;
  records: number;
  ms: number;
}

/** The demo catalogue: a few thousand records per category, with lookups, files, tags, glossary, new data and bookmarks. Skips itself when records exist. */
export async function seedCatalogDemo(
  db: Database,
  counts: CatalogCounts = DEMO_COUNTS,
): Promise<CatalogSeedResult> {
  const started = Date.now();
  const [existing] = await db.select({ n: count() }).from(seismic2d);
  if (existing.n > 0) return { created: false, records: 0, ms: 0 };

  const generator = new CatalogGenerator(counts);
  await insertReferenceData(db, generator);
  const recordsByType = new Map<CatalogType, GeneratedRecord[]>();
  let records = 0;
  for (const type of CATALOG_TYPES) {
    const rows = Array.from({ length: counts[type] }, (_, i) => generator.record(type, i));
    recordsByType.set(type, rows);
    await insertJsonRows(db, tableOf(type), rows);
    records += rows.length;
  }
  await refreshSearchWords(db);

  const files = demoSampleFiles(generator);
  await insertJsonRows(
    db,
    catalogFiles,
    files.map(({ size, ...f }) => ({ ...f, sizeBytes: size })),
  );
  await seedTags(db, recordsByType);
  await insertJsonRows(
    db,
    glossaryTerms,
    GLOSSARY.map((g, i) => ({ id: `G${String(i + 1).padStart(3, "0")}`, ...g })),
  );
  await seedNewData(db, recordsByType, generator.reference);
  await seedBookmarks(db, recordsByType);
  return { created: true, records, ms: Date.now() - started };
}

/** Writes the demo records' sample files under `storageDir` where they are missing. */
export async function writeCatalogSampleFiles(storageDir: string): Promise<number> {
  return writeSampleFiles(storageDir, demoSampleFiles(new CatalogGenerator(DEMO_COUNTS)));
}

async function seedTags(db: Database, recordsByType: Map<CatalogType, GeneratedRecord[]>) {
  const tagRows = TAGS.map((t, i) => ({ id: `T${String(i + 1).padStart(2, "0")}`, ...t }));
  await insertJsonRows(db, tags, tagRows);
  const links: { tagId: string; sdcType: CatalogType; recordId: string }[] = [];
  for (const [type, rows] of recordsByType) {
    const idField = CATALOG_REGISTRY[type].idField;
    rows.forEach((row, i) => {
      const rng = rngFor(99, i * 7 + CATALOG_TYPES.indexOf(type));
      if (!rng.chance(0.35)) return;
      const first = rng.int(0, tagRows.length - 1);
      const ids = new Set([tagRows[first].id]);
      if (rng.chance(0.4)) ids.add(tagRows[(first + 1 + rng.int(0, 3)) % tagRows.length].id);
      if (Number(row.year) < 1990) ids.add("T10");
      for (const tagId of ids) links.push({ tagId, sdcType: type, recordId: String(row[idField]) });
    });
  }
  await insertJsonRows(db, recordTags, links);
}

/** Announcements of the newest records per category, a few weeks apart. */
async function seedNewData(
  db: Database,
  recordsByType: Map<CatalogType, GeneratedRecord[]>,
  reference: Date,
) {
  const announcements: Record<string, unknown>[] = [];
  const texts: Record<CatalogType, { title: string; body: string }[]> = {
    Seismic_2D: [
      {
        title: "Reprocessed 2D lines released for the Malay Basin",
        body: "Newly reprocessed PSTM 2D lines are now in the catalogue, with SEG-Y files for download by eligible tiers.",
      },
      {
        title: "Legacy 2D surveys digitised",
        body: "Legacy 2D seismic lines transcribed from tape have been added to the catalogue.",
      },
    ],
    Seismic_3D: [
      {
        title: "New 3D volumes: Sarawak and Sabah",
        body: "PSTM and PSDM volumes from recent 3D surveys are published, with outlines on the map.",
      },
      {
        title: "PSDM reprocessing completed",
        body: "Depth-migrated 3D volumes have been added for several fields.",
      },
    ],
    Well_Log: [
      {
        title: "Well logs from recent exploration wells",
        body: "Wireline and LWD logs (LAS) from recently released wells are now available.",
      },
      {
        title: "Composite logs scanned",
        body: "Composite and mud logs of older wells have been scanned to PDF and linked to their wellbores.",
      },
    ],
    Technical_Report: [
      {
        title: "Technical reports: completion and petrophysics",
        body: "Final well completion reports and petrophysical evaluations have been catalogued.",
      },
      {
        title: "Regional geological studies published",
        body: "Regional studies of the Malay Basin and Central Luconia are available to subscribers.",
      },
    ],
    Non_Seismic: [
      {
        title: "Gravity and magnetic surveys added",
        body: "Gravity and magnetic surveys offshore Sabah and Sarawak are now in the catalogue.",
      },
      {
        title: "Bathymetry and seabed surveys",
        body: "Multibeam bathymetry and seabed coring surveys have been published.",
      },
    ],
  };
  let n = 0;
  for (const type of CATALOG_TYPES) {
    const idField = CATALOG_REGISTRY[type].idField;
    const newest = [...(recordsByType.get(type) ?? [])]
      .sort((a, b) => String(b.dateAdded).localeCompare(String(a.dateAdded)))
      .slice(0, 40);
    texts[type].forEach((text, k) => {
      const ids = newest.slice(k * 12, k * 12 + 6 + k * 4).map((r) => String(r[idField]));
      const publishedAt = new Date(reference.getTime() - (n * 11 + k * 30) * 86_400_000).toISOString();
      announcements.push({
        id: randomUUID(),
        ...text,
        sdcType: type,
        recordIds: ids,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
    });
    n++;
  }
  // One draft, visible only in the admin list.
  announcements.push({
    id: randomUUID(),
    title: "Draft: bid round 2026 data packages",
    body: "Data packages of the blocks on offer in MBR 2026 (not yet published).",
    sdcType: "Seismic_3D",
    recordIds: [],
    publishedAt: null,
    createdAt: reference.toISOString(),
    updatedAt: reference.toISOString(),
  });
  await insertJsonRows(db, newDataAnnouncements, announcements);
}

/** A few bookmarks for the standard demo user, so the bookmarks page is not empty. */
async function seedBookmarks(db: Database, recordsByType: Map<CatalogType, GeneratedRecord[]>) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail("standard")));
  if (!user) return;
  const rows: Record<string, unknown>[] = (["Seismic_2D", "Well_Log", "Technical_Report"] as const).map(
    (type) => {
      const record = recordsByType.get(type)![0];
      const def = CATALOG_REGISTRY[type];
      return {
        id: randomUUID(),
        userId: user.id,
        kind: "record",
        sdcType: type,
        recordId: String(record[def.idField]),
        name: String(record[def.titleKey]),
      };
    },
  );
  rows.push({
    id: randomUUID(),
    userId: user.id,
    kind: "mapView",
    sdcType: null,
    recordId: null,
    view: { center: [104.9, 5.9], zoom: 7, bbox: [103.7, 4.7, 106.1, 7.1] },
    name: "Malay Basin overview",
  });
  await insertJsonRows(db, catalogBookmarks, rows);
}
