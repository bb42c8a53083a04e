import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { organisations, studyDocumentComments, studyDocuments, uploads } from "../../db/schema/index.ts";
import { seedDemoData } from "../../seed/demo.ts";
import { createTestDatabase } from "../../test/harness.ts";
import { writeStudyDocumentsDemoFiles } from "./demo.ts";

let database: DatabaseHandle;
let folder: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  folder = await mkdtemp(path.join(os.tmpdir(), "strata-study-documents-"));
  await writeStudyDocumentsDemoFiles(folder);
});
afterAll(async () => {
  await database?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("the study documents demo", () => {
  it("gives the graduate and the research organisation documents with comment threads and their PDFs", async () => {
    const db = database.db;
    const rows = await db
      .select({
        organisation: organisations.name,
        id: studyDocuments.id,
        storageKey: uploads.storageKey,
        sha256: uploads.sha256,
      })
      .from(studyDocuments)
      .innerJoin(organisations, eq(organisations.id, studyDocuments.organisationId))
      .innerJoin(uploads, eq(uploads.id, studyDocuments.uploadId));
    const perOrganisation = new Map<string, typeof rows>();
    for (const row of rows)
      perOrganisation.set(row.organisation, [...(perOrganisation.get(row.organisation) ?? []), row]);
    expect([...perOrganisation.keys()].sort()).toEqual([
      "Institute of Marine Geophysics",
      "Universiti Teknologi Geoscience Graduate School",
    ]);
    for (const docs of perOrganisation.values()) expect(docs.length).toBeGreaterThanOrEqual(3);
    const comments = await db.select().from(studyDocumentComments);
    expect(new Set(comments.map((c) => c.authorName)).size).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      const pdf = await readFile(path.join(folder, ...row.storageKey.split("/")));
      expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
      expect(createHash("sha256").update(pdf).digest("hex")).toBe(row.sha256);
    }
  });
});
