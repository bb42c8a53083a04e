import { createHash, randomUUID } from "node:crypto";
import type {
  CreateStudyDocumentCommentBody,
  StudyDocument,
  StudyDocumentComment,
  StudyDocumentList,
  StudyDocumentsQuery,
} from "@strata/core";
import { STUDY_DOCUMENT_COMMENTS_MAX, studyDocumentFieldsSchema } from "@strata/core";
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { studyDocumentComments, studyDocuments, subscriptions, uploads } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { forbidden, invalidField, notFound } from "../../lib/errors.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import { sanitizeRichText } from "../../lib/rich-text.ts";
import type { Viewer } from "../../lib/viewer.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import type { ReceivedFile } from "../uploads/index.ts";

/** The `uploads.attachable_type` of a study document's PDF. */
export const STUDY_DOCUMENT_ATTACHABLE = "study_document";

/**
 * Who reads: a member of the organisation (may post, delete their own) or staff reading one
 * organisation's documents through its subscription (read-only).
 */
export interface Reader {
  organisationId: string;
  userId: string | null;
  isPrimary: boolean;
  /** Staff read-only: nothing is theirs to delete. */
  readOnly: boolean;
}

export const memberOf = (viewer: Viewer): Reader => {
  // asCustomer at the gate guarantees an organisation.
  if (!viewer.user.organisation) throw forbidden();
  return {
    organisationId: viewer.user.organisation.id,
    userId: viewer.user.id,
    isPrimary: viewer.user.isPrimary,
    readOnly: false,
  };
};

/** Staff reading the organisation of subscription `subscriptionId`; an unknown one is a 404. */
export async function staffReaderOf(db: Database, subscriptionId: string): Promise<Reader> {
  const [row] = await db
    .select({ organisationId: subscriptions.organisationId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) throw notFound("Subscription");
  return { organisationId: row.organisationId, userId: null, isPrimary: false, readOnly: true };
}

const documentColumns = {
  id: studyDocuments.id,
  title: studyDocuments.title,
  kind: studyDocuments.kind,
  abstract: studyDocuments.abstract,
  authorId: studyDocuments.authorId,
  authorName: studyDocuments.authorName,
  createdAt: studyDocuments.createdAt,
  fileName: uploads.fileName,
  sizeBytes: uploads.sizeBytes,
  contentType: uploads.contentType,
  storageKey: uploads.storageKey,
  sha256: uploads.sha256,
  uploadId: uploads.id,
  commentCount: sql<number>`(select count(*)::int from ${studyDocumentComments} where ${studyDocumentComments.documentId} = ${studyDocuments.id})`,
};
type DocumentRow = {
  id: string;
  title: string;
  kind: string;
  abstract: string;
  authorId: string | null;
  authorName: string;
  createdAt: Date;
  fileName: string;
  sizeBytes: number;
  commentCount: number;
};

const mayDeleteDocument = (reader: Reader, row: { authorId: string | null }) =>
  !reader.readOnly && (reader.isPrimary || (reader.userId !== null && row.authorId === reader.userId));

function present(reader: Reader, row: DocumentRow): StudyDocument {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind as StudyDocument["kind"],
    abstract: row.abstract,
    author: { id: row.authorId, name: row.authorName },
    fileName: row.fileName,
    sizeBytes: Number(row.sizeBytes),
    commentCount: Number(row.commentCount),
    createdAt: row.createdAt.toISOString(),
    canDelete: mayDeleteDocument(reader, row),
  };
}

/** A page of the organisation's documents, newest first, matching title, abstract or author and kind. */
export async function listStudyDocuments(
  db: Database,
  reader: Reader,
  query: StudyDocumentsQuery,
): Promise<StudyDocumentList> {
  const conditions: SQL[] = [eq(studyDocuments.organisationId, reader.organisationId)];
  if (query.kind) conditions.push(eq(studyDocuments.kind, query.kind));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(studyDocuments.title, pattern),
        ilike(studyDocuments.authorName, pattern),
        ilike(studyDocuments.abstract, pattern),
      ) as SQL,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(documentColumns)
      .from(studyDocuments)
      .innerJoin(uploads, eq(uploads.id, studyDocuments.uploadId))
      .where(where)
      .orderBy(desc(studyDocuments.createdAt), desc(studyDocuments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(studyDocuments).where(where),
  ]);
  return {
    result: rows.map((row) => present(reader, row)),
    pageNumber: query.page,
    pageSize: query.pageSize,
    pageTotal: total.n,
  };
}

/** One document of the reader's organisation, scoped in the query: another's is a 404. */
async function documentRow(db: Database, reader: Reader, id: string) {
  const [row] = await db
    .select(documentColumns)
    .from(studyDocuments)
    .innerJoin(uploads, eq(uploads.id, studyDocuments.uploadId))
    .where(and(eq(studyDocuments.id, id), eq(studyDocuments.organisationId, reader.organisationId)));
  if (!row) throw notFound("Study document");
  return row;
}

export async function getStudyDocument(db: Database, reader: Reader, id: string): Promise<StudyDocument> {
  return present(reader, await documentRow(db, reader, id));
}

/** Where the document's PDF is stored and under what name (for the inline answer). */
export async function studyDocumentFile(db: Database, reader: Reader, id: string) {
  const row = await documentRow(db, reader, id);
  return { storageKey: row.storageKey, fileName: row.fileName, contentType: row.contentType };
}

/** The multipart fields, validated; a 400 names the field. */
export function parseFields(fields: Record<string, string>) {
  const parsed = studyDocumentFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidField(`body.${issue.path.join(".")}`, issue.message);
  }
  return parsed.data;
}

const actorOfViewer = (viewer: Viewer) => ({
  userId: viewer.user.id,
  role: viewer.user.role,
  name: viewer.user.name,
});

/** Stores the PDF as an upload of the organisation and records the document, audited. */
export async function uploadStudyDocument(
  deps: { db: Database; storage: ObjectStorage },
  viewer: Viewer,
  input: { fields: Record<string, string>; file: ReceivedFile },
  requestId: string | null,
): Promise<StudyDocument> {
  const reader = memberOf(viewer);
  const fields = parseFields(input.fields);
  if (input.file.contentType !== "application/pdf") {
    throw invalidField("body.file", "Upload a PDF file (its bytes must start with %PDF-)");
  }
  const id = randomUUID();
  const uploadId = randomUUID();
  const storageKey = `uploads/${uploadId}`;
  await deps.storage.write(storageKey, input.file.data);
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(uploads).values({
        id: uploadId,
        attachableType: STUDY_DOCUMENT_ATTACHABLE,
        attachableId: id,
        organisationId: reader.organisationId,
        uploadedBy: viewer.user.id,
        fileName: input.file.fileName,
        contentType: input.file.contentType,
        sizeBytes: input.file.data.length,
        sha256: createHash("sha256").update(input.file.data).digest("hex"),
        storageKey,
      });
      await tx.insert(studyDocuments).values({
        id,
        organisationId: reader.organisationId,
        uploadId,
        title: fields.title,
        kind: fields.kind,
        abstract: fields.abstract,
        authorId: viewer.user.id,
        authorName: viewer.user.name,
      });
      await recordAuditEvent(tx, {
        actor: actorOfViewer(viewer),
        action: "upload",
        subjectType: "study_document",
        subjectId: id,
        organisationId: reader.organisationId,
        after: {
          title: fields.title,
          kind: fields.kind,
          fileName: input.file.fileName,
          sizeBytes: input.file.data.length,
        },
        requestId,
      });
    });
  } catch (err) {
    await deps.storage.delete(storageKey);
    throw err;
  }
  return getStudyDocument(deps.db, reader, id);
}

/**
 * Deletes a document, its comments and its PDF: its uploader or the organisation's primary user
 * (another member gets 403). The audit row keeps what it was and who removed it.
 */
export async function deleteStudyDocument(
  deps: { db: Database; storage: ObjectStorage },
  viewer: Viewer,
  id: string,
  requestId: string | null,
) {
  const reader = memberOf(viewer);
  const row = await documentRow(deps.db, reader, id);
  if (!mayDeleteDocument(reader, row)) throw forbidden();
  await deps.db.transaction(async (tx) => {
    await tx.delete(studyDocuments).where(eq(studyDocuments.id, row.id));
    await tx.delete(uploads).where(eq(uploads.id, row.uploadId));
    await recordAuditEvent(tx, {
      actor: actorOfViewer(viewer),
      action: "delete",
      subjectType: "study_document",
      subjectId: row.id,
      organisationId: reader.organisationId,
      before: {
        title: row.title,
        kind: row.kind,
        authorName: row.authorName,
        fileName: row.fileName,
        sizeBytes: Number(row.sizeBytes),
        sha256: row.sha256,
        commentCount: Number(row.commentCount),
      },
      requestId,
    });
  });
  await deps.storage.delete(row.storageKey);
}

function presentComment(
  reader: Reader,
  row: typeof studyDocumentComments.$inferSelect,
): StudyDocumentComment {
  return {
    id: row.id,
    body: row.body,
    format: row.format as StudyDocumentComment["format"],
    author: { id: row.authorId, name: row.authorName },
    createdAt: row.createdAt.toISOString(),
    canDelete: !reader.readOnly && reader.userId !== null && row.authorId === reader.userId,
  };
}

/** The document's thread, oldest first. */
export async function listComments(db: Database, reader: Reader, documentId: string) {
  await documentRow(db, reader, documentId);
  const rows = await db
    .select()
    .from(studyDocumentComments)
    .where(eq(studyDocumentComments.documentId, documentId))
    .orderBy(asc(studyDocumentComments.createdAt), asc(studyDocumentComments.id))
    .limit(STUDY_DOCUMENT_COMMENTS_MAX);
  return { result: rows.map((row) => presentComment(reader, row)) };
}

/** Control characters other than line breaks and tabs never reach a plain comment. */
const plainText = (body: string) =>
  Array.from(body)
    .filter((c) => c === "\n" || c === "\t" || (c >= " " && c !== "\u007f"))
    .join("");

/** Adds a comment: plain text as typed, or rich text sanitised with the rich-text allow-list. */
export async function addComment(
  db: Database,
  viewer: Viewer,
  documentId: string,
  input: { body: string; format: NonNullable<CreateStudyDocumentCommentBody["format"]> },
  requestId: string | null,
): Promise<StudyDocumentComment> {
  const reader = memberOf(viewer);
  await documentRow(db, reader, documentId);
  const body = (input.format === "rich" ? sanitizeRichText(input.body) : plainText(input.body)).trim();
  if (body.length === 0)
    throw invalidField("body.body", "Write a comment (nothing was left after cleaning it)");
  const id = randomUUID();
  const [row] = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(studyDocumentComments)
      .values({
        id,
        documentId,
        organisationId: reader.organisationId,
        authorId: viewer.user.id,
        authorName: viewer.user.name,
        body,
        format: input.format,
      })
      .returning();
    await recordAuditEvent(tx, {
      actor: actorOfViewer(viewer),
      action: "comment",
      subjectType: "study_document",
      subjectId: documentId,
      organisationId: reader.organisationId,
      after: { commentId: id, format: input.format, body },
      requestId,
    });
    return inserted;
  });
  return presentComment(reader, row);
}

/** Deletes one's own comment (another member's is a 403, another organisation's a 404); audited. */
export async function deleteComment(
  db: Database,
  viewer: Viewer,
  documentId: string,
  commentId: string,
  requestId: string | null,
) {
  const reader = memberOf(viewer);
  await documentRow(db, reader, documentId);
  const [row] = await db
    .select()
    .from(studyDocumentComments)
    .where(and(eq(studyDocumentComments.id, commentId), eq(studyDocumentComments.documentId, documentId)));
  if (!row) throw notFound("Comment");
  if (row.authorId !== viewer.user.id) throw forbidden();
  await db.transaction(async (tx) => {
    await tx.delete(studyDocumentComments).where(eq(studyDocumentComments.id, row.id));
    await recordAuditEvent(tx, {
      actor: actorOfViewer(viewer),
      action: "delete_comment",
      subjectType: "study_document",
      subjectId: documentId,
      organisationId: reader.organisationId,
      before: { commentId: row.id, format: row.format, body: row.body, authorName: row.authorName },
      requestId,
    });
  });
}
