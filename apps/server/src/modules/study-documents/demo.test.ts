import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { organisations, studyDocumentComments, studyDocuments, uploads } from "../../db/schema/index.ts";
import { DEMO_ORGANISATIONS, demoEmail } from "../../lib/demo-accounts.ts";
import { createOrganisation, createUser } from "../../test/factories.ts";
import { createTestDatabase } from "../../test/harness.ts";
import { seedStudyDocumentsDemo, writeStudyDocumentsDemoFiles } from "./demo.ts";

let database: DatabaseHandle;
let folder: string;
beforeAll(async () => {
  database = await createTestDatabase();
  // Only the accounts the seeder looks up (the whole demo seed is slow): each organisation's primary user and member.
  for (const login of ["graduate", "research"] as const) {
    const demo = DEMO_ORGANISATIONS.find((o) => o.login === login)!;
    const { id } = await createOrganisation(database.db, { tier: demo.tier, name: demo.organisation });
    await createUser(database.db, {
      role: demo.tier,
      organisationId: id,
      isPrimary: true,
      email: demoEmail(login),
    });
    await createUser(database.db, {
      role: demo.tier,
      organisationId: id,
      email: demoEmail(`${login}-member`),
    });
  }
  await seedStudyDocumentsDemo(database.db, Date.now());
  // Idempotent: a second run adds nothing.
  await seedStudyDocumentsDemo(database.db, Date.now());
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
