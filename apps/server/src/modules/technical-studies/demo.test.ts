import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import {
  catalogBlocks,
  technicalStudies,
  technicalStudyMilestones,
  technicalStudyReports,
  technicalStudyReportVersions,
  uploads,
  users,
} from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { createDemoDatabase } from "../../test/demo-database.ts";
import { DEMO_STUDY_ID, writeTechnicalStudyDemoFiles } from "./demo.ts";

let database: DatabaseHandle;
let dir: string;
beforeAll(async () => {
  database = await createDemoDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), "strata-ts-demo-"));
  await writeTechnicalStudyDemoFiles(dir);
});
afterAll(async () => {
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("the technical study demo", () => {
  it("gives the MPM-study organisation a workspace in progress with report version 1 submitted", async () => {
    const { db } = database;
    const [member] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("mpm-study")));
    const [study] = await db.select().from(technicalStudies).where(eq(technicalStudies.id, DEMO_STUDY_ID));
    expect(study.organisationId).toBe(member.organisationId);
    expect(study.blocks.length).toBeGreaterThanOrEqual(2);
    const blocks = await db.select().from(catalogBlocks).where(inArray(catalogBlocks.name, study.blocks));
    expect(blocks.length).toBe(study.blocks.length);
    const milestones = await db
      .select()
      .from(technicalStudyMilestones)
      .where(eq(technicalStudyMilestones.studyId, DEMO_STUDY_ID));
    expect(milestones.filter((m) => m.done).length).toBeGreaterThan(0);
    expect(milestones.filter((m) => !m.done).length).toBeGreaterThan(0);
    const [report] = await db
      .select()
      .from(technicalStudyReports)
      .where(eq(technicalStudyReports.id, DEMO_STUDY_ID));
    expect(report).toMatchObject({ status: "submitted", latestVersion: 1, submittedVersion: 1 });
    const versions = await db
      .select()
      .from(technicalStudyReportVersions)
      .where(eq(technicalStudyReportVersions.reportId, DEMO_STUDY_ID));
    expect(versions.map((v) => v.version)).toEqual([1]);
  });

  it("writes every demo file with the size and SHA-256 its row records, as a PDF", async () => {
    const rows = await database.db.select().from(uploads).where(eq(uploads.attachableId, DEMO_STUDY_ID));
    expect(rows.length).toBe(3);
    for (const row of rows) {
      const bytes = await readFile(path.join(dir, ...row.storageKey.split("/")));
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(bytes.length).toBe(row.sizeBytes);
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(row.sha256);
    }
  });
});
