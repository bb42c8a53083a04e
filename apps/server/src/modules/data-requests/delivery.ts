import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import {
  DATA_DELIVERY_FILE_MAX_BYTES,
  type DataRequestDetail,
  type DataRequestFile,
  DELIVER_WITHOUT_FILES,
  DELIVERY_ITEM_TYPE,
  isStorableText,
} from "@strata/core";
import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { dataRequestFiles, dataRequests } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { conflict, invalidField, notFound, payloadTooLarge } from "../../lib/errors.ts";
import type { Outbox } from "../../lib/outbox.ts";
import { applyTransitionIn, statusConflict } from "../../lib/workflow.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import { issuePackage } from "../downloads/index.ts";
import { deliveredMessage } from "./mail.ts";
import { presentFile } from "./present.ts";
import { lockRequest, requestDetail, type StaffMember } from "./staff.ts";
import { dataRequestStore } from "./workflow.ts";

/** Statuses in which files may be added or removed: before the request ends. */
const OPEN = new Set(["submitted", "assigned"]);

/** The folder of a request's files in storage (and in the delivered ZIP). */
export const deliveryFolder = (requestId: string) => `Data Requests/${requestId}`;

/** A file name as given, without folders, control characters or unpaired surrogates. */
export function cleanFileName(given: string): string {
  const base = given.split(/[\\/]/).pop() ?? "";
  const name = Array.from(base)
    .filter((c) => c >= " " && c !== "\u007f" && isStorableText(c))
    .join("")
    .trim()
    .slice(0, 200);
  if (!name || name === "." || name === "..") {
    throw invalidField("body.file", "Give the file a name (the customer sees it in the ZIP)");
  }
  return name;
}

export const tooLargeForDelivery = () =>
  payloadTooLarge(`A delivered file may be at most ${DATA_DELIVERY_FILE_MAX_BYTES / 1024 ** 3} GB.`);

/** Refuses before the upload when the request no longer takes files (404 or 409). */
export async function assertTakesFiles(db: Pick<Database, "select">, requestId: string) {
  const [row] = await db
    .select({ status: dataRequests.status })
    .from(dataRequests)
    .where(eq(dataRequests.id, requestId));
  if (!row) throw notFound("Data request");
  if (!OPEN.has(row.status)) throw statusConflict(row.status, "upload");
}

/**
 * Stores one uploaded file under `Data Requests/{requestId}/{name}` (streamed, never held in memory)
 * and records it with its history entry. A name already uploaded is a 409 (remove it first): a
 * file is never overwritten, so what a delivered package checksummed stays what it serves.
 */
export async function storeDeliveryFile(
  deps: { db: Database; storage: ObjectStorage },
  staff: StaffMember,
  requestId: string,
  upload: { fileName: string; stream: Readable & { truncated?: boolean } },
): Promise<DataRequestFile> {
  const name = cleanFileName(upload.fileName);
  const path = `${deliveryFolder(requestId)}/${name}`;
  const [existing] = await deps.db
    .select({ id: dataRequestFiles.id })
    .from(dataRequestFiles)
    .where(and(eq(dataRequestFiles.requestId, requestId), eq(dataRequestFiles.path, path)));
  if (existing) {
    upload.stream.resume();
    throw conflict(
      `A file named ${name} is already uploaded for this request; remove it first to replace it.`,
    );
  }
  await deps.storage.write(path, upload.stream);
  if (upload.stream.truncated) {
    await deps.storage.delete(path);
    throw tooLargeForDelivery();
  }
  const stored = await deps.storage.stat(path);
  const sizeBytes = stored?.size ?? 0;
  let ended = false;
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await lockRequest(tx, requestId);
      if (!OPEN.has(row.status)) {
        ended = true;
        throw statusConflict(row.status, "upload");
      }
      const [file] = await tx
        .insert(dataRequestFiles)
        .values({ id: randomUUID(), requestId, path, name, sizeBytes, uploadedBy: staff.actor.userId })
        .onConflictDoNothing()
        .returning();
      if (!file) {
        throw conflict(`A file named ${name} was just uploaded for this request by someone else.`);
      }
      await recordAuditEvent(tx, {
        actor: staff.actor,
        action: "upload_file",
        subjectType: "data_request",
        subjectId: requestId,
        organisationId: row.organisationId,
        after: { name, sizeBytes },
        requestId: staff.actor.requestId,
      });
      return presentFile(file, staff.actor.name);
    });
  } catch (err) {
    // Only a file nobody recorded is ours to take back (the request ended meanwhile).
    if (ended) await deps.storage.delete(path);
    throw err;
  }
}

/** Removes a file uploaded by mistake, before the request is delivered. */
export async function removeDeliveryFile(
  deps: { db: Database; storage: ObjectStorage },
  staff: StaffMember,
  requestId: string,
  fileId: string,
): Promise<DataRequestDetail> {
  const path = await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, requestId);
    const [file] = await tx
      .select()
      .from(dataRequestFiles)
      .where(and(eq(dataRequestFiles.id, fileId), eq(dataRequestFiles.requestId, requestId)));
    if (!file) throw notFound("File");
    if (!OPEN.has(row.status)) throw statusConflict(row.status, "remove_file");
    await tx.delete(dataRequestFiles).where(eq(dataRequestFiles.id, file.id));
    await recordAuditEvent(tx, {
      actor: staff.actor,
      action: "remove_file",
      subjectType: "data_request",
      subjectId: requestId,
      organisationId: row.organisationId,
      before: { name: file.name, sizeBytes: file.sizeBytes },
      after: { name: file.name },
      requestId: staff.actor.requestId,
    });
    return file.path;
  });
  await deps.storage.delete(path);
  return requestDetail(deps.db, staff.reading, requestId);
}

/**
 * Delivers an assigned request: its uploaded files become one download package for the customer who
 * asked (origin data_request, one delivery item, no credits), queued for preparation, and the
 * customer is told by e-mail; all in one transaction under the request's row lock, so of two staff
 * delivering at once one wins and the other gets a 409.
 */
export async function deliverRequest(
  deps: { db: Database; jobs: JobRunner; outbox: Outbox },
  staff: StaffMember,
  requestId: string,
  note: string | undefined,
): Promise<DataRequestDetail> {
  await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, requestId);
    const [{ files }] = await tx
      .select({ files: count() })
      .from(dataRequestFiles)
      .where(eq(dataRequestFiles.requestId, requestId));
    if (row.status === "assigned" && files === 0) throw conflict(DELIVER_WITHOUT_FILES);
    await applyTransitionIn(tx, {
      store: dataRequestStore,
      id: requestId,
      action: "deliver",
      actor: staff.actor,
      from: row.status as "assigned",
      guards: { hasFiles: files > 0 },
      set: { deliveredAt: new Date(), staffNote: note || null },
      sideEffects: async (tx, { after }) => {
        const packageId = await issuePackage(tx, deps, {
          organisationId: after.organisationId,
          userId: after.userId,
          name: `Data request: ${after.title}`.slice(0, 120),
          origin: "data_request",
          originId: after.id,
          // Delivered data costs no credits (docs/decisions.md "Data requests").
          items: [{ sdcType: DELIVERY_ITEM_TYPE, recordId: after.id, title: after.title, credits: 0 }],
          issuedBy: `Data delivery by ${staff.actor.name}`,
          requestId: staff.actor.requestId,
        });
        await tx.update(dataRequests).set({ packageId }).where(eq(dataRequests.id, after.id));
        await deps.outbox.queue(tx, await deliveredMessage(tx, after, packageId, staff.linkOrigin));
      },
    });
  });
  return requestDetail(deps.db, staff.reading, requestId);
}
