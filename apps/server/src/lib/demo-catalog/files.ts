import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { CATALOG_TYPES, type CatalogType, dataPath, encodePathSegment } from "@strata/core";
import type { CatalogGenerator, GeneratedRecord } from "./generate.ts";
import { lasFile, pdfFile, segyFile } from "./sample-files.ts";
import { gridPositions, quantize, seedOf, seismicLine, seismicVolume } from "./sample-seismic.ts";

/** Records 0–9 of each category carry genuine sample files in storage. */
export const SAMPLE_FILE_RECORDS = 10;
/** Seismic_2D: the first 300 lines carry a SEG-Y section, so the demo has a few hundred lines to look at. */
export const SAMPLE_FILE_RECORDS_BY_TYPE: Partial<Record<CatalogType, number>> = { Seismic_2D: 300 };

export interface SampleFile {
  id: string;
  sdcType: CatalogType;
  recordId: string;
  name: string;
  /** The storage path (section 9), `/`-separated, each segment encoded. */
  path: string;
  format: string;
  /** The file's bytes (not enumerable: seismic files are made when first read, then kept). */
  bytes: Buffer;
  /** The file's length, known without making its bytes. */
  size: number;
}

const str = (record: GeneratedRecord, key: string) => String(record[key] ?? "");
const num = (record: GeneratedRecord, key: string) => Number(record[key] ?? 0);

function linePositions(record: GeneratedRecord, traces: number) {
  const geometry = record.geometry as { type: string; coordinates: unknown } | null;
  const coords: [number, number][] =
    geometry?.type === "LineString"
      ? (geometry.coordinates as [number, number][])
      : geometry?.type === "Polygon"
        ? (geometry.coordinates as [number, number][][])[0].slice(0, 2)
        : [[0, 0]];
  const [a, b] = [coords[0], coords[coords.length - 1]];
  const first = num(record, "firstShotpoint") || 1001;
  return Array.from({ length: traces }, (_, i) => {
    const t = traces === 1 ? 0 : i / (traces - 1);
    return { lon: a[0] + (b[0] - a[0]) * t, lat: a[1] + (b[1] - a[1]) * t, shotpoint: first + i * 10 };
  });
}

/** The sample files of one record, with their bytes. */
export function sampleFilesOf(type: CatalogType, record: GeneratedRecord): SampleFile[] {
  const region = str(record, "region");
  switch (type) {
    case "Seismic_2D": {
      const name = `${str(record, "lineName")}.sgy`;
      // 200–280 traces of 1–1.7 s at 4 ms, 16-bit: about 220 kB a line.
      const seed = seedOf(str(record, "seismic2DInfoID"));
      const traces = 200 + (seed % 9) * 10;
      const samples = Math.floor((220_000 / traces - 240) / 2 / 25) * 25 + 1;
      const size = 3600 + traces * (240 + 2 * samples);
      const bytes = () =>
        segyFile({
          client: str(record, "operator"),
          company: str(record, "acquisitionContractor"),
          survey: str(record, "surveyName"),
          line: str(record, "lineName"),
          usi: str(record, "usi"),
          crs: str(record, "crs"),
          year: num(record, "year"),
          positions: linePositions(record, traces),
          samples,
          data: quantize(seismicLine(seed, traces, { samples }, ((seed >>> 8) % 100) / 100), 16),
          description: "SYNTHETIC: DIPPING REFLECTORS, A NORMAL FAULT, A CHANNEL",
        });
      const p = dataPath({ type, region, usi: str(record, "usi"), rest: [name] });
      return [file(type, record, "seismic2DInfoID", name, p, "SEG-Y", bytes, size)];
    }
    case "Seismic_3D": {
      const name = `${str(record, "usi")}_${str(record, "processingStage").replace(/\s/g, "_")}.sgy`;
      // The first two volumes are real-sized (8-bit: 200 × 200 and 120 × 160 traces of 1 s); the others small.
      const id = str(record, "seismic3DInfoID");
      const ordinal = Number(id.split("-").at(-1));
      const [inlines, crosslines, samples] =
        ordinal === 1 ? [200, 200, 251] : ordinal === 2 ? [120, 160, 251] : [10, 12, 201];
      const geometry = record.geometry as { type: string; coordinates: [number, number][][] } | null;
      const ring = geometry?.type === "Polygon" ? geometry.coordinates[0] : [];
      const size = 3600 + inlines * crosslines * (240 + (ordinal <= 2 ? 1 : 2) * samples);
      const bytes = () =>
        segyFile({
          client: str(record, "operator"),
          company: str(record, "acquisitionContractor"),
          survey: str(record, "surveyName"),
          line: `INLINES ${num(record, "firstILine")}-${num(record, "firstILine") + inlines - 1}`,
          usi: str(record, "usi"),
          crs: str(record, "crs"),
          year: num(record, "year"),
          positions: gridPositions(ring, {
            inlines,
            crosslines,
            firstInline: num(record, "firstILine"),
            firstCrossline: num(record, "firstJLine"),
            binI: num(record, "binWidthI") || 25,
            binJ: num(record, "binWidthJ") || 25,
          }),
          samples,
          lineNumber: num(record, "firstILine"),
          data: quantize(seismicVolume(seedOf(id), inlines, crosslines, { samples }), ordinal <= 2 ? 8 : 16),
          description: "SYNTHETIC: DIPPING REFLECTORS, A NORMAL FAULT, A MEANDERING CHANNEL",
        });
      const folder = dataPath({
        type,
        region,
        usi: str(record, "usi"),
        processingStage: str(record, "processingStage"),
      });
      return [
        file(
          type,
          record,
          "seismic3DInfoID",
          name,
          `${folder}/${encodePathSegment(name)}`,
          "SEG-Y",
          bytes,
          size,
        ),
      ];
    }
    case "Well_Log": {
      const name = str(record, "fileName");
      const p = dataPath({
        type,
        region,
        wellbore: str(record, "wellboreName"),
        datasetGroup: str(record, "datasetGroup"),
        dataType: str(record, "dataType"),
        fileName: name,
      });
      const isLas = name.endsWith(".las");
      const bytes = isLas
        ? lasFile({
            well: str(record, "wellboreName"),
            field: str(record, "field"),
            company: str(record, "operator"),
            uwi: str(record, "wellLogFileInfoID"),
            location: `Block ${str(record, "block")}, offshore ${region}`,
            date: str(record, "spudDate"),
            unit: str(record, "unit") === "ft" ? "ft" : "m",
            top: num(record, "topDepth"),
            bottom: num(record, "bottomDepth"),
            datum: str(record, "primaryDatum"),
          })
        : pdfFile(`${str(record, "dataType")} log, ${str(record, "wellboreName")}`, [
            `Field: ${str(record, "field")}   Block: ${str(record, "block")}`,
            `Operator: ${str(record, "operator")}`,
            `Interval: ${num(record, "topDepth")} - ${num(record, "bottomDepth")} ${str(record, "unit")}`,
            "Sample document generated for the Strata demonstration catalogue.",
          ]);
      return [file(type, record, "wellLogFileInfoID", name, p, isLas ? "LAS" : "PDF", bytes)];
    }
    case "Technical_Report": {
      const name = `${str(record, "barcodeNumber")}.pdf`;
      const bytes = pdfFile(str(record, "reportTitle"), [
        `Barcode: ${str(record, "barcodeNumber")}   Volume ${str(record, "volume")}`,
        `Date: ${str(record, "reportDate")}   Category: ${str(record, "category")}`,
        `Author: ${str(record, "author")}, ${str(record, "companyAuthor")}`,
        `PS contractor: ${str(record, "psContractor")}`,
        `Wells: ${str(record, "wells")}`,
        `Fields: ${str(record, "fields")}`,
        `Linked USI: ${str(record, "linkedUsi") || "-"}`,
        "Sample document generated for the Strata demonstration catalogue.",
      ]);
      const p = `${dataPath({ type, region })}/${encodePathSegment(name)}`;
      return [file(type, record, "barcodeNumber", name, p, "PDF", bytes)];
    }
    case "Non_Seismic": {
      const name = `${str(record, "uNSI")}_Operations_Report.pdf`;
      const bytes = pdfFile(str(record, "surveyName"), [
        `UNSI: ${str(record, "uNSI")}   Survey type: ${str(record, "surveyType")}`,
        `Operator: ${str(record, "operator")}   Block: ${str(record, "block")}`,
        `Datum: ${str(record, "datum")}   Projection: ${str(record, "projection")}`,
        "Sample document generated for the Strata demonstration catalogue.",
      ]);
      const folder = dataPath({
        type,
        surveyType: str(record, "surveyType"),
        region,
        unsi: str(record, "uNSI"),
      });
      return [file(type, record, "uNSI", name, `${folder}/${encodePathSegment(name)}`, "PDF", bytes)];
    }
  }
}

function file(
  sdcType: CatalogType,
  record: GeneratedRecord,
  idField: string,
  name: string,
  p: string,
  format: string,
  bytes: Buffer | (() => Buffer),
  size = typeof bytes === "function" ? 0 : bytes.length,
): SampleFile {
  const recordId = str(record, idField);
  const f = { id: `${recordId}-1`, sdcType, recordId, name, path: p, format, size } as SampleFile;
  let made = typeof bytes === "function" ? undefined : bytes;
  Object.defineProperty(f, "bytes", {
    get: () => (made ??= recentlyMade(p, size, bytes as () => Buffer)),
    enumerable: false,
  });
  return f;
}

/**
 * Files made lately, while nothing else needs their memory: a fresh demo seed reads the same
 * seismic files several times (checksums for the demo packages, then storage).
 */
const recent = new Map<string, WeakRef<Buffer>>();

function recentlyMade(p: string, size: number, make: () => Buffer): Buffer {
  const key = `${p}:${size}`;
  const known = recent.get(key)?.deref();
  if (known) return known;
  const made = make();
  recent.set(key, new WeakRef(made));
  return made;
}

/** Every sample file of the demo catalogue: the first records of each category, then the bid showcase. */
export function demoSampleFiles(generator: CatalogGenerator): SampleFile[] {
  return CATALOG_TYPES.flatMap((type) =>
    [
      ...Array.from({ length: sampleRecordCount(generator, type) }, (_, i) => i),
      ...bidShowcase(generator, type),
    ].flatMap((i) => sampleFilesOf(type, generator.record(type, i))),
  );
}

function sampleRecordCount(generator: CatalogGenerator, type: CatalogType): number {
  return Math.min(SAMPLE_FILE_RECORDS_BY_TYPE[type] ?? SAMPLE_FILE_RECORDS, generator.counts[type]);
}

/** The kinds a bid round's block previews (seismic sections, depth tracks). */
const PREVIEWED_KINDS: readonly CatalogType[] = ["Seismic_2D", "Seismic_3D", "Well_Log"];

const showcases = new Map<string, number[]>();

/**
 * The bid showcase (issue 26, bid-round data visualisation): for every block on offer in a bid round,
 * the first bid-flagged record of each previewed kind (a LAS one for well logs) gets its file too when
 * none of the first records has, so an MBR user's block opens a seismic and a log preview wherever the
 * catalogue has such data. The indexes, in record order; found by one pass over the kind's records
 * (a few hundred ms), kept for the process since the generator is deterministic.
 */
function bidShowcase(generator: CatalogGenerator, type: CatalogType): number[] {
  if (!PREVIEWED_KINDS.includes(type)) return [];
  const key = `${type}:${JSON.stringify(generator.counts)}:${generator.reference.toISOString()}`;
  const known = showcases.get(key);
  if (known) return known;
  const onOffer = new Set(generator.blocks.filter((b) => b.bidRound).map((b) => b.name));
  const covered = new Set<string>();
  const firstRecords = sampleRecordCount(generator, type);
  const picked: number[] = [];
  for (let i = 0; i < generator.counts[type] && covered.size < onOffer.size; i++) {
    const record = generator.record(type, i);
    const block = record.block as string;
    if (record.bid !== true || !onOffer.has(block) || covered.has(block)) continue;
    if (type === "Well_Log" && !str(record, "fileName").endsWith(".las")) continue;
    covered.add(block);
    if (i >= firstRecords) picked.push(i);
  }
  showcases.set(key, picked);
  return picked;
}

/** Writes the files that are missing under the storage root; existing files are left alone. */
export async function writeSampleFiles(storageDir: string, files: SampleFile[]): Promise<number> {
  let written = 0;
  for (const f of files) {
    const target = path.join(storageDir, ...f.path.split("/"));
    const existing = await stat(target).catch(() => null);
    if (existing?.size === f.size) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, f.bytes);
    written++;
  }
  return written;
}
