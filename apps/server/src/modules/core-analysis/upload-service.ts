import { randomUUID } from "node:crypto";
import {
  CORE_SAMPLE_COLUMNS,
  type CoreSampleColumnKey,
  type CoreSampleRow,
  type CoreSampleUploadReport,
  coreSampleRowSchema,
} from "@strata/core";
import { and, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { corePhotos, coreSamples } from "../../db/schema/index.ts";
import { type AuditActor, type AuditSubjectType, recordAuditEvents } from "../../lib/audit.ts";
import { invalidField, unsupportedMediaType } from "../../lib/errors.ts";
import { insertJsonRows } from "../../lib/insert-json-rows.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import type { Cell, Sheet } from "../data-preparation/index.ts";
import { imageInfo } from "./images.ts";
import { makeThumbnail, thumbnailKeyOf, tooManyPixels } from "./thumbnails.ts";

const NUMERIC: ReadonlySet<CoreSampleColumnKey> = new Set([
  "depthM",
  "porosityFraction",
  "permeabilityHorizontalMd",
  "permeabilityVerticalMd",
  "grainDensityGPerCm3",
  "waterSaturationFraction",
  "oilSaturationFraction",
  "gasSaturationFraction",
]);

const subjectOf = (wellboreName: string) => `core-analysis:${wellboreName}` as AuditSubjectType;
const normalise = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");

/** Which column of the file each template column is in (by header text or by key), or a 400. */
function columnIndexes(header: string[]): Map<CoreSampleColumnKey, number> {
  const found = new Map<CoreSampleColumnKey, number>();
  const names = header.map((h) => normalise(String(h ?? "")));
  for (const column of CORE_SAMPLE_COLUMNS) {
    const at = names.findIndex((n) => n === normalise(column.header) || n === normalise(column.key));
    if (at >= 0) found.set(column.key, at);
  }
  const missing = CORE_SAMPLE_COLUMNS.filter((c) => c.required && !found.has(c.key)).map((c) => c.header);
  if (missing.length > 0) {
    throw invalidField(
      "body.file",
      `The header row lacks the column(s) ${missing.join(", ")}: use the template`,
    );
  }
  return found;
}

type CellError = { column: string; message: string };

function cellOf(key: CoreSampleColumnKey, cell: Cell | undefined, errors: CellError[]): unknown {
  const header = CORE_SAMPLE_COLUMNS.find((c) => c.key === key)!.header;
  if (cell === null || cell === undefined || (typeof cell === "string" && cell.trim() === "")) {
    return key === "analysisType"
      ? "RCA"
      : key === "formation" || key === "lithology"
        ? null
        : NUMERIC.has(key)
          ? null
          : "";
  }
  if (NUMERIC.has(key)) {
    const value = typeof cell === "number" ? cell : Number(String(cell).trim().replace(",", "."));
    if (!Number.isFinite(value)) {
      errors.push({ column: header, message: `"${String(cell).slice(0, 40)}" is not a number` });
      return null;
    }
    return value;
  }
  if (key === "analysisType") return String(cell).trim().toUpperCase();
  return cell instanceof Date ? cell.toISOString() : String(cell);
}

/**
 * Add and correct core samples from a sheet: every row is validated (the errors name row and
 * column) before any is written; with mode "apply" and no error, all rows are written in one
 * transaction (a wellbore's sample number already present is corrected in place), each change
 * audited under "core-analysis:<wellbore>".
 */
export async function importCoreSamples(
  db: Database,
  opts: { sheet: Sheet; mode: "validate" | "apply"; actor: AuditActor; requestId?: string | null },
): Promise<CoreSampleUploadReport> {
  const indexes = columnIndexes(opts.sheet.header);
  const errors: CoreSampleUploadReport["errors"] = [];
  const valid: CoreSampleRow[] = [];
  const seen = new Map<string, number>();
  let rows = 0;
  for await (const { row, cells } of opts.sheet.rows()) {
    rows++;
    const cellErrors: CellError[] = [];
    const input: Record<string, unknown> = {};
    for (const column of CORE_SAMPLE_COLUMNS) {
      const at = indexes.get(column.key);
      input[column.key] = cellOf(column.key, at === undefined ? null : cells[at], cellErrors);
    }
    const parsed = coreSampleRowSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "") as CoreSampleColumnKey;
        const header = CORE_SAMPLE_COLUMNS.find((c) => c.key === key)?.header ?? key;
        if (!cellErrors.some((e) => e.column === header))
          cellErrors.push({ column: header, message: issue.message });
      }
    } else {
      const key = `${parsed.data.wellboreName}\u0000${parsed.data.sampleNumber}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        cellErrors.push({
          column: "Sample number",
          message: `Repeats row ${earlier} (same wellbore and sample number)`,
        });
      } else {
        seen.set(key, row);
        valid.push(parsed.data);
      }
    }
    for (const e of cellErrors) errors.push({ row, ...e });
    if (errors.length > 1000) break;
  }
  if (rows === 0) throw invalidField("body.file", "The file has no data rows under its header");
  const wellbores = [...new Set(valid.map((r) => r.wellboreName))].sort();
  const report = { mode: opts.mode, rows, wellbores, errors: errors.slice(0, 1000) };
  const existing = await existingSamples(db, valid);
  const updated = valid.filter((r) => existing.has(`${r.wellboreName}\u0000${r.sampleNumber}`)).length;
  if (errors.length > 0 || opts.mode === "validate") {
    return { ...report, applied: false, added: valid.length - updated, updated };
  }
  await db.transaction(async (tx) => {
    const ids = [...existing.values()].map((e) => e.id);
    for (let i = 0; i < ids.length; i += 1000) {
      await tx.delete(coreSamples).where(inArray(coreSamples.id, ids.slice(i, i + 1000)));
    }
    const records = valid.map((r) => ({
      id: existing.get(`${r.wellboreName}\u0000${r.sampleNumber}`)?.id ?? randomUUID(),
      ...r,
      updatedAt: new Date().toISOString(),
    }));
    await insertJsonRows(tx as unknown as Database, coreSamples, records);
    await recordAuditEvents(
      tx,
      records.map((r) => {
        const before = existing.get(`${r.wellboreName}\u0000${r.sampleNumber}`) ?? null;
        return {
          actor: opts.actor,
          action: before ? "core-sample.update" : "core-sample.create",
          subjectType: subjectOf(r.wellboreName),
          subjectId: r.id,
          before: before as Record<string, unknown> | null,
          after: r as Record<string, unknown>,
          requestId: opts.requestId ?? null,
        };
      }),
    );
  });
  return { ...report, applied: true, added: valid.length - updated, updated };
}

async function existingSamples(db: Database, rows: CoreSampleRow[]) {
  const found = new Map<string, typeof coreSamples.$inferSelect>();
  const byWellbore = new Map<string, string[]>();
  for (const r of rows)
    byWellbore.set(r.wellboreName, [...(byWellbore.get(r.wellboreName) ?? []), r.sampleNumber]);
  const entries = [...byWellbore.entries()];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    const list = await db
      .select()
      .from(coreSamples)
      .where(
        or(
          ...chunk.map(([w, numbers]) =>
            and(eq(coreSamples.wellboreName, w), inArray(coreSamples.sampleNumber, numbers)),
          ),
        ),
      );
    for (const s of list) found.set(`${s.wellboreName}\u0000${s.sampleNumber}`, s);
  }
  return found;
}

/** The template: the header row and two example rows. */
export function coreSampleTemplateCsv(): string {
  const header = CORE_SAMPLE_COLUMNS.map((c) => c.header).join(",");
  return [
    header,
    "EXAMPLE-1,1A,2501.25,Upper Sand,RCA,0.214,125.3,38.1,2.65,0.32,0.61,0.02,Fine-grained sandstone well sorted",
    "EXAMPLE-1,2A,2501.55,Upper Sand,SCAL,0.198,88.0,21.4,2.66,0.35,0.58,0.01,Fine-grained sandstone",
    "",
  ].join("\r\n");
}

/**
 * Stores a core photograph (type and size read from its bytes, at most CORE_PHOTO_MAX_MEGAPIXELS),
 * its thumbnail and its record; audited.
 */
export async function addCorePhoto(
  db: Database,
  storage: ObjectStorage,
  opts: {
    data: Buffer;
    wellboreName: string;
    topDepthM: number;
    bottomDepthM: number;
    lighting: string;
    actor: AuditActor;
    requestId?: string | null;
  },
) {
  const info = imageInfo(opts.data);
  if (!info) throw unsupportedMediaType("Upload a PNG or JPEG image (the file's bytes are neither).");
  const refusal = tooManyPixels(info.width, info.height);
  if (refusal) throw refusal;
  // Made before anything is stored: bytes that do not decode are refused (422), not kept.
  const thumbnail = await makeThumbnail(opts.data, info.contentType);
  const id = randomUUID();
  const storageKey = `core-photos/${id}.${info.contentType === "image/png" ? "png" : "jpg"}`;
  await storage.write(storageKey, opts.data);
  await storage.write(thumbnailKeyOf(id), thumbnail);
  const record = {
    id,
    wellboreName: opts.wellboreName,
    topDepthM: opts.topDepthM,
    bottomDepthM: opts.bottomDepthM,
    lighting: opts.lighting,
    storageKey,
    contentType: info.contentType,
    sizeBytes: opts.data.length,
    widthPx: info.width,
    heightPx: info.height,
  };
  await db.transaction(async (tx) => {
    await tx.insert(corePhotos).values(record);
    await recordAuditEvents(tx, [
      {
        actor: opts.actor,
        action: "core-photo.create",
        subjectType: subjectOf(opts.wellboreName),
        subjectId: id,
        after: record,
        requestId: opts.requestId ?? null,
      },
    ]);
  });
  const { storageKey: _key, ...photo } = record;
  return photo;
}
