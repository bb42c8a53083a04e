import { randomUUID } from "node:crypto";
import type { DownloadPackageOrigin } from "@strata/core";
import type { Database } from "../../db/client.ts";
import { downloadItems, downloadPackages } from "../../db/schema/index.ts";
import { applyTransitionIn, systemActor, type Tx } from "../../lib/workflow.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import { spendCredits } from "../credits/index.ts";
import { PREPARE_PACKAGE_JOB, type PreparePayload, packageReference } from "./lifecycle.ts";
import { downloadPackageStore } from "./package-workflow.ts";

/** One item of an issued package: a catalogue record, or a delivery (`DELIVERY_ITEM_TYPE`, the request's id). */
export interface IssuedItem {
  sdcType: string;
  recordId: string;
  title: string;
  /** What this item costs; the package spends the sum, and cancelling the item refunds its own. */
  credits: number;
}

export interface IssuePackageInput {
  organisationId: string;
  userId: string;
  name: string;
  origin: Exclude<DownloadPackageOrigin, "records">;
  originId: string;
  items: readonly IssuedItem[];
  /** Who the audit trail names as the server's reason, e.g. "Data delivery by Aida (data)". */
  issuedBy: string;
  /** A pre-pack's ZIP in storage, served as it is. */
  prebuiltPath?: string | null;
  requestId?: string | null;
}

/**
 * Makes a package for a user and confirms it at once, in the caller's transaction: the items are
 * inserted with their credits, the sum is spent from the organisation's ledger (a 409 when the
 * balance or quota is short), and preparation is queued. It then lives like any package: progress,
 * download, cancel with refunds, expiry. The job runner wakes once the transaction commits.
 */
export async function issuePackage(
  tx: Tx,
  deps: { jobs: JobRunner },
  input: IssuePackageInput,
): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await tx.insert(downloadPackages).values({
    id,
    organisationId: input.organisationId,
    userId: input.userId,
    name: input.name,
    status: "draft",
    origin: input.origin,
    originId: input.originId,
    prebuiltPath: input.prebuiltPath ?? null,
    createdAt: now,
    updatedAt: now,
  });
  if (input.items.length > 0) {
    await tx.insert(downloadItems).values(
      input.items.map((item, index) => ({
        id: randomUUID(),
        packageId: id,
        sdcType: item.sdcType,
        recordId: item.recordId,
        title: item.title,
        credits: item.credits,
        // Keeps the given order (items are listed by creation time).
        createdAt: new Date(now.getTime() + index),
      })),
    );
  }
  const total = input.items.reduce((sum, item) => sum + item.credits, 0);
  if (total > 0) {
    await spendCredits(tx, {
      organisationId: input.organisationId,
      credits: total,
      reference: packageReference(id),
      actorUserId: input.userId,
    });
  }
  await applyTransitionIn(tx, {
    store: downloadPackageStore,
    id,
    action: "issue",
    actor: systemActor(input.issuedBy, input.requestId ?? null),
    from: "draft",
    guards: { hasRecords: input.items.length > 0 },
    set: { confirmedAt: now, creditsSpent: total, progress: null, error: null },
    audit: { credits: total, items: input.items.length, origin: input.origin, originId: input.originId },
    sideEffects: async (tx) => {
      await deps.jobs.enqueue(PREPARE_PACKAGE_JOB, { packageId: id } satisfies PreparePayload, {
        createdBy: input.userId,
        db: tx as unknown as Database,
      });
    },
  });
  return id;
}
