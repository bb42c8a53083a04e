import { createHash, randomUUID } from "node:crypto";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { crc32 } from "node:zlib";
import {
  type DataRequestStatus,
  DEFAULT_PACKAGE_TTL_DAYS,
  DELIVERY_ITEM_TYPE,
  type SelectionGeometry,
} from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  auditEvents,
  dataRequestFiles,
  dataRequests,
  downloadItems,
  downloadPackages,
  fileChecksums,
  type PackageFile,
  type RecordRef,
  users,
} from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import type { Tx } from "../../lib/workflow.ts";
import { archiveEtag, packageArchive } from "../downloads/index.ts";
import { deliveryFolder } from "./delivery.ts";

const DAY = 86_400_000;
/** The delivered demo request: fixed, so its files (written with the other demo files) find it. */
export const DEMO_DELIVERED_REQUEST_ID = "0b5e7d2a-6c1f-4e39-9a57-3f1d2c4b8e01";

/** The delivered demo request's files: a small gravity table and a note, the same bytes every time. */
function deliveredFiles(): { name: string; bytes: Buffer }[] {
  const rows = Array.from({ length: 40 }, (_, i) => {
    const lat = (4.3 + i * 0.01).toFixed(4);
    const lon = (101.05 + i * 0.007).toFixed(4);
    const bouguer = (-12.4 + Math.sin(i / 4) * 6).toFixed(2);
    return `KV-${String(i + 1).padStart(3, "0")},${lat},${lon},${bouguer}`;
  });
  return [
    {
      name: "kinta-valley-gravity.csv",
      bytes: Buffer.from(`station,lat,lon,bouguer_mgal\n${rows.join("\n")}\n`),
    },
    {
      name: "README.txt",
      bytes: Buffer.from(
        "Kinta Valley outcrop gravity readings (demo delivery).\nBouguer anomaly in mGal, WGS 84 coordinates.\n",
      ),
    },
  ];
}

const keyOf = (name: string) => `${deliveryFolder(DEMO_DELIVERED_REQUEST_ID)}/${name}`;

/** Writes the delivered demo request's files into the storage folder (skips those already there). */
export async function writeDataRequestDemoFiles(storageDir: string): Promise<void> {
  for (const file of deliveredFiles()) {
    const target = path.join(storageDir, ...keyOf(file.name).split("/"));
    if (await stat(target).catch(() => null)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.bytes);
  }
}

interface DemoPerson {
  id: string;
  name: string;
  role: string;
  organisationId: string | null;
}

async function person(db: Database, login: string): Promise<DemoPerson | null> {
  const [user] = await db
    .select({ id: users.id, name: users.name, role: users.role, organisationId: users.organisationId })
    .from(users)
    .where(eq(users.email, demoEmail(login)));
  return user ?? null;
}

type Step = { action: string; by: DemoPerson; after: Record<string, unknown>; at: Date };

/** One demo request in its final status, with the history that led there. */
async function demoRequest(
  tx: Tx,
  input: {
    id?: string;
    customer: DemoPerson;
    title: string;
    purpose: string;
    records?: RecordRef[];
    area?: SelectionGeometry;
    status: DataRequestStatus;
    assignee?: DemoPerson | null;
    staffNote?: string | null;
    at: Date;
    steps: Omit<Step, "at">[];
  },
) {
  const id = input.id ?? randomUUID();
  const organisationId = input.customer.organisationId as string;
  const steps: Step[] = [
    { action: "create", by: input.customer, after: { status: "submitted", title: input.title } },
    ...input.steps,
  ].map((s, i) => ({ ...s, at: new Date(input.at.getTime() + i * 3 * 3600_000) }));
  const last = steps[steps.length - 1].at;
  await tx.insert(dataRequests).values({
    id,
    organisationId,
    userId: input.customer.id,
    title: input.title,
    purpose: input.purpose,
    records: input.records ?? [],
    area: input.area ?? null,
    status: input.status,
    assignedTo: input.assignee?.id ?? null,
    staffNote: input.staffNote ?? null,
    createdAt: input.at,
    updatedAt: last,
    deliveredAt: input.status === "delivered" ? last : null,
  });
  await tx.insert(auditEvents).values(
    steps.map((s) => ({
      id: randomUUID(),
      actorUserId: s.by.id,
      actorRole: s.by.role,
      actorName: s.by.name,
      action: s.action,
      subjectType: "data_request",
      subjectId: id,
      organisationId,
      after: s.after,
      createdAt: s.at,
    })),
  );
  return { id, deliveredAt: last };
}

/** The delivered request's package, ready to download (as preparation leaves one), no credits spent. */
async function deliveredPackage(tx: Tx, customer: DemoPerson, requestId: string, title: string, at: Date) {
  const files: PackageFile[] = deliveredFiles().map((f) => ({
    path: keyOf(f.name),
    sizeBytes: f.bytes.length,
    sha256: createHash("sha256").update(f.bytes).digest("hex"),
    crc32: crc32(f.bytes),
  }));
  const id = randomUUID();
  const readyAt = new Date(at.getTime() + 60_000);
  await tx.insert(fileChecksums).values(files).onConflictDoNothing();
  await tx.insert(downloadPackages).values({
    id,
    organisationId: customer.organisationId as string,
    userId: customer.id,
    name: `Data request: ${title}`,
    status: "ready",
    origin: "data_request",
    originId: requestId,
    pricedFor: customer.role,
    confirmedAt: at,
    readyAt,
    expiresAt: new Date(readyAt.getTime() + DEFAULT_PACKAGE_TTL_DAYS * DAY),
    zipSizeBytes: packageArchive(files, readyAt).size,
    etag: archiveEtag(id, files, readyAt),
    createdAt: at,
  });
  await tx.insert(downloadItems).values({
    id: randomUUID(),
    packageId: id,
    sdcType: DELIVERY_ITEM_TYPE,
    recordId: requestId,
    title,
    status: "ready",
    fileCount: files.length,
    sizeBytes: files.reduce((s, f) => s + f.sizeBytes, 0),
    credits: 0,
    files,
    createdAt: at,
  });
  return { id, files };
}

/**
 * Demo data requests in every status: the academic organisation's delivered one (its package ready
 * to download from the download manager, its files written by `writeDataRequestDemoFiles`) and a
 * declined one; the standard organisation's submitted and assigned ones; the premium organisation's
 * cancelled one. Skips itself once loaded.
 */
export async function seedDataRequestDemo(db: Database, now = Date.now()) {
  const [existing] = await db.select({ id: dataRequests.id }).from(dataRequests).limit(1);
  if (existing) return;
  const [academic, standard, premium, ravi] = await Promise.all(
    ["academic", "standard", "premium", "data-admin"].map((login) => person(db, login)),
  );
  if (!academic || !standard || !premium || !ravi) return;
  const assignTo = { assigneeName: ravi.name };
  await db.transaction(async (tx) => {
    const title = "Kinta Valley outcrop gravity readings";
    const delivered = await demoRequest(tx, {
      id: DEMO_DELIVERED_REQUEST_ID,
      customer: academic,
      title,
      purpose: "Teaching material for the third-year field geophysics course.",
      status: "delivered",
      assignee: ravi,
      staffNote: "The 2019 campaign's readings, Bouguer corrected.",
      at: new Date(now - 9 * DAY),
      steps: [
        { action: "assign", by: ravi, after: { status: "assigned", ...assignTo } },
        ...deliveredFiles().map((f) => ({
          action: "upload_file",
          by: ravi,
          after: { name: f.name, sizeBytes: f.bytes.length },
        })),
        {
          action: "deliver",
          by: ravi,
          after: { status: "delivered", staffNote: "The 2019 campaign's readings, Bouguer corrected." },
        },
      ],
    });
    for (const f of deliveredFiles()) {
      await tx.insert(dataRequestFiles).values({
        id: randomUUID(),
        requestId: delivered.id,
        path: keyOf(f.name),
        name: f.name,
        sizeBytes: f.bytes.length,
        uploadedBy: ravi.id,
        createdAt: delivered.deliveredAt,
      });
    }
    const pkg = await deliveredPackage(tx, academic, delivered.id, title, delivered.deliveredAt);
    await tx.update(dataRequests).set({ packageId: pkg.id }).where(eq(dataRequests.id, delivered.id));

    const reason = "These 1970s scans are held by the operator and are not ours to release.";
    await demoRequest(tx, {
      customer: academic,
      title: "Legacy paper logs of the Kinta tin mines",
      purpose: "A history-of-geology seminar.",
      status: "declined",
      staffNote: reason,
      at: new Date(now - 20 * DAY),
      steps: [{ action: "decline", by: ravi, after: { status: "declined", staffNote: reason } }],
    });
    await demoRequest(tx, {
      customer: standard,
      title: "Deepwater Sabah checkshot surveys",
      purpose: "Velocity model for a depth conversion of the block's 3D volume.",
      records: [{ type: "Well_Log", id: "WLF-0000003" }],
      // Drawn on the map: the deepwater blocks north-west of Kota Kinabalu.
      area: {
        type: "Polygon",
        coordinates: [
          [
            [114.6, 5.9],
            [115.4, 5.6],
            [115.9, 6.4],
            [115.1, 7.0],
            [114.6, 5.9],
          ],
        ],
      },
      status: "submitted",
      at: new Date(now - 1 * DAY),
      steps: [],
    });
    await demoRequest(tx, {
      customer: standard,
      title: "Baram Delta core photographs",
      purpose: "Reservoir quality study of the Cycle V sands.",
      status: "assigned",
      assignee: ravi,
      at: new Date(now - 4 * DAY),
      steps: [{ action: "assign", by: ravi, after: { status: "assigned", ...assignTo } }],
    });
    await demoRequest(tx, {
      customer: premium,
      title: "Penyu Basin 1990s well reports",
      purpose: "Farm-in evaluation.",
      status: "cancelled",
      at: new Date(now - 12 * DAY),
      steps: [{ action: "cancel", by: premium, after: { status: "cancelled" } }],
    });
  });
}
