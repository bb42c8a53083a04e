import path from "node:path";
import { fitPorosityPermeability } from "@strata/core";
import { eq, like } from "drizzle-orm";
import ExcelJS from "exceljs";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, corePhotos, coreSamples } from "../../db/schema/index.ts";
import { mulberry32 } from "../../lib/demo-catalog/prng.ts";
import { insertJsonRows } from "../../lib/insert-json-rows.ts";
import { createLocalStorage } from "../../plugins/storage.ts";
import { demoCoreSamples } from "../../seed/premium/core-analysis.ts";
import { coreBoxPng } from "../../seed/premium/core-analysis-images.ts";
import { getCsrf } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { insertRecord, type SignedInUser, signedInUser } from "../catalogs/test/catalog-factory.ts";
import { fieldOf, multipartBody } from "../data-preparation/metadata/test/helpers.ts";

let t: TestApp;
let premium: SignedInUser;
let standard: SignedInUser;
let basic: SignedInUser;
let graduate: SignedInUser;
let superadmin: SignedInUser;
let dataAdmin: SignedInUser;

const WELL = "CORE-TEST-1";
/** The known relation of the synthetic samples: log10 k = -1.5 + 16 φ (Upper) and -3 + 12 φ (Lower). */
const UPPER = { a: -1.5, b: 16 };
const LOWER = { a: -3, b: 12 };
let photoPng: Buffer;

function synthetic(well: string) {
  const random = mulberry32(7);
  return Array.from({ length: 40 }, (_, i) => {
    const upper = i < 25;
    const phi = upper ? 0.12 + random() * 0.18 : 0.05 + random() * 0.1;
    const { a, b } = upper ? UPPER : LOWER;
    return {
      id: `${well}-${i}`,
      wellboreName: well,
      sampleNumber: String(i + 1),
      depthM: 2000 + i * 0.5,
      formation: upper ? "Upper" : "Lower",
      analysisType: i % 10 === 0 ? "SCAL" : "RCA",
      porosityFraction: phi,
      permeabilityHorizontalMd: 10 ** (a + b * phi),
      permeabilityVerticalMd: null,
      grainDensityGPerCm3: 2.65,
      waterSaturationFraction: 0.3,
      oilSaturationFraction: 0.6,
      gasSaturationFraction: 0.05,
      lithology: "Sandstone",
    };
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await insertJsonRows(db, coreSamples, [...synthetic(WELL), ...synthetic("SIDE-1/ST1").slice(0, 3)]);
  await insertRecord(db, "Well_Log", {
    wellLogFileInfoID: "WLF-CORE-1",
    wellboreName: WELL,
    field: "Testfield",
    block: "TB-1",
  });
  photoPng = coreBoxPng(1, () => [180, 150, 110]);
  const storage = createLocalStorage(path.join(t.config.dataDir, "storage"));
  await storage.write("core-photos/test/p1.png", photoPng);
  await db.insert(corePhotos).values({
    id: "photo-1",
    wellboreName: WELL,
    topDepthM: 2000,
    bottomDepthM: 2005,
    storageKey: "core-photos/test/p1.png",
    contentType: "image/png",
    sizeBytes: photoPng.length,
    widthPx: 1400,
    heightPx: 760,
  });
  [premium, standard, basic, graduate, superadmin, dataAdmin] = await Promise.all([
    signedInUser(t.app, db, { role: "premium" }),
    signedInUser(t.app, db, { role: "standard" }),
    signedInUser(t.app, db, { role: "basic" }),
    signedInUser(t.app, db, { role: "graduate" }),
    signedInUser(t.app, db, { role: "superadmin" }),
    signedInUser(t.app, db, { role: "data-admin" }),
  ]);
});

afterAll(async () => {
  await t?.close();
});

const storage = () => createLocalStorage(path.join(t.config.dataDir, "storage"));

const get = (url: string, user: SignedInUser | null = premium) =>
  t.app.inject({
    method: "GET",
    url: `/api/core-analysis/${url}`,
    headers: user ? { cookie: user.cookie } : {},
  });

const name = encodeURIComponent(WELL);

describe("rights", () => {
  const urls = [
    "wellbores",
    `wellbores/${name}/samples`,
    `wellbores/${name}/crossplot`,
    `wellbores/${name}/photos`,
    "photos/photo-1/image",
    "photos/photo-1/thumbnail",
  ];
  it("premium users and superadmin read every core analysis call", async () => {
    for (const url of urls) {
      expect((await get(url, premium)).statusCode, url).toBe(200);
      expect((await get(url, superadmin)).statusCode, url).toBe(200);
    }
  });
  it("standard, basic and graduate users are refused (403); anyone signed out is 401", async () => {
    for (const url of urls) {
      for (const user of [standard, basic, graduate]) {
        expect((await get(url, user)).statusCode, `${url} ${user.role}`).toBe(403);
      }
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
  });
});

describe("GET /api/core-analysis/wellbores", () => {
  it("lists cored wellbores with counts, depth range, formations and the catalogue's field and block", async () => {
    const res = await get(`wellbores?q=${encodeURIComponent("core-test")}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      items: [
        {
          wellboreName: WELL,
          field: "Testfield",
          block: "TB-1",
          sampleCount: 40,
          scalCount: 4,
          photoCount: 1,
          topDepthM: 2000,
          bottomDepthM: 2019.5,
          formations: ["Lower", "Upper"],
        },
      ],
    });
    expect((await get("wellbores?field=Testfield")).json().total).toBe(1);
    expect((await get("wellbores?block=NOPE")).json()).toMatchObject({ total: 0, items: [] });
  });
  it("refuses a page size over the bound, naming the field", async () => {
    const res = await get("wellbores?pageSize=1000");
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res.json())).toBe("querystring.pageSize");
  });
});

describe("GET /api/core-analysis/wellbores/:wellboreName/samples", () => {
  it("answers the samples by depth, within a depth window", async () => {
    const all = (await get(`wellbores/${name}/samples`)).json();
    expect(all.samples).toHaveLength(40);
    expect(all.truncated).toBe(false);
    const window = (await get(`wellbores/${name}/samples?top=2001&bottom=2002`)).json();
    expect(window.samples.map((s: { depthM: number }) => s.depthM)).toEqual([2001, 2001.5, 2002]);
  });
  it("reads a sidetrack, whose name holds a slash, from its encoded name", async () => {
    const res = await get(`wellbores/${encodeURIComponent("SIDE-1/ST1")}/samples`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().samples).toHaveLength(3);
  });
  it("an unknown wellbore is 404", async () => {
    expect((await get("wellbores/NO-SUCH-WELL/samples")).statusCode).toBe(404);
    expect((await get("wellbores/NO-SUCH-WELL/crossplot")).statusCode).toBe(404);
    expect((await get("wellbores/NO-SUCH-WELL/photos")).statusCode).toBe(404);
    expect((await get("photos/no-such-photo/image")).statusCode).toBe(404);
    expect((await get("photos/no-such-photo/thumbnail")).statusCode).toBe(404);
  });
  it("an inverted depth window is 400 naming top; a non-number is 400 naming its field", async () => {
    const inverted = await get(`wellbores/${name}/samples?top=2100&bottom=2000`);
    expect(inverted.statusCode).toBe(400);
    expect(fieldOf(inverted.json())).toBe("querystring.top");
    const nan = await get(`wellbores/${name}/samples?bottom=deep`);
    expect(nan.statusCode).toBe(400);
    expect(fieldOf(nan.json())).toBe("querystring.bottom");
  });
});

describe("GET /api/core-analysis/wellbores/:wellboreName/crossplot", () => {
  it("recovers each formation's known porosity–permeability relation", async () => {
    const res = await get(`wellbores/${name}/crossplot`);
    expect(res.statusCode, res.body).toBe(200);
    const byName = Object.fromEntries(
      res.json().formations.map((f: { formation: string }) => [f.formation, f]),
    );
    expect(byName.Upper.trend.n).toBe(25);
    expect(byName.Upper.trend.slope).toBeCloseTo(UPPER.b, 6);
    expect(byName.Upper.trend.intercept).toBeCloseTo(UPPER.a, 6);
    expect(byName.Upper.trend.r2).toBeCloseTo(1, 6);
    expect(byName.Lower.trend.slope).toBeCloseTo(LOWER.b, 6);
    expect(byName.Lower.trend.intercept).toBeCloseTo(LOWER.a, 6);
    expect(byName.Lower.points[0].log10PermeabilityMd).toBeCloseTo(
      LOWER.a + LOWER.b * byName.Lower.points[0].porosityFraction,
      9,
    );
  });
  it("the fit recovers the demo seed's noisy relation within its noise, and gives no line for too few points", () => {
    const samples = Array.from({ length: 60 }, (_, w) => demoCoreSamples(w, `W${w}`, 3000)).flat();
    const belait = samples.filter((s) => s.formation === "Belait Sand");
    const fit = fitPorosityPermeability(
      belait.map((s) => ({ porosity: s.porosityFraction!, log10k: Math.log10(s.permeabilityHorizontalMd!) })),
    );
    expect(fit.n).toBeGreaterThan(200);
    expect(fit.slope!).toBeGreaterThan(15);
    expect(fit.slope!).toBeLessThan(19);
    expect(fitPorosityPermeability([{ porosity: 0.1, log10k: 1 }]).slope).toBeNull();
  });
  it("demo samples are plausible: grain density 2.62–2.72 g/cm³, saturations summing to at most 1", () => {
    const samples = Array.from({ length: 60 }, (_, w) => demoCoreSamples(w, `W${w}`, 3000)).flat();
    for (const s of samples) {
      expect(s.grainDensityGPerCm3!).toBeGreaterThanOrEqual(2.62);
      expect(s.grainDensityGPerCm3!).toBeLessThanOrEqual(2.72);
      expect(
        s.waterSaturationFraction! + s.oilSaturationFraction! + s.gasSaturationFraction!,
      ).toBeLessThanOrEqual(1.0015);
    }
    expect(new Set(samples.map((s) => s.analysisType))).toEqual(new Set(["RCA", "SCAL"]));
  });
});

describe("photos", () => {
  it("lists the photographs with their depth intervals and sends the stored bytes", async () => {
    const list = (await get(`wellbores/${name}/photos`)).json();
    expect(list.photos).toEqual([
      expect.objectContaining({
        id: "photo-1",
        topDepthM: 2000,
        bottomDepthM: 2005,
        contentType: "image/png",
      }),
    ]);
    const image = await get("photos/photo-1/image");
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(photoPng)).toBe(true);
  });

  it("sends a thumbnail 560 pixels wide with the photograph's colours, made once and then kept", async () => {
    const first = await get("photos/photo-1/thumbnail");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["content-type"]).toBe("image/jpeg");
    const thumbnail = jpeg.decode(first.rawPayload, { useTArray: true });
    expect([thumbnail.width, thumbnail.height]).toEqual([560, 304]);
    const want = meanColour(PNG.sync.read(photoPng).data);
    const got = meanColour(thumbnail.data);
    for (let c = 0; c < 3; c++) expect(Math.abs(got[c] - want[c]), `channel ${c}`).toBeLessThan(3);
    expect(await storage().stat("core-photos/thumbnails/photo-1.jpg")).not.toBeNull();
    const again = await get("photos/photo-1/thumbnail");
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("answers 413 for the thumbnail of a stored photograph past the pixel cap", async () => {
    await t.database.db.insert(corePhotos).values({
      id: "photo-huge",
      wellboreName: WELL,
      topDepthM: 2005,
      bottomDepthM: 2010,
      storageKey: "core-photos/test/p1.png",
      contentType: "image/png",
      sizeBytes: photoPng.length,
      widthPx: 8000,
      heightPx: 4000,
    });
    const res = await get("photos/photo-huge/thumbnail");
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toContain("32.0 megapixels");
    await t.database.db.delete(corePhotos).where(eq(corePhotos.id, "photo-huge"));
  });
});

/** Mean red, green and blue of RGBA pixels. */
function meanColour(rgba: Uint8Array): [number, number, number] {
  const sum = [0, 0, 0];
  for (let i = 0; i < rgba.length; i += 4) for (let c = 0; c < 3; c++) sum[c] += rgba[i + c];
  const n = rgba.length / 4;
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

/** A PNG's signature and header claiming `width` × `height`, followed by `rest`. */
function pngHeader(width: number, height: number, rest = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write("IHDR", 12, "latin1");
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  head.set([8, 2, 0, 0, 0], 24);
  return Buffer.concat([head, rest]);
}

async function upload(
  user: SignedInUser | null,
  url: string,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
) {
  const csrf = await getCsrf(t.app, user?.cookie ?? "");
  const body = multipartBody(fields, file);
  return t.app.inject({
    method: "POST",
    url: `/api/core-analysis/${url}`,
    payload: body.payload,
    headers: { cookie: csrf.cookie, "content-type": body.contentType, "x-csrf-token": csrf.csrfToken },
  });
}

const HEADER =
  "Wellbore,Sample number,Depth (m MD),Formation,Analysis (RCA/SCAL),Porosity (fraction),Kh (mD),Kv (mD),Grain density (g/cm3),Sw (fraction),So (fraction),Sg (fraction),Lithology";
const csv = (...rows: string[]) => ({ name: "samples.csv", data: Buffer.from([HEADER, ...rows].join("\n")) });

describe("POST /api/core-analysis/samples/import", () => {
  it("is for data staff: premium customers are 403", async () => {
    const res = await upload(
      premium,
      "samples/import",
      { mode: "apply" },
      csv("UP-1,1,1000,A,RCA,0.2,10,,2.65,0.3,0.6,0"),
    );
    expect(res.statusCode).toBe(403);
  });
  it("names the row and column of each bad cell, and writes nothing when any row is bad", async () => {
    const res = await upload(
      dataAdmin,
      "samples/import",
      { mode: "apply" },
      csv(
        "UP-1,1,1000.5,A,RCA,0.2,10,2,2.65,0.3,0.6,0",
        "UP-1,2,1001,A,RCA,0.21,lots,2,2.65,0.3,0.6,0",
        "UP-1,3,1001.5,A,RCA,1.4,10,2,2.65,0.3,0.6,0",
        "UP-1,4,1002,A,RCA,0.2,10,2,2.65,0.5,0.6,0.1",
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.applied).toBe(false);
    expect(report.errors).toEqual([
      { row: 3, column: "Kh (mD)", message: expect.stringContaining("not a number") },
      { row: 4, column: "Porosity (fraction)", message: expect.any(String) },
      { row: 5, column: "Sw (fraction)", message: expect.stringContaining("sum to at most 1") },
    ]);
    const stored = await t.database.db.select().from(coreSamples).where(eq(coreSamples.wellboreName, "UP-1"));
    expect(stored).toHaveLength(0);
  });
  it("applies a valid xlsx all at once, corrects an existing sample in place, and audits each change", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Samples");
    sheet.addRow(HEADER.split(","));
    sheet.addRow(["UP-2", "1", 1500, "B", "RCA", 0.2, 50, 10, 2.65, 0.3, 0.6, 0.05, "Sandstone"]);
    sheet.addRow(["UP-2", "2", 1500.5, "B", "SCAL", 0.22, 70, null, 2.66, 0.35, 0.6, null, "Sandstone"]);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const first = await upload(dataAdmin, "samples/import", { mode: "apply" }, { name: "s.xlsx", data });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      applied: true,
      added: 2,
      updated: 0,
      errors: [],
      wellbores: ["UP-2"],
    });
    const fix = await upload(
      dataAdmin,
      "samples/import",
      { mode: "apply" },
      csv("UP-2,1,1500,B,RCA,0.19,45,10,2.65,0.3,0.6,0.05,Sandstone"),
    );
    expect(fix.json()).toMatchObject({ applied: true, added: 0, updated: 1 });
    const rows = await t.database.db.select().from(coreSamples).where(eq(coreSamples.wellboreName, "UP-2"));
    expect(rows.find((r) => r.sampleNumber === "1")?.porosityFraction).toBe(0.19);
    expect(rows).toHaveLength(2);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(like(auditEvents.subjectType, "core-analysis:UP-2"));
    expect(audit.map((a) => a.action).sort()).toEqual([
      "core-sample.create",
      "core-sample.create",
      "core-sample.update",
    ]);
  });
  it("validate mode reports without writing; a missing mode is 400 naming it; the template downloads", async () => {
    const res = await upload(
      dataAdmin,
      "samples/import",
      { mode: "validate" },
      csv("UP-3,1,900,C,RCA,0.2,10,,2.65,0.3,0.6,0"),
    );
    expect(res.json()).toMatchObject({ applied: false, added: 1, errors: [] });
    const stored = await t.database.db.select().from(coreSamples).where(eq(coreSamples.wellboreName, "UP-3"));
    expect(stored).toHaveLength(0);
    const noMode = await upload(
      dataAdmin,
      "samples/import",
      {},
      csv("UP-3,1,900,C,RCA,0.2,10,,2.65,0.3,0.6,0"),
    );
    expect(noMode.statusCode).toBe(400);
    expect(fieldOf(noMode.json())).toBe("body.mode");
    const template = await get("samples/template", dataAdmin);
    expect(template.statusCode).toBe(200);
    expect(template.body.split("\r\n")[0]).toBe(HEADER);
  });
});

describe("POST /api/core-analysis/photos", () => {
  const fields = { wellboreName: "UP-2", topDepthM: "1500", bottomDepthM: "1505" };
  it("stores a PNG checked on its bytes, which premium users then read", async () => {
    const res = await upload(dataAdmin, "photos", fields, { name: "box.png", data: photoPng });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contentType: "image/png", widthPx: 1400, heightPx: 760 });
    const image = await get(`photos/${res.json().id}/image`);
    expect(image.rawPayload.equals(photoPng)).toBe(true);
    expect(await storage().stat(`core-photos/thumbnails/${res.json().id}.jpg`)).not.toBeNull();
  });
  it("stores a JPEG and its thumbnail, scaled down to 560 pixels wide", async () => {
    const [width, height] = [1000, 500];
    const rgba = Buffer.alloc(width * height * 4, 255);
    for (let i = 0; i < width * height; i++) rgba[i * 4] = (i % width) % 256;
    const data = jpeg.encode({ data: rgba, width, height }, 90).data;
    const jpegFields = { ...fields, wellboreName: "UP-JPEG" }; // UP-2's history is checked below
    const res = await upload(dataAdmin, "photos", jpegFields, { name: "box.jpg", data });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contentType: "image/jpeg", widthPx: 1000, heightPx: 500 });
    const thumbnail = jpeg.decode((await get(`photos/${res.json().id}/thumbnail`)).rawPayload);
    expect([thumbnail.width, thumbnail.height]).toEqual([560, 280]);
  });
  it("refuses a photograph past 24 megapixels (413) and bytes that do not decode (422), storing neither", async () => {
    const before = await t.database.db.select().from(corePhotos).where(eq(corePhotos.wellboreName, "UP-2"));
    const huge = await upload(dataAdmin, "photos", fields, { name: "huge.png", data: pngHeader(8000, 4000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe(
      "The photograph is 8000 × 4000 pixels (32.0 megapixels); at most 24 megapixels are accepted. Scale it down and upload it again.",
    );
    const damaged = await upload(dataAdmin, "photos", fields, {
      name: "box.png",
      data: pngHeader(100, 100, Buffer.from("not deflated pixel data at all")),
    });
    expect(damaged.statusCode).toBe(422);
    const after = await t.database.db.select().from(corePhotos).where(eq(corePhotos.wellboreName, "UP-2"));
    expect(after).toHaveLength(before.length);
  });
  it("refuses bytes that are not PNG or JPEG whatever the name (415), and an inverted interval (400)", async () => {
    const fake = await upload(dataAdmin, "photos", fields, {
      name: "box.png",
      data: Buffer.from("MZ not an image"),
    });
    expect(fake.statusCode).toBe(415);
    const inverted = await upload(
      dataAdmin,
      "photos",
      { ...fields, topDepthM: "1510" },
      { name: "box.png", data: photoPng },
    );
    expect(inverted.statusCode).toBe(400);
    expect(fieldOf(inverted.json())).toBe("body.topDepthM");
  });
});

describe("GET /api/core-analysis/changes", () => {
  // Runs after the uploads above: UP-2 got two plugs, then a correction of one, then a photograph.
  it("lists each upload's change to a wellbore, newest first: who, how many plugs and photographs, which depths", async () => {
    const res = await get("changes?wellbore=UP-2", dataAdmin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(body.items).toMatchObject([
      {
        wellboreName: "UP-2",
        actorName: dataAdmin.name,
        photosAdded: 1,
        samplesAdded: 0,
        topDepthM: 1500,
        bottomDepthM: 1505,
      },
      { samplesAdded: 0, samplesCorrected: 1, photosAdded: 0, topDepthM: 1500, bottomDepthM: 1500 },
      { samplesAdded: 2, samplesCorrected: 0, topDepthM: 1500, bottomDepthM: 1500.5 },
    ]);
    const second = await get("changes?wellbore=UP-2&pageSize=1&page=2", dataAdmin);
    expect(second.json()).toMatchObject({ total: 3, items: [{ samplesCorrected: 1 }] });
    // A wellbore nobody loaded has no history; the whole trail holds UP-2's changes.
    expect((await get("changes?wellbore=UP-3", dataAdmin)).json()).toMatchObject({ total: 0, items: [] });
    const all = await get("changes", dataAdmin);
    expect(all.json().items.filter((c: { wellboreName: string }) => c.wellboreName === "UP-2")).toHaveLength(
      3,
    );
    // Core data belongs to no organisation: another member of the data staff reads the same trail.
    const colleague = await signedInUser(t.app, t.database.db, { role: "data-admin" });
    expect((await get("changes", colleague)).json().total).toBe(all.json().total);
  });
  it("is for data staff (403 for every customer tier, 401 signed out) and bounds its page (400 naming it)", async () => {
    for (const user of [premium, standard, basic, graduate])
      expect((await get("changes", user)).statusCode, user.role).toBe(403);
    expect((await get("changes", null)).statusCode).toBe(401);
    const big = await get("changes?pageSize=101", dataAdmin);
    expect(big.statusCode).toBe(400);
    expect(fieldOf(big.json())).toBe("querystring.pageSize");
  });
});
