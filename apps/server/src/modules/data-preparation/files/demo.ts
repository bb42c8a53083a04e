import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  CATALOG_REGISTRY,
  CATALOG_TYPES,
  type CatalogType,
  dataPath,
  encodePathSegment,
  type StorageObjectStatus,
} from "@strata/core";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { jobs, users } from "../../../db/schema/index.ts";
import { demoEmail } from "../../../lib/demo-accounts.ts";
import { CatalogGenerator, DEMO_COUNTS, type GeneratedRecord } from "../../../lib/demo-catalog/generate.ts";
import { lasFile, pdfFile, segyFile } from "../../../lib/demo-catalog/sample-files.ts";
import type { JobRunner } from "../../../plugins/jobs.ts";
import { columnOf, commonColumns, tableOf } from "../../catalogs/index.ts";
import { STORAGE_SYNC_JOB } from "../sync/job.ts";

/** A file put in storage beside the records' own sample files, and what a sync should find it to be. */
export interface ExtraStorageFile {
  path: string;
  bytes: Buffer;
  expect: StorageObjectStatus;
}

const str = (record: GeneratedRecord, key: string) => String(record[key] ?? "");

const segy = (record: GeneratedRecord, line: string) =>
  segyFile({
    client: str(record, "operator"),
    company: str(record, "acquisitionContractor"),
    survey: str(record, "surveyName"),
    line,
    usi: str(record, "usi"),
    crs: str(record, "crs"),
    year: Number(record.year ?? 2000),
    positions: [
      { lon: 104, lat: 5, shotpoint: 1001 },
      { lon: 104.01, lat: 5.01, shotpoint: 1011 },
    ],
    samples: 100,
  });

/**
 * Files the sub-tabs show: valid files no record matches (UnlinkFile), and files a sync refuses —
 * a truncated SEG-Y, a text file named .las, PDFs where they do not belong or cut short, a folder
 * that is not a region (InvalidFile) — and a metadata sheet with a wrong header row.
 */
export function extraStorageFiles(
  record: (type: CatalogType, index: number) => GeneratedRecord,
): ExtraStorageFile[] {
  const line = record("Seismic_2D", 0);
  const seismic2D = dataPath({ type: "Seismic_2D", region: str(line, "region"), usi: str(line, "usi") });
  const volume = record("Seismic_3D", 0);
  const well = record("Well_Log", 0);
  const wellFolder = dataPath({
    type: "Well_Log",
    region: str(well, "region"),
    wellbore: str(well, "wellboreName"),
    datasetGroup: str(well, "datasetGroup"),
    dataType: str(well, "dataType"),
    fileName: "x",
  }).replace(/\/x$/, "");
  const report = record("Technical_Report", 0);
  const survey = record("Non_Seismic", 0);
  const pdf = (title: string) => pdfFile(title, ["Delivered to storage without metadata."]);
  const wellName = str(well, "wellboreName").replace(/[/\s]/g, "_");
  return [
    {
      path: `${seismic2D}/${str(line, "lineName")}-REPROC.sgy`,
      bytes: segy(line, "REPROC"),
      expect: "unlinked",
    },
    {
      path: `${seismic2D}/${str(line, "lineName")}_PARTIAL.sgy`,
      bytes: segy(line, "PARTIAL").subarray(0, 2000),
      expect: "invalid",
    },
    {
      path: `${seismic2D}/${encodePathSegment(str(line, "usi"))}_Acquisition_Report.pdf`,
      bytes: pdf("Acquisition report"),
      expect: "invalid",
    },
    {
      path: `${dataPath({ type: "Seismic_2D", region: str(line, "region"), usi: str(line, "usi") }).replace(/\/SEG-Y$/, "")}/line_index.csv`,
      bytes: Buffer.from("Line,Shot Start,Shot End\nA-001,100,900\n"),
      expect: "invalid_header",
    },
    {
      path: `${dataPath({ type: "Seismic_3D", region: str(volume, "region"), usi: str(volume, "usi"), processingStage: "Fast Track" })}/${encodePathSegment(str(volume, "usi"))}_Fast_Track.sgy`,
      bytes: segy(volume, "INLINE 1"),
      expect: "unlinked",
    },
    {
      path: `${wellFolder}/NOTES.las`,
      bytes: Buffer.from("Notes from the rig: logs to follow.\n"),
      expect: "invalid",
    },
    {
      path: `${wellFolder}/${wellName}_GR_RUN9.las`,
      bytes: lasFile({
        well: str(well, "wellboreName"),
        field: str(well, "field"),
        company: str(well, "operator"),
        uwi: "UNREGISTERED",
        location: "offshore",
        date: str(well, "spudDate"),
        unit: "m",
        top: 1000,
        bottom: 1200,
        datum: "KB",
      }),
      expect: "unlinked",
    },
    {
      path: `${dataPath({ type: "Technical_Report", region: "SB" })}/TR9999999.pdf`,
      bytes: pdf("Unregistered report"),
      expect: "unlinked",
    },
    {
      path: `${dataPath({ type: "Technical_Report", region: str(report, "region") })}/${str(report, "barcodeNumber")}_Appendix.pdf`,
      bytes: pdf("Appendix").subarray(0, 300),
      expect: "invalid",
    },
    {
      path: `${dataPath({ type: "Non_Seismic", surveyType: str(survey, "surveyType"), region: str(survey, "region"), unsi: "NS-UNREGISTERED-00001" })}/Field_Report.pdf`,
      bytes: pdf("Field report"),
      expect: "unlinked",
    },
    {
      path: `Non Seismic/${encodePathSegment(str(survey, "surveyType"))}/Offshore/${encodePathSegment(str(survey, "uNSI"))}/Processing_Report.pdf`,
      bytes: pdf("Processing report"),
      expect: "invalid",
    },
  ];
}

/** Writes the extra files that are missing under the storage root (the demo's; the records' own are written by the catalogue seed). */
export async function writeDataPreparationDemoFiles(storageDir: string): Promise<number> {
  const generator = new CatalogGenerator(DEMO_COUNTS);
  let written = 0;
  for (const file of extraStorageFiles((type, i) => generator.record(type, i))) {
    const target = path.join(storageDir, ...file.path.split("/"));
    if ((await stat(target).catch(() => null))?.size === file.bytes.length) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.bytes);
    written++;
  }
  return written;
}

/** Records 20–22 of each category with a geometry lose it to a GIS feature of their own name, waiting to be linked back. */
const UNLINKED_GEOMETRY_RECORDS = [20, 21, 22];

/** Moves the geometry of these records to GIS features named as the records (`GIS-<id>`), which no record has then. */
export async function detachGeometries(db: Database, type: CatalogType, ids: string[]) {
  const { id, geometry, bbox } = commonColumns(type);
  const title = columnOf(type, CATALOG_REGISTRY[type].titleKey);
  await db.execute(sql`
    insert into gis_features (id, sdc_type, name, geometry, bbox)
    select 'GIS-' || ${id}, ${type}, ${title}, ${geometry}, ${bbox} from ${tableOf(type)}
    where ${inArray(id, ids)} and ${geometry} is not null`);
  await db.execute(sql`update ${tableOf(type)} set geometry = null, bbox = null where ${inArray(id, ids)}`);
}

/**
 * Demo state of data preparation: a few records without geometry and GIS features without a record
 * (the GIS sub-tabs). The file sub-tabs fill once a storage sync has read the demo's files:
 * queueDemoStorageSyncs, at the start that writes them.
 */
export async function seedDataPreparationDemo(db: Database) {
  const generator = new CatalogGenerator(DEMO_COUNTS);
  for (const type of CATALOG_TYPES) {
    if (CATALOG_REGISTRY[type].geometry === null) continue;
    const ids = UNLINKED_GEOMETRY_RECORDS.map((i) =>
      str(generator.record(type, i), CATALOG_REGISTRY[type].idField),
    );
    await detachGeometries(db, type, ids);
  }
}

/**
 * A storage sync of each category, queued through the job runner (a job is a pg-boss job and its
 * record together) on a demo database no sync has ever read: so the first start, or the first
 * after `npm run seed:demo`, lists the unlinked and invalid files without a click.
 */
export async function queueDemoStorageSyncs(db: Database, runner: JobRunner): Promise<number> {
  const [synced] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.kind, STORAGE_SYNC_JOB))
    .limit(1);
  if (synced) return 0;
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail("data-admin")));
  for (const type of CATALOG_TYPES) {
    await runner.enqueue(STORAGE_SYNC_JOB, { ingestType: type }, { createdBy: author?.id ?? null });
  }
  return CATALOG_TYPES.length;
}
