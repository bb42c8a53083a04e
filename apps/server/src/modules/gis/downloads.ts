import { createHash } from "node:crypto";
import {
  CATALOG_REGISTRY,
  type CatalogType,
  downloadFlagsOpenTo,
  type GisFileBrowsing,
  type GisFileBrowsingQuery,
  isCatalogType,
  itemCredits,
} from "@strata/core";
import { and, asc, count, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { auditEvents, catalogFiles, creditLedger, gisUsers } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { conflict, forbidden, notFound } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/viewer.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import { loadViewer } from "../auth/index.ts";
import { columnOf, commonColumns, tableOf } from "../catalogs/index.ts";
import { lockCreditAccount, spendCredits } from "../credits/index.ts";
import {
  type PackageDownload,
  rangedDownload,
  sendStoredRange,
  sortDownloadable,
} from "../downloads/index.ts";
import { serviceAccountActor } from "../service-accounts/index.ts";
import type { GisCaller } from "./users.ts";

/** Who a download call acts for: a mirrored GIS user, as the portal sees them now. */
export interface GisDownloader {
  viewer: Viewer;
  organisationId: string;
}

export const NOT_A_GIS_USER = "GIS user not found: make the portal user a GIS user first (user/create).";
export const GIS_USER_WITHOUT_ACCESS =
  "This GIS user cannot download: the user is suspended, or their organisation's access is suspended or revoked.";

/**
 * The GIS user a download call names (decision 0200): mirrored by user/create (else a 404), active,
 * their organisation's access not suspended or revoked (else a 403), read afresh on every call so a
 * suspension stops their downloads at once. Their tier and add-ons decide; their organisation pays.
 */
export async function gisDownloader(db: Database, userId: string): Promise<GisDownloader> {
  const [mirrored] = await db
    .select({ userId: gisUsers.userId })
    .from(gisUsers)
    .where(eq(gisUsers.userId, userId));
  if (!mirrored) throw notFound("GIS user", NOT_A_GIS_USER);
  const viewer = await loadViewer(db, { id: "gis", userId, expiresAt: new Date() });
  const organisationId = viewer?.user.organisation?.id;
  if (!viewer || !organisationId) throw forbidden(GIS_USER_WITHOUT_ACCESS);
  return { viewer, organisationId };
}

export const DIRECT_DOWNLOAD_ACTION = "gis_user.direct_download";

/** The ledger's reference of a direct download: one charge per GIS user and file, ever. */
export const directDownloadReference = (userId: string, fileId: string) =>
  `gis-direct-download:${userId}:${fileId}`;

const fileEtag = (file: { id: string; path: string; sizeBytes: number; createdAt: Date }) =>
  createHash("sha256")
    .update(`${file.id}\n${file.path}\n${file.sizeBytes}\n${file.createdAt.toISOString()}`)
    .digest("hex")
    .slice(0, 32);

const dispositionOf = (name: string) => {
  const ascii = name.replace(/[^\w .-]+/g, "_").trim() || "file";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * One file of one record for a GIS user (section 7 `directdownload`): the record's download rights
 * for the user (404 for a path that is no record's file, 403 with the record page's refusal), then
 * the file's credits spent from the user's organisation once per user and file — the first request
 * pays, a resumed or repeated one (any Range) does not. The charge runs under the organisation's
 * credit account lock, so concurrent first requests pay once. A 416 pays nothing.
 */
export async function directDownload(
  deps: { db: Database; storage: ObjectStorage },
  who: GisDownloader,
  path: string,
  headers: { range?: string; ifRange?: string },
  caller: GisCaller,
): Promise<PackageDownload> {
  const { db } = deps;
  const [file] = await db.select().from(catalogFiles).where(eq(catalogFiles.path, path));
  if (!file || !isCatalogType(file.sdcType)) throw notFound("File");
  const type: CatalogType = file.sdcType;
  const { user } = who.viewer;
  const { skipped } = await sortDownloadable(db, [{ type, id: file.recordId }], user);
  const refused = skipped.find((s) => s.code !== "CONFLICT");
  if (refused?.code === "NOT_FOUND") throw notFound("File");
  if (refused) {
    throw forbidden(refused.error, {
      record: { type, id: file.recordId },
      reason: refused.reason,
      action: refused.action,
    });
  }
  // A file gone from storage is refused before anything is charged (a package names and refunds it).
  const stored = await deps.storage.stat(file.path);
  if (!stored || stored.size !== file.sizeBytes) {
    throw conflict(`${file.name} is not available in storage at the moment: nothing was charged.`, {
      path: file.path,
    });
  }
  const answer = rangedDownload(
    {
      size: file.sizeBytes,
      etag: fileEtag(file),
      lastModified: file.createdAt,
      contentType: "application/octet-stream",
      disposition: dispositionOf(file.name),
      send: (sink, start, end) => sendStoredRange(deps.storage, file.path, sink, start, end),
    },
    headers,
  );
  if (answer.status === 416) return answer;
  const credits = itemCredits(file.sizeBytes, user.role);
  const reference = directDownloadReference(user.id, file.id);
  await db.transaction(async (tx) => {
    await lockCreditAccount(tx, who.organisationId);
    const [paid] = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.organisationId, who.organisationId),
          eq(creditLedger.reference, reference),
          eq(creditLedger.kind, "spend"),
        ),
      )
      .limit(1);
    if (paid) return;
    if (credits > 0) {
      await spendCredits(tx, {
        organisationId: who.organisationId,
        credits,
        reference,
        actorUserId: user.id,
      });
    } else if (await directDownloadAudited(tx, user.id, file.id)) {
      // A download without credits (an academic tier) is still audited, once per user and file.
      return;
    }
    await recordAuditEvent(tx, {
      actor: serviceAccountActor(caller.account),
      action: DIRECT_DOWNLOAD_ACTION,
      subjectType: "gis_user",
      subjectId: user.id,
      organisationId: who.organisationId,
      after: {
        fileId: file.id,
        path: file.path,
        type,
        recordId: file.recordId,
        sizeBytes: file.sizeBytes,
        credits,
      },
      requestId: caller.requestId,
    });
  });
  return answer;
}

async function directDownloadAudited(tx: Pick<Database, "select">, userId: string, fileId: string) {
  const [seen] = await tx
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, DIRECT_DOWNLOAD_ACTION),
        eq(auditEvents.subjectId, userId),
        sql`${auditEvents.after}->>'fileId' = ${fileId}`,
      ),
    )
    .limit(1);
  return seen !== undefined;
}

/** The records of one category the user may download: the flags that open them (downloadFlagsOpenTo). */
function openRecords(type: CatalogType, user: Viewer["user"]): SQL | undefined {
  const open = downloadFlagsOpenTo(user);
  if (open !== "all" && open.length === 0) return undefined;
  const { id } = commonColumns(type);
  const flagsOpen = open === "all" ? sql`true` : or(...open.map((f) => eq(columnOf(type, f), true)));
  const records = sql`(select ${id} from ${tableOf(type)} where ${flagsOpen})`;
  return and(eq(catalogFiles.sdcType, type), inArray(catalogFiles.recordId, records));
}

/**
 * One folder of the storage tree (section 9's data paths: `Seismic 2D/{region}/{USI}/SEG-Y/...`),
 * holding only the files of records the user may download: its sub-folders (with how many such files
 * and bytes lie under each) first, then its files, each by name; paged.
 */
export async function browseFiles(
  db: Database,
  who: GisDownloader,
  query: GisFileBrowsingQuery,
): Promise<GisFileBrowsing> {
  const prefix = query.path === "" ? "" : `${query.path}/`;
  const empty = {
    path: query.path,
    result: [],
    pageNumber: query.page,
    pageSize: query.pageSize,
    pageTotal: 0,
  };
  const open = (Object.keys(CATALOG_REGISTRY) as CatalogType[])
    .map((type) => openRecords(type, who.viewer.user))
    .filter((c): c is SQL => c !== undefined);
  if (open.length === 0) return empty;
  // A number written into the statement, so the grouped expressions are the same text (not two parameters).
  const rest = sql`substr(${catalogFiles.path}, ${sql.raw(String(prefix.length + 1))})`;
  const name = sql<string>`split_part(${rest}, '/', 1)`;
  const isFile = sql<boolean>`(strpos(${rest}, '/') = 0)`;
  const under = and(sql`starts_with(${catalogFiles.path}, ${prefix})`, or(...open));
  const entries = db
    .select({
      name: name.as("name"),
      isFile: isFile.as("is_file"),
      files: sql<number>`count(*)::int`.as("files"),
      sizeBytes: sql<string>`sum(${catalogFiles.sizeBytes})::text`.as("size_bytes"),
      sdcType: sql<string>`min(${catalogFiles.sdcType})`.as("sdc_type"),
      recordId: sql<string>`min(${catalogFiles.recordId})`.as("record_id"),
    })
    .from(catalogFiles)
    .where(under)
    .groupBy(sql`1`, sql`2`)
    .as("entries");
  const [{ total }] = await db.select({ total: count() }).from(entries);
  if (total === 0) return empty;
  const rows = await db
    .select()
    .from(entries)
    .orderBy(asc(entries.isFile), asc(entries.name))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    path: query.path,
    result: rows.map((r) => ({
      name: r.name,
      path: `${prefix}${r.name}`,
      kind: r.isFile ? ("file" as const) : ("folder" as const),
      files: Number(r.files),
      sizeBytes: Number(r.sizeBytes),
      record: r.isFile ? { type: r.sdcType, id: r.recordId } : null,
    })),
    pageNumber: query.page,
    pageSize: query.pageSize,
    pageTotal: total,
  };
}
