import path from "node:path";
import { CATALOG_REGISTRY, type CatalogType, type DownloadPackageDetail } from "@strata/core";
import { eq } from "drizzle-orm";
import { catalogFiles, downloadPackages } from "../../../db/schema/index.ts";
import { insertJsonRows } from "../../../lib/insert-json-rows.ts";
import { createLocalStorage, type ObjectStorage } from "../../../plugins/storage.ts";
import type { TestApp } from "../../../test/harness.ts";
import { appendLedgerEntry } from "../../billing/index.ts";
import { insertRecord } from "../../catalogs/test/catalog-factory.ts";

export { customerOrganisation, request } from "../../subscriptions/test/helpers.ts";

/** The app's own storage (the local directory under its DATA_DIR). */
export const storageOf = (t: TestApp) => createLocalStorage(path.join(t.config.dataDir, "storage"));

let n = 0;

/**
 * A catalogue record released by the given flags, with files written to storage at a data path
 * (one per entry of `files`, bytes as given), in the app's local storage unless another is given.
 */
export async function recordWithFiles(
  t: TestApp,
  input: {
    type?: CatalogType;
    flags?: Record<string, boolean>;
    files?: Buffer[];
    storage?: ObjectStorage;
  } = {},
) {
  const type = input.type ?? "Seismic_2D";
  const flags = input.flags ?? { standard: true };
  const record = await insertRecord(t.database.db, type, {
    basic: false,
    standard: false,
    premium: false,
    bid: false,
    academia: false,
    mbrPlus: false,
    ...flags,
  });
  const id = String(record[CATALOG_REGISTRY[type].idField]);
  const files = input.files ?? [Buffer.from(`bytes of ${id}\n`.repeat(50))];
  const storage = input.storage ?? storageOf(t);
  const paths: string[] = [];
  for (const [i, bytes] of files.entries()) {
    const key = `Seismic 2D/PM/TEST-${++n}/SEG-Y/${id}-${i}.sgy`;
    await storage.write(key, bytes);
    await insertJsonRows(t.database.db, catalogFiles, [
      {
        id: `${id}-${i}`,
        sdcType: type,
        recordId: id,
        name: path.basename(key),
        path: key,
        sizeBytes: bytes.length,
        format: "SEG-Y",
      },
    ]);
    paths.push(key);
  }
  return { type, id, title: String(record[CATALOG_REGISTRY[type].titleKey]), paths, files };
}

export async function grantCredits(t: TestApp, organisationId: string, credits: number) {
  await t.database.db.transaction((tx) =>
    appendLedgerEntry(tx, { organisationId, kind: "grant", credits, reason: "Test grant" }),
  );
}

/** Waits until the package is no longer preparing (the app's own runner prepares it). */
export async function settled(t: TestApp, packageId: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.database.db
      .select()
      .from(downloadPackages)
      .where(eq(downloadPackages.id, packageId));
    if (row && row.status !== "preparing") return row;
    if (Date.now() > until) throw new Error(`package ${packageId} still ${row?.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export type Detail = DownloadPackageDetail;
