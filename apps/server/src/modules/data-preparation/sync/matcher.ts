import { CATALOG_REGISTRY, type CatalogType, type DataPathInput, dataPath } from "@strata/core";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { textKey } from "../../../db/schema/index.ts";
import { columnOf, tableOf } from "../../catalogs/index.ts";
import type { RecordKey } from "./conventions.ts";

export type MatchOutcome =
  | { status: "linked"; recordId: string }
  | { status: "unlinked"; reason: string }
  | { status: "invalid"; reason: string };

type Candidate = Record<string, string | null> & { id: string };

/** The columns a type's files are matched on, and the one their folder is looked up by. */
const LOOKUP: Record<CatalogType, { by: string; columns: string[] }> = {
  Seismic_2D: { by: "usi", columns: ["usi", "lineName", "region"] },
  Seismic_3D: { by: "usi", columns: ["usi", "processingStage", "region"] },
  Well_Log: {
    by: "wellboreName",
    columns: ["wellboreName", "datasetGroup", "dataType", "fileName", "region"],
  },
  Technical_Report: { by: "barcodeNumber", columns: ["region"] },
  Non_Seismic: { by: "uNSI", columns: ["uNSI", "surveyType", "region"] },
};

/** Folder keys whose records are kept at once; past it the cache starts again (files come folder by folder). */
const MAX_CACHED_KEYS = 2000;

const same = (a: string | null | undefined, b: string) => (a ?? "").toLowerCase() === b.toLowerCase();

/**
 * Finds the record a file belongs to (USI and line name, USI and stage, wellbore and file name,
 * barcode, UNSI), then checks the file sits in the folder that record's data path names. Records are
 * loaded once per folder key (a USI, a wellbore…), as files arrive folder by folder.
 */
export class RecordMatcher {
  private readonly cache = new Map<string, Promise<Candidate[]>>();

  constructor(
    private readonly db: Database,
    private readonly type: CatalogType,
  ) {}

  async match(key: RecordKey, folder: string): Promise<MatchOutcome> {
    const name = CATALOG_REGISTRY[this.type].displayName;
    const by = lookupValue(key);
    const rows = await this.records(by);
    let found: Candidate[];
    let what: string;
    switch (key.type) {
      case "Seismic_2D":
        found = rows.filter((r) => same(r.lineName, key.lineName));
        what = `USI ${key.usi} and line name ${key.lineName}`;
        break;
      case "Seismic_3D":
        found = rows.filter((r) => same(r.processingStage, key.stage));
        what = `USI ${key.usi} and processing stage ${key.stage}`;
        break;
      case "Well_Log":
        found = rows.filter((r) => same(r.fileName, key.fileName));
        what = `wellbore ${key.wellbore} and file name ${key.fileName}`;
        break;
      case "Technical_Report":
        found = rows;
        what = `barcode ${key.barcode}`;
        break;
      case "Non_Seismic":
        found = rows;
        what = `UNSI ${key.unsi}`;
        break;
    }
    if (found.length === 0) return { status: "unlinked", reason: `No ${name} record has ${what}` };
    if (found.length > 1) {
      return { status: "unlinked", reason: `${found.length} ${name} records have ${what}; link it by hand` };
    }
    const record = found[0];
    const expected = expectedFolder(this.type, record);
    const inPlace =
      expected === null ||
      (key.type === "Seismic_2D" || key.type === "Non_Seismic"
        ? `${folder}/`.toLowerCase().startsWith(`${expected}/`.toLowerCase())
        : same(folder, expected));
    if (!inPlace) {
      return {
        status: "invalid",
        reason: `In the wrong folder for record ${record.id}: expected ${expected}`,
      };
    }
    return { status: "linked", recordId: record.id };
  }

  /**
   * Loads the records of several files' folder keys in one statement (those not loaded yet): the
   * sync checks files a window at a time, and on the embedded database each statement waits its
   * turn behind the catalogue's readers.
   */
  async prefetch(keys: RecordKey[]): Promise<void> {
    const values = [...new Set(keys.map(lookupValue))].filter((v) => !this.cache.has(v.toLowerCase()));
    if (values.length === 0) return;
    if (this.cache.size + values.length > MAX_CACHED_KEYS) this.cache.clear();
    const loading = this.loadMany(values);
    for (const value of values) {
      this.cache.set(
        value.toLowerCase(),
        loading.then((byKey) => byKey.get(value) ?? []),
      );
    }
    await loading;
  }

  private records(value: string): Promise<Candidate[]> {
    const cacheKey = value.toLowerCase();
    let pending = this.cache.get(cacheKey);
    if (!pending) {
      if (this.cache.size > MAX_CACHED_KEYS) this.cache.clear();
      pending = this.load(value);
      this.cache.set(cacheKey, pending);
    }
    return pending;
  }

  private async load(value: string): Promise<Candidate[]> {
    return (await this.loadMany([value])).get(value) ?? [];
  }

  /** The records of each folder key (as given), by the lookup column's index. */
  private async loadMany(values: string[]): Promise<Map<string, Candidate[]>> {
    const { by, columns } = LOOKUP[this.type];
    const select: Record<string, SQL> = {
      id: sql`${columnOf(this.type, CATALOG_REGISTRY[this.type].idField)}`,
      asked: sql<string>`asked.value`,
    };
    for (const c of columns) select[c] = sql`${columnOf(this.type, c)}`;
    const rows = (await this.db
      .select(select)
      .from(sql`unnest(${sql.param(values)}::text[]) as asked(value)`)
      .innerJoin(tableOf(this.type), sql`${textKey(columnOf(this.type, by))} = lower(asked.value)`)
      .limit(10_000 * values.length)) as (Candidate & { asked: string })[];
    const byKey = new Map<string, Candidate[]>();
    for (const { asked, ...row } of rows) byKey.set(asked, [...(byKey.get(asked) ?? []), row as Candidate]);
    return byKey;
  }
}

function lookupValue(key: RecordKey): string {
  switch (key.type) {
    case "Seismic_2D":
    case "Seismic_3D":
      return key.usi;
    case "Well_Log":
      return key.wellbore;
    case "Technical_Report":
      return key.barcode;
    case "Non_Seismic":
      return key.unsi;
  }
}

/** The folder the record's data path names (section 9), or null when its values cannot make one. */
function expectedFolder(type: CatalogType, r: Candidate): string | null {
  const v = (key: string) => r[key] ?? "";
  let input: DataPathInput;
  switch (type) {
    case "Seismic_2D":
      input = { type, region: v("region"), usi: v("usi") };
      break;
    case "Seismic_3D":
      input = { type, region: v("region"), usi: v("usi"), processingStage: v("processingStage") };
      break;
    case "Well_Log":
      input = {
        type,
        region: v("region"),
        wellbore: v("wellboreName"),
        datasetGroup: v("datasetGroup"),
        dataType: v("dataType"),
        fileName: v("fileName"),
      };
      break;
    case "Technical_Report":
      input = { type, region: v("region") };
      break;
    case "Non_Seismic":
      input = { type, surveyType: v("surveyType"), region: v("region"), unsi: v("uNSI") };
      break;
  }
  try {
    const full = dataPath(input);
    return type === "Well_Log" ? full.slice(0, full.lastIndexOf("/")) : full;
  } catch {
    return null;
  }
}
