import { createHash, randomUUID } from "node:crypto";
import {
  allowedActions,
  CATALOG_REGISTRY,
  CATALOG_TYPES,
  type CatalogType,
  type createTechnicalStudyBodySchema,
  MAX_STUDY_ORGANISATIONS,
  MAX_STUDY_RECORDS,
  type PatchTechnicalStudyBody,
  STUDY_REPORT_WORKFLOW,
  type StudyFile,
  type StudyMilestoneInput,
  type StudyMilestonePatch,
  type StudyReportAction,
  type StudyReportStatus,
  type StudyWorkspaceDocument,
  type TechnicalStudiesPage,
  type TechnicalStudyDetail,
  type TechnicalStudySummary,
} from "@strata/core";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import {
  catalogBlocks,
  organisations,
  technicalStudies,
  technicalStudyMilestones,
  technicalStudyReports,
  technicalStudyReportVersions,
  uploads,
} from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { conflict, forbidden, invalidField, notFound } from "../../lib/errors.ts";
import { type Actor, applyTransition, statusConflict } from "../../lib/workflow.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import { tableOf } from "../catalogs/index.ts";
import type { ReceivedFile } from "../uploads/index.ts";
import { studyReportStore } from "./workflow.ts";

/** `uploads.attachable_type` of a study's documents and of its report versions. */
export const STUDY_DOCUMENT = "technical_study";
export const STUDY_REPORT_FILE = "technical_study_report";
/** Statuses in which the organisation may upload a new report version. */
const UPLOADABLE: readonly StudyReportStatus[] = ["draft", "changes_requested"];
/** Most documents one study keeps. */
const MAX_DOCUMENTS = 50;

type Deps = { db: Database; storage: ObjectStorage };

/** Staff see every workspace; a customer only its own organisation's (another's is simply not found). */
const scopeOf = (actor: Actor) =>
  actor.isStaff ? undefined : eq(technicalStudies.organisationId, actor.organisationId ?? "");

const requireStaff = (actor: Actor) => {
  if (!actor.isStaff) throw forbidden();
};

async function studyRow(db: Database, actor: Actor, id: string) {
  const [row] = await db
    .select({ study: technicalStudies, organisationName: organisations.name, report: technicalStudyReports })
    .from(technicalStudies)
    .innerJoin(organisations, eq(organisations.id, technicalStudies.organisationId))
    .innerJoin(technicalStudyReports, eq(technicalStudyReports.id, technicalStudies.id))
    .where(and(eq(technicalStudies.id, id), scopeOf(actor)));
  if (!row) throw notFound("Technical study");
  return row;
}

async function milestoneCounts(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, { done: number; total: number }>();
  const rows = await db
    .select({
      studyId: technicalStudyMilestones.studyId,
      total: count(),
      done: sql<number>`count(*) filter (where ${technicalStudyMilestones.done})::int`,
    })
    .from(technicalStudyMilestones)
    .where(inArray(technicalStudyMilestones.studyId, ids))
    .groupBy(technicalStudyMilestones.studyId);
  return new Map(rows.map((r) => [r.studyId, { done: Number(r.done), total: Number(r.total) }]));
}

function summaryOf(
  row: Awaited<ReturnType<typeof studyRow>>,
  counts: { done: number; total: number } | undefined,
): TechnicalStudySummary {
  const { study, report } = row;
  return {
    id: study.id,
    organisationId: study.organisationId,
    organisationName: row.organisationName,
    name: study.name,
    blocks: study.blocks,
    reportStatus: report.status as StudyReportStatus,
    milestonesDone: counts?.done ?? 0,
    milestonesTotal: counts?.total ?? 0,
    createdAt: study.createdAt.toISOString(),
    updatedAt: study.updatedAt.toISOString(),
  };
}

export async function listStudies(
  db: Database,
  actor: Actor,
  query: { page: number; pageSize: number },
): Promise<TechnicalStudiesPage> {
  const where = scopeOf(actor);
  const rows = await db
    .select({ study: technicalStudies, organisationName: organisations.name, report: technicalStudyReports })
    .from(technicalStudies)
    .innerJoin(organisations, eq(organisations.id, technicalStudies.organisationId))
    .innerJoin(technicalStudyReports, eq(technicalStudyReports.id, technicalStudies.id))
    .where(where)
    .orderBy(desc(technicalStudies.createdAt), asc(technicalStudies.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(technicalStudies).where(where);
  const counts = await milestoneCounts(
    db,
    rows.map((r) => r.study.id),
  );
  return {
    result: rows.map((r) => summaryOf(r, counts.get(r.study.id))),
    pageNumber: query.page,
    pageSize: query.pageSize,
    pageTotal: Number(total),
    canCreate: actor.isStaff,
  };
}

const sideOf = (uploadOrganisation: string | null, uploadedByStaff: boolean): StudyFile["side"] =>
  uploadedByStaff || uploadOrganisation === null ? "staff" : "organisation";

function fileOf(row: typeof uploads.$inferSelect, uploaderName: string | null): StudyFile {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedBy: uploaderName,
    // Staff uploads carry no organisation of their own (see storeFile).
    side: sideOf(row.organisationId, false),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Who deletes a workspace document (decision 0216, after 0172 and 0171): data staff any; in the
 * organisation only its own uploads (not staff's), by their uploader or the primary user.
 */
function mayDeleteDocument(actor: Actor, row: typeof uploads.$inferSelect): boolean {
  if (actor.isStaff) return true;
  if (row.organisationId === null || row.organisationId !== actor.organisationId) return false;
  return row.uploadedBy === actor.userId || actor.isPrimary;
}

async function filesOf(db: Database, attachableType: string, studyId: string) {
  return (await fileRowsOf(db, attachableType, studyId)).map(({ file }) => file);
}

async function documentsOf(db: Database, actor: Actor, studyId: string): Promise<StudyWorkspaceDocument[]> {
  return (await fileRowsOf(db, STUDY_DOCUMENT, studyId)).map(({ file, row }) => ({
    ...file,
    canDelete: mayDeleteDocument(actor, row),
  }));
}

async function fileRowsOf(db: Database, attachableType: string, studyId: string) {
  const rows = await db.execute<{ id: string; name: string | null }>(
    sql`select u.id, us.name from uploads u left join users us on us.id = u.uploaded_by
        where u.attachable_type = ${attachableType} and u.attachable_id = ${studyId}`,
  );
  const names = new Map(rows.rows.map((r) => [r.id, r.name]));
  const files = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.attachableType, attachableType), eq(uploads.attachableId, studyId)))
    .orderBy(desc(uploads.createdAt), asc(uploads.id));
  return files.map((f) => ({ file: fileOf(f, names.get(f.id) ?? null), row: f }));
}

/** Catalogue records whose block is one of the study's: the study area's curated data. */
async function recordsIn(db: Database, blocks: string[]) {
  const records: TechnicalStudyDetail["records"] = [];
  let total = 0;
  if (blocks.length === 0) return { records, total };
  for (const type of CATALOG_TYPES as readonly CatalogType[]) {
    const table = tableOf(type) as unknown as PgTable & Record<string, AnyPgColumn>;
    const block = table.block;
    if (!block) continue;
    const def = CATALOG_REGISTRY[type];
    const idKey = Object.keys(table).find((k) => (table[k] as { primary?: boolean })?.primary) ?? "id";
    const title = table[def.titleKey];
    const [{ n }] = await db.select({ n: count() }).from(table).where(inArray(block, blocks));
    total += Number(n);
    const room = MAX_STUDY_RECORDS - records.length;
    if (room <= 0) continue;
    const rows = (await db
      .select({ id: table[idKey], title, block })
      .from(table)
      .where(inArray(block, blocks))
      .orderBy(asc(block), asc(title))
      .limit(room)) as { id: unknown; title: unknown; block: unknown }[];
    for (const r of rows) {
      records.push({ type, id: String(r.id), title: String(r.title ?? r.id), block: String(r.block) });
    }
  }
  return { records, total };
}

async function blockDetails(db: Database, blocks: string[]): Promise<TechnicalStudyDetail["blockDetails"]> {
  const rows = blocks.length
    ? await db
        .select({
          name: catalogBlocks.name,
          region: catalogBlocks.region,
          basin: catalogBlocks.basin,
          status: catalogBlocks.status,
          operator: catalogBlocks.operator,
          areaKm2: catalogBlocks.areaKm2,
          bbox: sql<string>`${catalogBlocks.bbox}::text`,
        })
        .from(catalogBlocks)
        .where(inArray(catalogBlocks.name, blocks))
    : [];
  const byName = new Map(rows.map((r) => [r.name, r]));
  return blocks.map((name) => {
    const r = byName.get(name);
    if (!r)
      return { name, region: null, basin: null, status: null, operator: null, areaKm2: null, bbox: null };
    // A box prints as (east,north),(west,south).
    const [e, n, w, s] = (r.bbox.match(/-?\d+(\.\d+)?(e-?\d+)?/gi) ?? []).map(Number);
    return { ...r, bbox: [w, s, e, n] as [number, number, number, number] };
  });
}

export async function getStudy(db: Database, actor: Actor, id: string): Promise<TechnicalStudyDetail> {
  const row = await studyRow(db, actor, id);
  const { study, report } = row;
  const milestones = await db
    .select()
    .from(technicalStudyMilestones)
    .where(eq(technicalStudyMilestones.studyId, id))
    .orderBy(asc(technicalStudyMilestones.dueDate), asc(technicalStudyMilestones.id));
  const counts = {
    done: milestones.filter((m) => m.done).length,
    total: milestones.length,
  };
  const versionRows = await db
    .select({
      version: technicalStudyReportVersions.version,
      uploadId: technicalStudyReportVersions.uploadId,
    })
    .from(technicalStudyReportVersions)
    .where(eq(technicalStudyReportVersions.reportId, id));
  const reportFiles = new Map((await filesOf(db, STUDY_REPORT_FILE, id)).map((f) => [f.id, f]));
  const versions = versionRows
    .filter((v) => reportFiles.has(v.uploadId))
    .map((v) => ({ version: v.version, file: reportFiles.get(v.uploadId) as StudyFile }))
    .sort((a, b) => b.version - a.version);
  const status = report.status as StudyReportStatus;
  const { records, total } = await recordsIn(db, study.blocks);
  return {
    ...summaryOf(row, counts),
    description: study.description,
    canManage: actor.isStaff,
    blockDetails: await blockDetails(db, study.blocks),
    records,
    recordsTotal: total,
    milestones: milestones.map((m) => ({ id: m.id, title: m.title, dueDate: m.dueDate, done: m.done })),
    documents: await documentsOf(db, actor, id),
    report: {
      status,
      allowedActions: allowedActions(STUDY_REPORT_WORKFLOW, status, {
        ability: actor.ability,
        guards: studyReportStore.guards(report, actor),
      }),
      submittedVersion: report.submittedVersion,
      reviewNote: report.reviewNote,
      versions,
      canUpload: !actor.isStaff && UPLOADABLE.includes(status),
    },
  };
}

/** The study's organisation must exist and hold the MPM-study tier or add-on. */
async function assertStudyOrganisation(db: Database, organisationId: string) {
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!org) throw invalidField("body.organisationId", "No organisation with this id");
}

async function assertBlocks(db: Database, blocks: string[]) {
  const found = await db
    .select({ name: catalogBlocks.name })
    .from(catalogBlocks)
    .where(inArray(catalogBlocks.name, blocks));
  const known = new Set(found.map((b) => b.name));
  const missing = blocks.filter((b) => !known.has(b));
  if (missing.length) throw invalidField("body.blocks", `Unknown blocks: ${missing.slice(0, 5).join(", ")}`);
}

export async function createStudy(
  db: Database,
  actor: Actor,
  input: ReturnType<typeof createTechnicalStudyBodySchema.parse>,
): Promise<TechnicalStudyDetail> {
  requireStaff(actor);
  await assertStudyOrganisation(db, input.organisationId);
  await assertBlocks(db, input.blocks);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(technicalStudies).values({
      id,
      organisationId: input.organisationId,
      name: input.name,
      description: input.description,
      blocks: input.blocks,
      createdBy: actor.userId,
    });
    await tx.insert(technicalStudyReports).values({ id, organisationId: input.organisationId });
    if (input.milestones.length) {
      await tx
        .insert(technicalStudyMilestones)
        .values(input.milestones.map((m) => ({ id: randomUUID(), studyId: id, ...m })));
    }
    await recordAuditEvent(tx, {
      actor,
      action: "create",
      subjectType: "technical_study",
      subjectId: id,
      organisationId: input.organisationId,
      after: { name: input.name, blocks: input.blocks, milestones: input.milestones.length },
      requestId: actor.requestId,
    });
  });
  return getStudy(db, actor, id);
}

export async function patchStudy(
  db: Database,
  actor: Actor,
  id: string,
  input: Exclude<PatchTechnicalStudyBody, never>,
): Promise<TechnicalStudyDetail> {
  requireStaff(actor);
  const { study } = await studyRow(db, actor, id);
  if (input.blocks) await assertBlocks(db, input.blocks);
  await db.transaction(async (tx) => {
    await tx
      .update(technicalStudies)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(technicalStudies.id, id));
    await recordAuditEvent(tx, {
      actor,
      action: "update",
      subjectType: "technical_study",
      subjectId: id,
      organisationId: study.organisationId,
      before: Object.fromEntries(Object.keys(input).map((k) => [k, study[k as keyof typeof study]])),
      after: input,
      requestId: actor.requestId,
    });
  });
  return getStudy(db, actor, id);
}

export async function addMilestone(
  db: Database,
  actor: Actor,
  id: string,
  input: Required<StudyMilestoneInput>,
): Promise<TechnicalStudyDetail> {
  requireStaff(actor);
  const { study } = await studyRow(db, actor, id);
  await db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(technicalStudyMilestones)
      .where(eq(technicalStudyMilestones.studyId, id));
    if (Number(n) >= 50) throw conflict("A study keeps at most 50 milestones.");
    await tx.insert(technicalStudyMilestones).values({ id: randomUUID(), studyId: id, ...input });
    await recordAuditEvent(tx, {
      actor,
      action: "add_milestone",
      subjectType: "technical_study",
      subjectId: id,
      organisationId: study.organisationId,
      after: input,
      requestId: actor.requestId,
    });
  });
  return getStudy(db, actor, id);
}

/** Staff edit a milestone; the organisation may tick one done or not done (only that). */
export async function updateMilestone(
  db: Database,
  actor: Actor,
  id: string,
  milestoneId: string,
  input: StudyMilestonePatch,
): Promise<TechnicalStudyDetail> {
  const { study } = await studyRow(db, actor, id);
  if (!actor.isStaff && (input.title !== undefined || input.dueDate !== undefined)) throw forbidden();
  const [before] = await db
    .select()
    .from(technicalStudyMilestones)
    .where(and(eq(technicalStudyMilestones.id, milestoneId), eq(technicalStudyMilestones.studyId, id)));
  if (!before) throw notFound("Milestone");
  await db.transaction(async (tx) => {
    await tx.update(technicalStudyMilestones).set(input).where(eq(technicalStudyMilestones.id, milestoneId));
    await recordAuditEvent(tx, {
      actor,
      action: "update_milestone",
      subjectType: "technical_study",
      subjectId: id,
      organisationId: study.organisationId,
      before: { id: milestoneId, title: before.title, dueDate: before.dueDate, done: before.done },
      after: { id: milestoneId, ...input },
      requestId: actor.requestId,
    });
  });
  return getStudy(db, actor, id);
}

/** Data staff delete a milestone (decision 0216); the audit row keeps what it was. */
export async function deleteMilestone(
  db: Database,
  actor: Actor,
  id: string,
  milestoneId: string,
): Promise<TechnicalStudyDetail> {
  const { study } = await studyRow(db, actor, id);
  requireStaff(actor);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(technicalStudyMilestones)
      .where(and(eq(technicalStudyMilestones.id, milestoneId), eq(technicalStudyMilestones.studyId, id)))
      .returning();
    if (!before) throw notFound("Milestone");
    await recordAuditEvent(tx, {
      actor,
      action: "delete_milestone",
      subjectType: "technical_study",
      subjectId: id,
      organisationId: study.organisationId,
      before: { id: milestoneId, title: before.title, dueDate: before.dueDate, done: before.done },
      requestId: actor.requestId,
    });
  });
  return getStudy(db, actor, id);
}

/**
 * Deletes a workspace document (decision 0216): its upload row goes in the transaction with its audit
 * row (file name, size, SHA-256 and who added it kept), the bytes after the commit. Report versions
 * are never deleted (the review judges them).
 */
export async function deleteDocument(
  deps: Deps,
  actor: Actor,
  id: string,
  fileId: string,
): Promise<TechnicalStudyDetail> {
  const { study } = await studyRow(deps.db, actor, id);
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(uploads)
      .where(
        and(eq(uploads.id, fileId), eq(uploads.attachableId, id), eq(uploads.attachableType, STUDY_DOCUMENT)),
      )
      .for("update");
    if (!row) throw notFound("Document");
    if (!mayDeleteDocument(actor, row)) throw forbidden();
    await tx.delete(uploads).where(eq(uploads.id, row.id));
    await recordAuditEvent(tx, {
      actor,
      action: "delete_document",
      subjectType: "technical_study",
      subjectId: id,
      organisationId: study.organisationId,
      before: {
        id: row.id,
        fileName: row.fileName,
        sizeBytes: row.sizeBytes,
        sha256: row.sha256,
        uploadedBy: row.uploadedBy,
        side: sideOf(row.organisationId, false),
      },
      requestId: actor.requestId,
    });
    return row;
  });
  await deps.storage.delete(removed.storageKey);
  return getStudy(deps.db, actor, id);
}

async function storeFile(
  deps: Deps,
  actor: Actor,
  study: { id: string; organisationId: string },
  attachableType: string,
  file: ReceivedFile,
) {
  const uploadId = randomUUID();
  const storageKey = `uploads/${uploadId}`;
  await deps.storage.write(storageKey, file.data);
  return {
    id: uploadId,
    attachableType,
    attachableId: study.id,
    // Staff uploads are kept without an organisation: that is how the workspace tells the sides apart.
    organisationId: actor.isStaff ? null : study.organisationId,
    uploadedBy: actor.userId,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.data.length,
    sha256: createHash("sha256").update(file.data).digest("hex"),
    storageKey,
  };
}

/** Either side adds a document (PDF, PNG or JPEG, type checked on the bytes) to the workspace. */
export async function addDocument(
  deps: Deps,
  actor: Actor,
  id: string,
  file: ReceivedFile,
): Promise<TechnicalStudyDetail> {
  const { study } = await studyRow(deps.db, actor, id);
  const [{ n }] = await deps.db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.attachableType, STUDY_DOCUMENT), eq(uploads.attachableId, id)));
  if (Number(n) >= MAX_DOCUMENTS) {
    throw conflict(`A study keeps at most ${MAX_DOCUMENTS} documents.`);
  }
  const values = await storeFile(deps, actor, study, STUDY_DOCUMENT, file);
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(uploads).values(values);
      await recordAuditEvent(tx, {
        actor,
        action: "add_document",
        subjectType: "technical_study",
        subjectId: id,
        organisationId: study.organisationId,
        after: { fileName: values.fileName, sizeBytes: values.sizeBytes, sha256: values.sha256 },
        requestId: actor.requestId,
      });
    });
  } catch (err) {
    await deps.storage.delete(values.storageKey);
    throw err;
  }
  return getStudy(deps.db, actor, id);
}

/**
 * The organisation uploads a new version of its report (a PDF): each upload is a new version, the
 * earlier ones are kept. Only while drafting or after staff asked for changes.
 */
export async function uploadReportVersion(
  deps: Deps,
  actor: Actor,
  id: string,
  file: ReceivedFile,
): Promise<TechnicalStudyDetail> {
  const { study, report } = await studyRow(deps.db, actor, id);
  if (actor.isStaff) throw forbidden();
  if (file.contentType !== "application/pdf") {
    throw invalidField("body.file", "The study report must be a PDF file");
  }
  if (!UPLOADABLE.includes(report.status as StudyReportStatus)) throw statusConflict(report.status, "upload");
  const values = await storeFile(deps, actor, study, STUDY_REPORT_FILE, file);
  try {
    await deps.db.transaction(async (tx) => {
      // The conditional bump is the lock: two uploads at once get two different version numbers.
      const [bumped] = await tx
        .update(technicalStudyReports)
        .set({ latestVersion: sql`${technicalStudyReports.latestVersion} + 1`, updatedAt: new Date() })
        .where(and(eq(technicalStudyReports.id, id), inArray(technicalStudyReports.status, [...UPLOADABLE])))
        .returning({ version: technicalStudyReports.latestVersion, status: technicalStudyReports.status });
      if (!bumped) throw statusConflict(report.status, "upload");
      await tx.insert(uploads).values(values);
      await tx
        .insert(technicalStudyReportVersions)
        .values({ reportId: id, version: bumped.version, uploadId: values.id });
      await recordAuditEvent(tx, {
        actor,
        action: "upload_version",
        subjectType: "study_report",
        subjectId: id,
        organisationId: study.organisationId,
        after: { version: bumped.version, fileName: values.fileName, sha256: values.sha256 },
        requestId: actor.requestId,
      });
    });
  } catch (err) {
    await deps.storage.delete(values.storageKey);
    throw err;
  }
  return getStudy(deps.db, actor, id);
}

/** One study-report workflow action, through `applyTransition` (audited; 409 on a stale `from`). */
export async function moveReport(
  db: Database,
  actor: Actor,
  id: string,
  action: StudyReportAction,
  body: { from?: StudyReportStatus; note?: string },
): Promise<TechnicalStudyDetail> {
  const { report } = await studyRow(db, actor, id);
  if (!actor.isStaff && (action === "submit" || action === "resubmit")) {
    if (
      report.latestVersion <= (report.submittedVersion ?? 0) &&
      (report.status === "draft" || report.status === "changes_requested")
    ) {
      throw conflict(
        action === "submit"
          ? "Upload the report before submitting it."
          : "Upload a new version of the report before resubmitting it.",
      );
    }
  }
  await applyTransition(db, {
    store: studyReportStore,
    id,
    action,
    actor,
    from: body.from,
    set: (_next, row) =>
      action === "submit" || action === "resubmit"
        ? { submittedVersion: row.latestVersion }
        : action === "request-changes" || action === "accept"
          ? { reviewNote: body.note || null }
          : {},
    audit: body.note ? { note: body.note } : undefined,
  });
  return getStudy(db, actor, id);
}

/** A document or report version of a study the actor may see: its row, to stream from storage. */
export async function studyFile(db: Database, actor: Actor, id: string, fileId: string) {
  await studyRow(db, actor, id);
  const [file] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.id, fileId),
        eq(uploads.attachableId, id),
        inArray(uploads.attachableType, [STUDY_DOCUMENT, STUDY_REPORT_FILE]),
      ),
    );
  if (!file) throw notFound("File");
  return file;
}

/**
 * For staff's create form: organisations on the MPM-study tier or holding the mpm-study add-on. A
 * customer (who creates nothing) sees only their own organisation, if it qualifies.
 */
export async function studyOrganisations(db: Database, actor: Actor) {
  const own = actor.isStaff ? sql`true` : sql`o.id = ${actor.organisationId ?? ""}`;
  const rows = await db.execute<{ id: string; name: string; tier: string }>(sql`
    select o.id, o.name, o.tier from organisations o
    where ${own} and (o.tier = 'mpm-study'
       or exists (select 1 from subscriptions s where s.organisation_id = o.id and 'mpm-study' = any(s.add_ons_type)))
    order by o.name, o.id limit ${MAX_STUDY_ORGANISATIONS}`);
  return { result: rows.rows.map((r) => ({ id: r.id, name: r.name, tier: r.tier })) };
}
