import { createHash, randomUUID } from "node:crypto";
import { canActAsBuyer, REGISTRATION_TOKEN_HEADER, type Upload } from "@strata/core";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import { applications, invoices, news, uploads } from "../../db/schema/index.ts";
import { conflict, forbidden, notFound, unauthenticated, unsupportedMediaType } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/viewer.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import { assertNotSubmitted, draftOfRequest, type RegistrationRow, toUpload } from "../registration/index.ts";
import type { ReceivedFile } from "./multipart.ts";

/** A registration carries at most this many documents; an application too. */
export const MAX_DOCUMENTS = 10;

/** While the applicant may still add or remove documents: before a decision, or answering a clarification. */
const EDITABLE_STATUSES = [
  "new",
  "resubmission",
  "pending_verification",
  "pending_verification_clarification",
  "pending_loa_clarification",
  "pending_finance_clarification",
];

/** Who may attach an image to a news item: staff who both see and manage News (section 6). */
const editsNews = (viewer: Viewer) =>
  viewer.ability.can("view", "News") && viewer.ability.can("manage", "News");

/** Who is uploading: a registration draft (its token) or a signed-in primary user. */
export type Uploader = { kind: "draft"; draft: RegistrationRow } | { kind: "user"; viewer: Viewer };

/**
 * Resolved before the body is read: a draft's token header wins; otherwise the session. Nobody
 * else gets as far as sending bytes.
 */
export async function uploaderOf(
  db: Database,
  request: FastifyRequest,
  secret: string,
  anonymous: () => Error = unauthenticated,
): Promise<Uploader> {
  if (request.headers[REGISTRATION_TOKEN_HEADER] !== undefined) {
    return { kind: "draft", draft: await draftOfRequest(db, request, secret) };
  }
  const viewer = await request.viewer();
  if (!viewer) throw anonymous();
  // Staff who write news upload its image.
  if (editsNews(viewer)) return { kind: "user", viewer };
  // Section 6 gives no customer a right on applications; the primary user acts for the organisation.
  if (!viewer.user.isPrimary || !viewer.user.organisation) throw forbidden();
  return { kind: "user", viewer };
}

const tooMany = () =>
  conflict(`At most ${MAX_DOCUMENTS} documents; remove one first.`, { limit: MAX_DOCUMENTS });

async function countAttached(db: Database, attachableType: string, attachableId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(uploads)
    .where(and(eq(uploads.attachableType, attachableType), eq(uploads.attachableId, attachableId)));
  return row.n;
}

/** The application of the uploader's organisation, scoped in the query (another's is a 404). */
async function ownApplication(db: Database, viewer: Viewer, id: string) {
  const [row] = await db
    .select({ id: applications.id, status: applications.status, organisationId: applications.organisationId })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.organisationId, viewer.user.organisation?.id ?? "")));
  if (!row) throw notFound("Application");
  if (!EDITABLE_STATUSES.includes(row.status)) {
    throw conflict(`Documents cannot change while the status is ${row.status}.`, {
      status: row.status,
    });
  }
  return row;
}

/**
 * A bank transfer's proof attaches to the invoice it pays, of the uploader's organisation (scoped in
 * the query), while the invoice waits for a payment or its payment waits for finance.
 */
async function ownPayableInvoice(db: Database, viewer: Viewer, id: string) {
  // The organisation's primary user pays its invoices, whatever the tier (core billing/buyer.ts).
  if (!canActAsBuyer(viewer.ability, viewer.user.isPrimary)) throw forbidden();
  const [row] = await db
    .select({ id: invoices.id, status: invoices.status, organisationId: invoices.organisationId })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.organisationId, viewer.user.organisation?.id ?? "")));
  if (!row) throw notFound("Invoice");
  if (row.status !== "issued" && row.status !== "payment_pending") {
    throw conflict(`A proof of payment cannot be added while the invoice is ${row.status}.`, {
      status: row.status,
    });
  }
  return row;
}

type AttachableType = "registration" | "application" | "invoice" | "news";

/** Where the upload goes and whose it is, or the error that says why it may not. */
async function targetOf(
  db: Database,
  uploader: Uploader,
  target: { attachableType: AttachableType; attachableId: string },
) {
  if (target.attachableType === "registration") {
    if (uploader.kind !== "draft" || uploader.draft.id !== target.attachableId)
      throw notFound("Registration");
    assertNotSubmitted(uploader.draft);
    return { organisationId: null, uploadedBy: null };
  }
  if (target.attachableType === "news") {
    if (uploader.kind !== "user") throw notFound("News item");
    if (!editsNews(uploader.viewer)) throw forbidden();
    const [item] = await db.select({ id: news.id }).from(news).where(eq(news.id, target.attachableId));
    if (!item) throw notFound("News item");
    return { organisationId: null, uploadedBy: uploader.viewer.user.id };
  }
  if (target.attachableType === "invoice") {
    if (uploader.kind !== "user") throw notFound("Invoice");
    const invoice = await ownPayableInvoice(db, uploader.viewer, target.attachableId);
    return { organisationId: invoice.organisationId, uploadedBy: uploader.viewer.user.id };
  }
  if (uploader.kind !== "user") throw notFound("Application");
  const application = await ownApplication(db, uploader.viewer, target.attachableId);
  return { organisationId: application.organisationId, uploadedBy: uploader.viewer.user.id };
}

/** Stores the file (with its SHA-256) and records it as attached to its draft or application. */
export async function createUpload(
  deps: { db: Database; storage: ObjectStorage },
  uploader: Uploader,
  target: { attachableType: AttachableType; attachableId: string },
  file: ReceivedFile,
): Promise<Upload> {
  const { db, storage } = deps;
  const owner = await targetOf(db, uploader, target);
  if (target.attachableType === "news" && file.contentType === "application/pdf") {
    throw unsupportedMediaType("A news image must be a PNG or JPEG file.", {
      contentType: file.contentType,
    });
  }
  // A news item has one image: a new upload replaces the old.
  const replaced =
    target.attachableType === "news"
      ? await db
          .delete(uploads)
          .where(and(eq(uploads.attachableType, "news"), eq(uploads.attachableId, target.attachableId)))
          .returning({ storageKey: uploads.storageKey })
      : [];
  for (const old of replaced) await storage.delete(old.storageKey);
  if ((await countAttached(db, target.attachableType, target.attachableId)) >= MAX_DOCUMENTS) throw tooMany();
  const id = randomUUID();
  const storageKey = `uploads/${id}`;
  await storage.write(storageKey, file.data);
  try {
    const [row] = await db
      .insert(uploads)
      .values({
        id,
        ...target,
        ...owner,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.data.length,
        sha256: createHash("sha256").update(file.data).digest("hex"),
        storageKey,
      })
      .returning();
    return toUpload(row);
  } catch (err) {
    await storage.delete(storageKey);
    throw err;
  }
}

/** Removes an upload its owner made: the draft's own, or one the signed-in user attached. Others' are 404. */
export async function deleteUpload(
  deps: { db: Database; storage: ObjectStorage },
  uploader: Uploader,
  id: string,
) {
  const { db, storage } = deps;
  const scope =
    uploader.kind === "draft"
      ? and(eq(uploads.attachableType, "registration"), eq(uploads.attachableId, uploader.draft.id))
      : editsNews(uploader.viewer)
        ? eq(uploads.attachableType, "news")
        : and(
            eq(uploads.organisationId, uploader.viewer.user.organisation?.id ?? ""),
            eq(uploads.uploadedBy, uploader.viewer.user.id),
          );
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), scope));
  if (!row) throw notFound("Upload");
  if (uploader.kind === "draft") assertNotSubmitted(uploader.draft);
  else if (row.attachableType === "application") await ownApplication(db, uploader.viewer, row.attachableId);
  await db.delete(uploads).where(eq(uploads.id, row.id));
  await storage.delete(row.storageKey);
}
