import { z } from "zod";
import { pagedSchema, pageQuerySchema } from "../catalog/schemas.ts";
import { text } from "../text.ts";

/** Study documents with comments (section 7; issue 27): an organisation's theses, reports and posters. */

export const STUDY_DOCUMENT_KINDS = ["thesis", "report", "poster"] as const;
export const studyDocumentKindSchema = z.enum(STUDY_DOCUMENT_KINDS);
export type StudyDocumentKind = z.infer<typeof studyDocumentKindSchema>;

export const STUDY_DOCUMENT_TITLE_MAX = 200;
export const STUDY_DOCUMENT_ABSTRACT_MAX = 4000;
/** A comment's longest body, in characters (after sanitising for rich text). */
export const STUDY_DOCUMENT_COMMENT_MAX = 4000;

/** The text fields of an upload (multipart fields beside the PDF part named `file`). */
export const studyDocumentFieldsSchema = z.object({
  title: text()
    .trim()
    .min(1, "Give the document a title")
    .max(STUDY_DOCUMENT_TITLE_MAX, `At most ${STUDY_DOCUMENT_TITLE_MAX} characters`),
  kind: studyDocumentKindSchema,
  abstract: text()
    .trim()
    .max(STUDY_DOCUMENT_ABSTRACT_MAX, `At most ${STUDY_DOCUMENT_ABSTRACT_MAX} characters`)
    .default(""),
});
export type StudyDocumentFields = z.input<typeof studyDocumentFieldsSchema>;

export const studyDocumentsQuerySchema = pageQuerySchema.extend({
  /** Part of the title, the abstract or the author's name. */
  q: text().trim().max(200).optional(),
  kind: studyDocumentKindSchema.optional(),
});
export type StudyDocumentsQuery = z.infer<typeof studyDocumentsQuerySchema>;

export const studyDocumentParamsSchema = z.object({ id: text().trim().min(1).max(100) });
export const studyDocumentCommentParamsSchema = studyDocumentParamsSchema.extend({
  commentId: text().trim().min(1).max(100),
});
export const adminSubscriptionStudyDocumentParamsSchema = z.object({
  id: text().trim().min(1).max(100),
  documentId: text().trim().min(1).max(100),
});

const personSchema = z.object({ id: z.string().nullable(), name: z.string() });

export const studyDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: studyDocumentKindSchema,
  abstract: z.string(),
  /** Who uploaded it; id null once that user is gone. */
  author: personSchema,
  fileName: z.string(),
  sizeBytes: z.number().int(),
  commentCount: z.number().int(),
  createdAt: z.string(),
  /** Whether the viewer may delete it: its uploader or the organisation's primary user. */
  canDelete: z.boolean(),
});
export type StudyDocument = z.infer<typeof studyDocumentSchema>;

export const studyDocumentListSchema = pagedSchema(studyDocumentSchema);
export type StudyDocumentList = z.infer<typeof studyDocumentListSchema>;

/** `plain`: text shown as typed; `rich`: HTML sanitised on the server with the rich-text allow-list. */
export const COMMENT_FORMATS = ["plain", "rich"] as const;
export const commentFormatSchema = z.enum(COMMENT_FORMATS);

export const createStudyDocumentCommentBodySchema = z.object({
  body: text()
    .trim()
    .min(1, "Write a comment")
    .max(STUDY_DOCUMENT_COMMENT_MAX, `At most ${STUDY_DOCUMENT_COMMENT_MAX} characters`),
  format: commentFormatSchema.default("plain"),
});
export type CreateStudyDocumentCommentBody = z.input<typeof createStudyDocumentCommentBodySchema>;

export const studyDocumentCommentSchema = z.object({
  id: z.string(),
  body: z.string(),
  format: commentFormatSchema,
  author: personSchema,
  createdAt: z.string(),
  /** Whether the viewer wrote it (and so may delete it). */
  canDelete: z.boolean(),
});
export type StudyDocumentComment = z.infer<typeof studyDocumentCommentSchema>;

export const studyDocumentCommentListSchema = z.object({ result: z.array(studyDocumentCommentSchema) });
export type StudyDocumentCommentList = z.infer<typeof studyDocumentCommentListSchema>;

/** The most comments one thread shows (oldest first). */
export const STUDY_DOCUMENT_COMMENTS_MAX = 500;
