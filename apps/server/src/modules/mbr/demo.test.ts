import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { mbrDocuments, mbrPackages, mbrRounds } from "../../db/schema/index.ts";
import { createDemoDatabase } from "../../test/demo-database.ts";
import { tinyPdf } from "./pdf.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createDemoDatabase();
}, 300_000);
afterAll(() => database?.close());

describe("the MBR demo", () => {
  it("publishes the open round with key dates, two documents and a package of bid-flagged records", async () => {
    const rounds = await database.db.select().from(mbrRounds).where(eq(mbrRounds.published, true));
    expect(rounds).toHaveLength(1);
    expect(rounds[0].keyDates.map((d) => d.label)).toEqual([
      "Register interest",
      "Data review",
      "Expression of interest",
      "Bid submission",
      "Award",
    ]);
    const documents = await database.db
      .select()
      .from(mbrDocuments)
      .where(eq(mbrDocuments.bidRoundId, rounds[0].bidRoundId));
    expect(documents.map((d) => d.kind).sort()).toEqual(["brochure", "guidelines"]);
    const packages = await database.db
      .select()
      .from(mbrPackages)
      .where(eq(mbrPackages.bidRoundId, rounds[0].bidRoundId));
    expect(packages).toHaveLength(1);
    expect(packages[0].published).toBe(true);
    expect(packages[0].records.length).toBeGreaterThan(0);
  });

  it("generates valid PDFs: header, cross-reference at the offset startxref names, EOF", () => {
    const pdf = tinyPdf(["Title (with parens)", "A line"]).toString("latin1");
    expect(pdf.startsWith("%PDF-1.4")).toBe(true);
    const startxref = Number(pdf.match(/startxref\n(\d+)/)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe("xref");
    const offset = Number(pdf.match(/0000000000 65535 f \n(\d{10})/)?.[1]);
    expect(pdf.slice(offset, offset + 7)).toBe("1 0 obj");
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
  });
});
