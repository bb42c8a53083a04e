import { BLOCK_PREVIEWS_PER_KIND, CATALOG_REGISTRY, type CatalogType } from "@strata/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogBlocks } from "../../db/schema/index.ts";
import { insertJsonRows } from "../../lib/insert-json-rows.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import {
  insertFile,
  insertRecord,
  type SignedInUser,
  seedSmallCatalog,
  signedInUser,
} from "../catalogs/test/catalog-factory.ts";

let t: TestApp;
let mbr: SignedInUser;
let mbrAdmin: SignedInUser;
let standard: SignedInUser;

const ROUND = "Test Round 2027";
const BLOCK = "TEST-BLOCK-1";

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  await seedSmallCatalog(db);
  // A block of its own, offered in a round of its own, so the figures are exactly what is put in it.
  await insertJsonRows(db, catalogBlocks, [
    {
      name: BLOCK,
      region: "PM",
      basin: "Malay",
      status: "Open",
      operator: null,
      bidRound: ROUND,
      areaKm2: 1234.5,
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [104, 5],
            [104.5, 5],
            [104.5, 5.5],
            [104, 5.5],
            [104, 5],
          ],
        ],
      },
      bbox: "(104.5,5.5),(104,5)",
    },
  ]);
  const line = (length: number, year: number, stage: string, usi: string) =>
    insertRecord(db, "Seismic_2D", { block: BLOCK, length, year, processingStage: stage, usi });
  await line(12.25, 2001, "Field Data", "TEST-USI-1");
  await line(7.75, 2001, "Final Migration", "TEST-USI-2");
  await line(30, 2010, "Field Data", "TEST-USI-3");
  await insertRecord(db, "Seismic_3D", { block: BLOCK, areaKm2: 250, year: 2010, processingStage: "PSTM" });
  await insertRecord(db, "Well_Log", { block: BLOCK, wellboreName: "TEST WELL-1", year: 2005 });
  await insertRecord(db, "Well_Log", { block: BLOCK, wellboreName: "TEST WELL-1", year: 2005 });
  await insertRecord(db, "Well_Log", { block: BLOCK, wellboreName: "TEST WELL-2", year: 2010 });
  await insertRecord(db, "Non_Seismic", { block: BLOCK, year: 2001 });
  // Linked by a well and by a line; one report naming both counts once. One names nothing in the block.
  await insertRecord(db, "Technical_Report", { wells: "TEST WELL-1", linkedUsi: "TEST-USI-1" });
  await insertRecord(db, "Technical_Report", { wells: "TEST WELL-2", linkedUsi: null });
  await insertRecord(db, "Technical_Report", { wells: "NOWHERE-1", linkedUsi: "NOWHERE-USI" });
  mbr = await signedInUser(t.app, db, { role: "mbr" });
  mbrAdmin = await signedInUser(t.app, db, { role: "mbr-admin" });
  standard = await signedInUser(t.app, db, { role: "standard" });
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("GET /api/visualisation/bid-rounds", () => {
  it("gives an MBR user each block's data: line km, 3D km², wells, surveys and linked reports, by year and stage", async () => {
    const res = await get(`/api/visualisation/bid-rounds?round=${encodeURIComponent(ROUND)}`, mbr.cookie);
    expect(res.statusCode).toBe(200);
    const { rounds } = res.json();
    expect(rounds).toHaveLength(1);
    expect(rounds[0].name).toBe(ROUND);
    expect(rounds[0].totals).toEqual({
      seismic2dKm: 50,
      seismic3dKm2: 250,
      wells: 2,
      nonSeismic: 1,
      reports: 2,
      blocks: 1,
    });
    const [block] = rounds[0].blocks;
    expect(block).toMatchObject({ name: BLOCK, region: "PM", areaKm2: 1234.5, center: [104.25, 5.25] });
    expect(block.byYear).toEqual([
      { year: 2001, seismic2dKm: 20, seismic3dKm2: 0, wells: 0, nonSeismic: 1 },
      { year: 2005, seismic2dKm: 0, seismic3dKm2: 0, wells: 1, nonSeismic: 0 },
      { year: 2010, seismic2dKm: 30, seismic3dKm2: 250, wells: 1, nonSeismic: 0 },
    ]);
    expect(block.byStage).toEqual([
      { stage: "Field Data", seismic2dKm: 42.3, seismic3dKm2: 0 },
      { stage: "Final Migration", seismic2dKm: 7.8, seismic3dKm2: 0 },
      { stage: "PSTM", seismic2dKm: 0, seismic3dKm2: 250 },
    ]);
  });

  it("lists every round with blocks on offer when no round is named; staff who see bid rounds may read it", async () => {
    const res = await get("/api/visualisation/bid-rounds", mbrAdmin.cookie);
    expect(res.statusCode).toBe(200);
    const names = res.json().rounds.map((r: { name: string }) => r.name);
    expect(names).toContain(ROUND);
    expect(names.length).toBeGreaterThan(1);
    for (const round of res.json().rounds) expect(round.blocks.length).toBe(round.totals.blocks);
  });

  it("answers an unknown round with no rounds", async () => {
    const res = await get("/api/visualisation/bid-rounds?round=No%20such%20round", mbr.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rounds: [] });
  });

  it("refuses a standard user (403), a visitor (401) and an over-long round name (400)", async () => {
    expect((await get("/api/visualisation/bid-rounds", standard.cookie)).statusCode).toBe(403);
    expect((await get("/api/visualisation/bid-rounds")).statusCode).toBe(401);
    const long = await get(`/api/visualisation/bid-rounds?round=${"x".repeat(81)}`, mbr.cookie);
    expect(long.statusCode).toBe(400);
  });
});

describe("GET /api/visualisation/bid-rounds/previews", () => {
  const url = `/api/visualisation/bid-rounds/previews?block=${BLOCK}`;
  /** A record in the block with one file; its id. */
  const withFile = async (type: CatalogType, bid: boolean, fileName: string) => {
    const record = await insertRecord(t.database.db, type, { block: BLOCK, bid });
    const id = String(record[CATALOG_REGISTRY[type].idField]);
    await insertFile(t.database.db, type, id, fileName);
    return id;
  };

  beforeAll(async () => {
    await withFile("Seismic_3D", true, "VOLUME-A.sgy");
    // Not offered for the round, or not a format a viewer opens: not listed.
    await withFile("Seismic_3D", false, "VOLUME-HIDDEN.sgy");
    await withFile("Well_Log", true, "WELL-REPORT.pdf");
    await withFile("Well_Log", true, "WELL-A.las");
    // More 2D lines than a block lists: the first by name, and how many there are.
    for (let i = 0; i <= BLOCK_PREVIEWS_PER_KIND; i++) {
      await withFile("Seismic_2D", true, `LINE-${String(i).padStart(2, "0")}.sgy`);
    }
  });

  it("lists an MBR user the block's bid-flagged SEG-Y and LAS files, bounded per kind with the count", async () => {
    const res = await get(url, mbr.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { block, kinds } = res.json();
    expect(block).toBe(BLOCK);
    const byType = Object.fromEntries(
      kinds.map((k: { sdcType: string; total: number; files: { fileName: string }[] }) => [
        k.sdcType,
        { total: k.total, names: k.files.map((f) => f.fileName) },
      ]),
    );
    expect(byType.Seismic_3D).toEqual({ total: 1, names: ["VOLUME-A.sgy"] });
    expect(byType.Well_Log).toEqual({ total: 1, names: ["WELL-A.las"] });
    expect(byType.Seismic_2D.total).toBe(BLOCK_PREVIEWS_PER_KIND + 1);
    expect(byType.Seismic_2D.names).toHaveLength(BLOCK_PREVIEWS_PER_KIND);
    expect(byType.Seismic_2D.names[0]).toBe("LINE-00.sgy");
  });

  it("opens each listed file's preview for the MBR user: the list offers only what the viewer admits", async () => {
    const { kinds } = (await get(url, mbr.cookie)).json();
    const logs = kinds.find((k: { sdcType: string }) => k.sdcType === "Well_Log");
    const preview = await get(`/api/visualisation/well-logs/${logs.files[0].fileId}/curves`, mbr.cookie);
    // The gate admitted the right; the test's file is not in storage, which is the next check.
    expect(preview.statusCode).toBe(404);
    expect(preview.json().error.message).toBe("The file of this well log is missing from storage.");
  });

  it("answers 404 for a block not on offer, 400 without a block, 403 to a standard user and 401 to a visitor", async () => {
    const unknown = await get("/api/visualisation/bid-rounds/previews?block=NO-SUCH-BLOCK", mbr.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("Block NO-SUCH-BLOCK is not on offer in a bid round.");
    expect((await get("/api/visualisation/bid-rounds/previews", mbr.cookie)).statusCode).toBe(400);
    expect((await get(url, standard.cookie)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
  });
});
