import { createHash } from "node:crypto";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  organisations,
  technicalStudies,
  technicalStudyMilestones,
  technicalStudyReports,
  technicalStudyReportVersions,
  uploads,
  users,
} from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { CatalogGenerator, DEMO_COUNTS } from "../../lib/demo-catalog/generate.ts";
import { STUDY_DOCUMENT, STUDY_REPORT_FILE } from "./service.ts";

/** A minimal valid one-page PDF showing `lines` (for demo files and tests). */
export function tinyPdf(lines: string[]): Buffer {
  const pdfString = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 12 Tf 72 760 Td 16 TL ${lines.map((l) => `(${pdfString(l)}) '`).join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** The demo workspace: fixed ids, so its files (written with the other demo files) find their rows. */
export const DEMO_STUDY_ID = "7c1e5a90-3b2d-4f86-9e41-5d0a8b2c6f17";
const DAY = 86_400_000;

const DEMO_FILES = [
  {
    id: "7c1e5a90-0001-4f86-9e41-5d0a8b2c6f17",
    attachableType: STUDY_DOCUMENT,
    fileName: "Study agreement - Penyu open acreage.pdf",
    bySide: "staff",
    lines: ["Technical study agreement", "Penyu Basin open acreage", "Demo document"],
  },
  {
    id: "7c1e5a90-0002-4f86-9e41-5d0a8b2c6f17",
    attachableType: STUDY_DOCUMENT,
    fileName: "Work programme.pdf",
    bySide: "organisation",
    lines: ["Work programme", "Seismic reinterpretation and play fairway mapping"],
  },
  {
    id: "7c1e5a90-0003-4f86-9e41-5d0a8b2c6f17",
    attachableType: STUDY_REPORT_FILE,
    fileName: "Penyu study report v1.pdf",
    bySide: "organisation",
    lines: ["Penyu Basin technical study", "Final report - version 1", "Prospect inventory and risking"],
  },
] as const;

const keyOf = (id: string) => `uploads/${id}`;

/** Writes the demo workspace's PDFs into the storage folder (skips those already there). */
export async function writeTechnicalStudyDemoFiles(storageDir: string): Promise<void> {
  for (const file of DEMO_FILES) {
    const target = path.join(storageDir, ...keyOf(file.id).split("/"));
    if (await stat(target).catch(() => null)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, tinyPdf([...file.lines]));
  }
}

/** The blocks of the demo study area: the first three of the Penyu Basin in the demo catalogue. */
export function demoStudyBlocks(): string[] {
  const blocks = new CatalogGenerator(DEMO_COUNTS).blocks;
  const penyu = blocks.filter((b) => b.basin === "Penyu Basin");
  return (penyu.length >= 3 ? penyu : blocks).slice(0, 3).map((b) => b.name);
}

/**
 * The MPM-study demo organisation's workspace in progress: three blocks, four milestones (two done),
 * a document from each side and report version 1 submitted, so data staff have one to review.
 */
export async function seedTechnicalStudyDemo(db: Database, now = Date.now()): Promise<void> {
  const [member] = await db
    .select({ id: users.id, organisationId: users.organisationId })
    .from(users)
    .where(eq(users.email, demoEmail("mpm-study")));
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail("data-admin")));
  if (!member?.organisationId) return;
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, member.organisationId));
  if (!org) return;
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    await tx.insert(technicalStudies).values({
      id: DEMO_STUDY_ID,
      organisationId: org.id,
      name: "Penyu Basin open acreage study",
      description:
        "Technical study agreement on open acreage ahead of the next bid round: reinterpret the legacy seismic and wells of the study blocks and rank the leads.",
      blocks: demoStudyBlocks(),
      createdBy: staff?.id ?? null,
      createdAt: new Date(now - 90 * DAY),
      updatedAt: new Date(now - 2 * DAY),
    });
    await tx.insert(technicalStudyMilestones).values(
      [
        { title: "Data package delivered", dueDate: day(-80), done: true },
        { title: "Seismic interpretation complete", dueDate: day(-30), done: true },
        { title: "Draft report submitted", dueDate: day(-2), done: false },
        { title: "Final report accepted", dueDate: day(30), done: false },
      ].map((m, i) => ({
        id: `${DEMO_STUDY_ID.slice(0, 8)}-m00${i}-4f86-9e41-5d0a8b2c6f17`,
        studyId: DEMO_STUDY_ID,
        ...m,
      })),
    );
    await tx.insert(uploads).values(
      DEMO_FILES.map((file, i) => {
        const bytes = tinyPdf([...file.lines]);
        return {
          id: file.id,
          attachableType: file.attachableType,
          attachableId: DEMO_STUDY_ID,
          organisationId: file.bySide === "staff" ? null : org.id,
          uploadedBy: file.bySide === "staff" ? (staff?.id ?? null) : member.id,
          fileName: file.fileName,
          contentType: "application/pdf",
          sizeBytes: bytes.length,
          sha256: createHash("sha256").update(bytes).digest("hex"),
          storageKey: keyOf(file.id),
          createdAt: new Date(now - (60 - i * 28) * DAY),
        };
      }),
    );
    await tx.insert(technicalStudyReports).values({
      id: DEMO_STUDY_ID,
      organisationId: org.id,
      status: "submitted",
      latestVersion: 1,
      submittedVersion: 1,
      updatedAt: new Date(now - 2 * DAY),
    });
    await tx.insert(technicalStudyReportVersions).values({
      reportId: DEMO_STUDY_ID,
      version: 1,
      uploadId: DEMO_FILES[2].id,
      createdAt: new Date(now - 4 * DAY),
    });
  });
}
