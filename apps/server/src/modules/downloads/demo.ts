import { createHash, randomUUID } from "node:crypto";
import { crc32 } from "node:zlib";
import {
  CATALOG_REGISTRY,
  CATALOG_TYPES,
  DOWNLOAD_FLAGS,
  type DownloadFlags,
  type DownloadItemStatus,
  downloadDecision,
  itemCredits,
  type UserRole,
} from "@strata/core";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  creditLedger,
  downloadItems,
  downloadPackages,
  fileChecksums,
  type PackageFile,
  users,
} from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { SAMPLE_FILE_RECORDS, type SampleFile, sampleFilesOf } from "../../lib/demo-catalog/files.ts";
import { CatalogGenerator, DEMO_COUNTS } from "../../lib/demo-catalog/generate.ts";
import type { Tx } from "../../lib/workflow.ts";
import { spendCredits } from "../credits/index.ts";
import { archiveEtag, packageArchive } from "./archive.ts";
import { packageReference, refundPackageCredits } from "./lifecycle.ts";
import { STORAGE_FAILURE_TEXT } from "./prepare.ts";

const DAY = 86_400_000;

export interface DemoRecord {
  type: SampleFile["sdcType"];
  id: string;
  title: string;
  files: PackageFile[];
}

/** The demo catalogue's records that have sample files, with the files' checksums (they are written at start). */
export function sampleRecords(): { record: DemoRecord; flags: DownloadFlags }[] {
  const generator = new CatalogGenerator(DEMO_COUNTS);
  return CATALOG_TYPES.flatMap((type) =>
    Array.from({ length: SAMPLE_FILE_RECORDS }, (_, i) => {
      const row = generator.record(type, i);
      const files = sampleFilesOf(type, row).map((f) => ({
        path: f.path,
        sizeBytes: f.bytes.length,
        sha256: createHash("sha256").update(f.bytes).digest("hex"),
        crc32: crc32(f.bytes),
      }));
      const def = CATALOG_REGISTRY[type];
      return {
        record: {
          type,
          id: String(row[def.idField]),
          title: String(row[def.titleKey] ?? row[def.idField]),
          files,
        },
        flags: Object.fromEntries(DOWNLOAD_FLAGS.map((f) => [f, row[f] === true])) as DownloadFlags,
      };
    }),
  );
}

export async function demoUser(db: Database, login: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, demoEmail(login)));
  return user?.organisationId ? { ...user, organisationId: user.organisationId } : null;
}

/**
 * A demo user who can have packages seeded: found, without packages yet (a seeder skips a user who
 * has some, so a restart adds none twice), and allowed at least three sample records. Null otherwise.
 */
export async function demoDownloader(db: Database, login: string) {
  const user = await demoUser(db, login);
  if (!user) return null;
  const [existing] = await db
    .select({ id: downloadPackages.id })
    .from(downloadPackages)
    .where(eq(downloadPackages.userId, user.id))
    .limit(1);
  if (existing) return null;
  const role = user.role as UserRole;
  const allowed = sampleRecords()
    .filter(({ flags }) => downloadDecision(flags, { role, addOnsType: [] }).allowed)
    .map(({ record }) => record);
  if (allowed.length < 3) return null;
  return { user, owner: { id: user.id, organisationId: user.organisationId, role }, allowed };
}

let stamped = 0;
/**
 * Entries of one transaction share its time; the demo spaces them a second apart (after the credits
 * demo's history) so the ledger read in time order shows each balance-after in turn.
 */
async function stamp(tx: Tx, entryId: string) {
  await tx
    .update(creditLedger)
    .set({ createdAt: new Date(Date.now() - 10 * 60_000 + ++stamped * 1000) })
    .where(eq(creditLedger.id, entryId));
}

type Stage = "draft" | "ready" | "expired" | "failed";

/** One demo package at a stage, its credits spent (and refunded) through the ledger as a real one's. */
export async function demoPackage(
  tx: Tx,
  owner: { id: string; organisationId: string; role: UserRole },
  input: { name: string; stage: Stage; records: DemoRecord[]; at: Date },
) {
  const id = randomUUID();
  const total = input.records.reduce(
    (s, r) =>
      s +
      itemCredits(
        r.files.reduce((b, f) => b + f.sizeBytes, 0),
        owner.role,
      ),
    0,
  );
  const readyAt =
    input.stage === "ready" || input.stage === "expired" ? new Date(input.at.getTime() + 60_000) : null;
  const files = input.records.flatMap((r) => r.files);
  await tx.insert(downloadPackages).values({
    id,
    organisationId: owner.organisationId,
    userId: owner.id,
    name: input.name,
    // Made in its final status: the demo writes history, it does not move a package along.
    status: input.stage,
    createdAt: input.at,
  });
  await tx.insert(downloadItems).values(
    input.records.map((r) => {
      const sizeBytes = r.files.reduce((b, f) => b + f.sizeBytes, 0);
      return {
        id: randomUUID(),
        packageId: id,
        sdcType: r.type,
        recordId: r.id,
        title: r.title,
        status: (input.stage === "draft"
          ? "pending"
          : input.stage === "failed"
            ? "failed"
            : "ready") as DownloadItemStatus,
        fileCount: r.files.length,
        sizeBytes,
        credits: itemCredits(sizeBytes, owner.role),
        files: input.stage === "draft" || input.stage === "failed" ? null : r.files,
        error: input.stage === "failed" ? STORAGE_FAILURE_TEXT : null,
        createdAt: input.at,
      };
    }),
  );
  if (input.stage === "draft") return;
  if (total > 0) {
    const spend = await spendCredits(tx, {
      organisationId: owner.organisationId,
      credits: total,
      reference: packageReference(id),
      actorUserId: owner.id,
    });
    await stamp(tx, spend.id);
  }
  await tx
    .update(downloadPackages)
    .set({
      creditsSpent: total,
      pricedFor: owner.role,
      confirmedAt: input.at,
      readyAt,
      expiresAt: readyAt ? new Date(readyAt.getTime() + 14 * DAY) : null,
      zipSizeBytes: readyAt ? packageArchive(files, readyAt).size : null,
      etag: readyAt ? archiveEtag(id, files, readyAt) : null,
      downloadedAt: input.stage === "expired" ? new Date(input.at.getTime() + DAY) : null,
      error: input.stage === "failed" ? STORAGE_FAILURE_TEXT : null,
    })
    .where(eq(downloadPackages.id, id));
  if (input.stage === "failed") {
    await refundPackageCredits(
      tx,
      { id, organisationId: owner.organisationId, name: input.name },
      total,
      "Download package failed",
      null,
    );
    const [refund] = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(and(eq(creditLedger.reference, packageReference(id)), eq(creditLedger.kind, "refund")));
    await stamp(tx, refund.id);
  }
}

/**
 * Demo packages of the standard and premium organisations' primary users: one ready to download,
 * one expired (downloaded before it lapsed), one failed (refunded) and (premium) an open draft, made of the
 * demo records with sample files that each tier may download. Skips itself once loaded.
 */
export async function seedDownloadDemo(db: Database) {
  const records = sampleRecords();
  for (const [login, names] of [
    ["standard", ["Malay Basin 2D lines", "Luconia reports", "Well logs for the field study", "To review"]],
    [
      "premium",
      ["Sabah 3D volumes", "Balingian non-seismic surveys", "Baram Delta well logs", "Next quarter"],
    ],
  ] as const) {
    const user = await demoUser(db, login);
    if (!user) continue;
    const [existing] = await db
      .select({ id: downloadPackages.id })
      .from(downloadPackages)
      .where(and(eq(downloadPackages.userId, user.id)))
      .limit(1);
    if (existing) continue;
    const allowed = records
      .filter(({ flags }) => downloadDecision(flags, { role: user.role as UserRole, addOnsType: [] }).allowed)
      .map(({ record }) => record);
    if (allowed.length < 4) continue;
    const owner = { id: user.id, organisationId: user.organisationId, role: user.role as UserRole };
    const now = Date.now();
    await db.transaction(async (tx) => {
      await tx
        .insert(fileChecksums)
        .values(allowed.flatMap((r) => r.files))
        .onConflictDoNothing();
      await demoPackage(tx, owner, {
        name: names[0],
        stage: "ready",
        records: allowed.slice(0, 3),
        at: new Date(now - 2 * DAY),
      });
      await demoPackage(tx, owner, {
        name: names[1],
        stage: "expired",
        records: allowed.slice(1, 3),
        at: new Date(now - 30 * DAY),
      });
      await demoPackage(tx, owner, {
        name: names[2],
        stage: "failed",
        records: allowed.slice(3, 4),
        at: new Date(now - 5 * DAY),
      });
      // The standard user starts from an empty package (the browser journey builds one).
      if (login === "premium") {
        await demoPackage(tx, owner, {
          name: names[3],
          stage: "draft",
          records: allowed.slice(0, 2),
          at: new Date(now - 3600_000),
        });
      }
    });
  }
}
