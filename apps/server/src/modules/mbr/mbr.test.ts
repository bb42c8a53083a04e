import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditEvents,
  bidRounds,
  catalogBlocks,
  catalogFiles,
  downloadPackages,
} from "../../db/schema/index.ts";
import { insertJsonRows } from "../../lib/insert-json-rows.ts";
import { getCsrf } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { insertRecord, type SignedInUser, signedInUser } from "../catalogs/test/catalog-factory.ts";
import { settled, storageOf } from "../downloads/test/helpers.ts";
import { multipartBody, PDF } from "../registration/test/helpers.ts";

let t: TestApp;
let mbr: SignedInUser;
let otherMbr: SignedInUser;
let mbrAdmin: SignedInUser;
let data: SignedInUser;
let basic: SignedInUser;
let standard: SignedInUser;
let standardWithAddOn: SignedInUser;
const ROUND_ID = randomUUID();
const DRAFT_ROUND_ID = randomUUID();
const LABEL = "MBR TEST 2030";
const BLOCK = "MBRT-BLOCK-1";
let bidRecordId: string;
let plainRecordId: string;
let mbrPlusId: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  // The generator flags about one record in eight MBR+ by its index, and the index depends on which
  // test files ran before in this worker: the records here say whether they are MBR+.
  const { db } = t.database;
  await db.insert(bidRounds).values([
    { id: ROUND_ID, name: "MBR Test Round Open", opensOn: day(-10), closesOn: day(30), description: "Open" },
    { id: DRAFT_ROUND_ID, name: "MBR Test Round Draft", opensOn: day(-10), closesOn: day(30) },
  ]);
  await insertJsonRows(db, catalogBlocks, [
    {
      name: BLOCK,
      region: "SK",
      basin: "Sarawak",
      status: "Open",
      operator: null,
      bidRound: LABEL,
      areaKm2: 100,
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [112, 4],
            [112.5, 4],
            [112.5, 4.5],
            [112, 4.5],
            [112, 4],
          ],
        ],
      },
      bbox: "(112.5,4.5),(112,4)",
    },
  ]);
  bidRecordId = String(
    (await insertRecord(db, "Seismic_2D", { block: BLOCK, bid: true, mbrPlus: false })).seismic2DInfoID,
  );
  plainRecordId = String(
    (await insertRecord(db, "Seismic_2D", { block: BLOCK, bid: false, mbrPlus: false })).seismic2DInfoID,
  );
  mbrPlusId = String(
    (
      await insertRecord(db, "Well_Log", {
        block: BLOCK,
        bid: false,
        mbrPlus: true,
        wellboreName: "MBRPLUS-UNIQUE-1",
      })
    ).wellLogFileInfoID,
  );
  mbr = await signedInUser(t.app, db, { role: "mbr" });
  otherMbr = await signedInUser(t.app, db, { role: "mbr" });
  mbrAdmin = await signedInUser(t.app, db, { role: "mbr-admin" });
  data = await signedInUser(t.app, db, { role: "data-admin" });
  basic = await signedInUser(t.app, db, { role: "basic" });
  standard = await signedInUser(t.app, db, { role: "standard" });
  standardWithAddOn = await signedInUser(t.app, db, { role: "standard", addOns: ["mbr-plus"] });
});

afterAll(async () => {
  await t?.close();
});

const call = (
  method: "GET" | "POST" | "PATCH" | "DELETE" | "PUT",
  url: string,
  cookie?: string,
  body?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });

describe("MBR area", () => {
  let packageId: string;
  let docId: string;

  it("staff set the round up: catalogue label, key dates, publish", async () => {
    const res = await call("PATCH", `/api/admin/mbr/rounds/${ROUND_ID}`, data.cookie, {
      catalogRound: LABEL,
      published: true,
      keyDates: [
        { label: "Bid submission", date: day(20) },
        { label: "Register interest", date: day(-5) },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.published).toBe(true);
    expect(detail.keyDates.map((d: { label: string }) => d.label)).toEqual([
      "Register interest",
      "Bid submission",
    ]);
    expect(detail.blocks).toHaveLength(1);
    expect(detail.blocks[0].bidRecords).toEqual({ Seismic_2D: 1 });
  });

  it("staff upload a PDF (checked on the bytes), and a non-PDF is refused", async () => {
    const csrf = await getCsrf(t.app, data.cookie);
    const upload = (file: Buffer, fields: Record<string, string>) => {
      const body = multipartBody([
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        { name: "file", file: { name: "guide.pdf", type: "application/pdf", data: file } },
      ]);
      return t.app.inject({
        method: "POST",
        url: `/api/admin/mbr/rounds/${ROUND_ID}/documents`,
        payload: body.payload,
        headers: { ...body.headers, cookie: csrf.cookie, "x-csrf-token": csrf.csrfToken },
      });
    };
    const ok = await upload(PDF, { title: "Guidelines", kind: "guidelines" });
    expect(ok.statusCode, ok.body).toBe(200);
    docId = ok.json().id;
    expect(ok.json().published).toBe(false);
    const png = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), {
      title: "Not a PDF",
      kind: "brochure",
    });
    expect(png.statusCode).toBe(400);
    expect(png.json().error.details).toMatchObject({ issues: [{ field: "body.file" }] });
    const badKind = await upload(PDF, { title: "x", kind: "poster" });
    expect(badKind.statusCode).toBe(400);
  });

  it("staff curate a package of the block's bid-flagged records only", async () => {
    const wrong = await call("POST", `/api/admin/mbr/rounds/${ROUND_ID}/packages`, data.cookie, {
      name: "Block package",
      block: BLOCK,
      records: [{ type: "Seismic_2D", id: plainRecordId }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("body.records.0");
    const unknownBlock = await call("POST", `/api/admin/mbr/rounds/${ROUND_ID}/packages`, data.cookie, {
      name: "Block package",
      block: "NOPE",
      records: [{ type: "Seismic_2D", id: bidRecordId }],
    });
    expect(unknownBlock.statusCode).toBe(400);
    expect(unknownBlock.body).toContain("body.block");
    const res = await call("POST", `/api/admin/mbr/rounds/${ROUND_ID}/packages`, data.cookie, {
      name: "Block package",
      block: BLOCK,
      records: [
        { type: "Seismic_2D", id: bidRecordId },
        { type: "Seismic_2D", id: bidRecordId },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recordCount).toBe(1);
    packageId = res.json().id;
  });

  it("staff list a block's bid-flagged records to choose a package's contents", async () => {
    const url = `/api/admin/mbr/rounds/${ROUND_ID}/blocks/${BLOCK}/records`;
    const res = await call("GET", url, data.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().records).toEqual([
      expect.objectContaining({ type: "Seismic_2D", id: bidRecordId, hasFiles: false }),
    ]);
    expect(res.json().truncated).toBe(false);
    expect((await call("GET", url, mbrAdmin.cookie)).statusCode).toBe(403);
    expect((await call("GET", url, mbr.cookie)).statusCode).toBe(403);
    expect((await call("GET", url)).statusCode).toBe(401);
    expect(
      (await call("GET", `/api/admin/mbr/rounds/${ROUND_ID}/blocks/NOPE/records`, data.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call("GET", `/api/admin/mbr/rounds/${ROUND_ID}/blocks/%20/records`, data.cookie)).statusCode,
    ).toBe(400);
  });

  it("customers see only published rounds, documents and packages", async () => {
    const list = await call("GET", "/api/mbr/rounds", mbr.cookie);
    expect(list.statusCode).toBe(200);
    const names = list.json().rounds.map((r: { name: string }) => r.name);
    expect(names).toContain("MBR Test Round Open");
    expect(names).not.toContain("MBR Test Round Draft");
    expect((await call("GET", `/api/mbr/rounds/${DRAFT_ROUND_ID}`, mbr.cookie)).statusCode).toBe(404);
    const detail = (await call("GET", `/api/mbr/rounds/${ROUND_ID}`, mbr.cookie)).json();
    expect(detail.documents).toEqual([]);
    expect(detail.packages).toEqual([]);
    expect(
      (await call("GET", `/api/mbr/rounds/${ROUND_ID}/documents/${docId}/file`, mbr.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call("POST", `/api/mbr/rounds/${ROUND_ID}/packages/${packageId}/take`, mbr.cookie)).statusCode,
    ).toBe(404);
    // Staff see the draft round.
    expect((await call("GET", `/api/mbr/rounds/${DRAFT_ROUND_ID}`, data.cookie)).statusCode).toBe(200);
  });

  it("once published, an MBR user opens the document and takes the package as a download package", async () => {
    expect(
      (
        await call("PATCH", `/api/admin/mbr/rounds/${ROUND_ID}/documents/${docId}`, data.cookie, {
          published: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call("PATCH", `/api/admin/mbr/rounds/${ROUND_ID}/packages/${packageId}`, data.cookie, {
          published: true,
        })
      ).statusCode,
    ).toBe(200);
    const file = await call("GET", `/api/mbr/rounds/${ROUND_ID}/documents/${docId}/file`, mbr.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const take = await call("POST", `/api/mbr/rounds/${ROUND_ID}/packages/${packageId}/take`, mbr.cookie);
    expect(take.statusCode, take.body).toBe(200);
    expect(take.json().created).toBe(true);
    const downloadId = take.json().packageId;
    const [row] = await t.database.db
      .select()
      .from(downloadPackages)
      .where(eq(downloadPackages.id, downloadId));
    expect(row).toMatchObject({ origin: "mbr", originId: packageId, organisationId: mbr.organisationId });
    // While it is ready and unexpired, taking again answers it (the job's outcome set by hand: no files here).
    await t.database.db
      .update(downloadPackages)
      .set({ status: "ready", expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(downloadPackages.id, downloadId));
    const again = await call("POST", `/api/mbr/rounds/${ROUND_ID}/packages/${packageId}/take`, mbr.cookie);
    expect(again.json()).toEqual({ packageId: downloadId, created: false });
    const detail = (await call("GET", `/api/mbr/rounds/${ROUND_ID}`, mbr.cookie)).json();
    expect(detail.packages[0].takenPackageId).toBe(downloadId);
    const state = await call("GET", `/api/mbr/taken/${downloadId}`, mbr.cookie);
    expect(state.statusCode).toBe(200);
    expect(state.json().id).toBe(downloadId);
    // Another organisation cannot see it.
    expect((await call("GET", `/api/mbr/taken/${downloadId}`, otherMbr.cookie)).statusCode).toBe(404);
    const other = (await call("GET", `/api/mbr/rounds/${ROUND_ID}`, otherMbr.cookie)).json();
    expect(other.packages[0].takenPackageId).toBeNull();
  });

  it("staff and the MBR admin see who looked and took; customers may not", async () => {
    for (const who of [data, mbrAdmin]) {
      const res = await call("GET", `/api/admin/mbr/rounds/${ROUND_ID}/activity?pageSize=50`, who.cookie);
      expect(res.statusCode).toBe(200);
      const kinds = res.json().result.map((e: { kind: string }) => e.kind);
      expect(kinds).toEqual(expect.arrayContaining(["view-round", "open-document", "take-package"]));
    }
    expect((await call("GET", `/api/admin/mbr/rounds/${ROUND_ID}/activity`, mbr.cookie)).statusCode).toBe(
      403,
    );
  });

  it("rights: MBR admin reads, basic and standard get 403, anonymous 401, customers cannot edit", async () => {
    expect((await call("GET", `/api/mbr/rounds/${ROUND_ID}`, mbrAdmin.cookie)).statusCode).toBe(200);
    for (const who of [basic, standard]) {
      expect((await call("GET", "/api/mbr/rounds", who.cookie)).statusCode).toBe(403);
      expect((await call("GET", `/api/mbr/rounds/${ROUND_ID}`, who.cookie)).statusCode).toBe(403);
    }
    expect((await call("GET", "/api/mbr/rounds")).statusCode).toBe(401);
    expect(
      (await call("PATCH", `/api/admin/mbr/rounds/${ROUND_ID}`, mbr.cookie, { published: false })).statusCode,
    ).toBe(403);
    expect(
      (await call("POST", `/api/mbr/rounds/${ROUND_ID}/packages/${packageId}/take`, mbrAdmin.cookie))
        .statusCode,
    ).toBe(403);
  });

  it("400s and 404s", async () => {
    expect(
      (
        await call("PATCH", `/api/admin/mbr/rounds/${ROUND_ID}`, data.cookie, {
          keyDates: [{ label: "x", date: "2026-13-01" }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call("PATCH", `/api/admin/mbr/rounds/${ROUND_ID}`, data.cookie, {
          keyDates: Array(21).fill({ label: "x", date: "2026-01-01" }),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call("PATCH", `/api/admin/mbr/rounds/nope`, data.cookie, { published: true })).statusCode,
    ).toBe(404);
    expect((await call("GET", "/api/mbr/rounds/nope", mbr.cookie)).statusCode).toBe(404);
    expect((await call("GET", `/api/mbr/taken/nope`, mbr.cookie)).statusCode).toBe(404);
    expect(
      (await call("DELETE", `/api/admin/mbr/rounds/${ROUND_ID}/packages/nope`, data.cookie)).statusCode,
    ).toBe(404);
    expect(
      (
        await call("POST", `/api/admin/mbr/rounds/${ROUND_ID}/packages`, data.cookie, {
          name: "x",
          block: BLOCK,
          records: [],
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe("a taken package's ZIP", () => {
  it("the MBR user downloads it once ready (resumable); another organisation 404, standard 403", async () => {
    const { db } = t.database;
    const record = await insertRecord(db, "Seismic_2D", { block: BLOCK, bid: true, mbrPlus: false });
    const recordId = String(record.seismic2DInfoID);
    const bytes = Buffer.from(`trace bytes of ${recordId}\n`.repeat(40));
    const key = `Seismic 2D/SK/MBRT/SEG-Y/${recordId}.sgy`;
    await storageOf(t).write(key, bytes);
    await insertJsonRows(db, catalogFiles, [
      {
        id: `${recordId}-0`,
        sdcType: "Seismic_2D",
        recordId,
        name: `${recordId}.sgy`,
        path: key,
        sizeBytes: bytes.length,
        format: "SEG-Y",
      },
    ]);
    const created = await call("POST", `/api/admin/mbr/rounds/${ROUND_ID}/packages`, data.cookie, {
      name: "Package with a file",
      block: BLOCK,
      records: [{ type: "Seismic_2D", id: recordId }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const bidPackage = created.json().id;
    await call("PATCH", `/api/admin/mbr/rounds/${ROUND_ID}/packages/${bidPackage}`, data.cookie, {
      published: true,
    });
    const take = await call("POST", `/api/mbr/rounds/${ROUND_ID}/packages/${bidPackage}/take`, mbr.cookie);
    expect(take.statusCode, take.body).toBe(200);
    const downloadId = take.json().packageId;
    expect((await settled(t, downloadId)).status).toBe("ready");

    const zip = await call("GET", `/api/mbr/taken/${downloadId}/file`, mbr.cookie);
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe("PK");
    expect(zip.rawPayload.includes(bytes)).toBe(true);
    const part = await t.app.inject({
      method: "GET",
      url: `/api/mbr/taken/${downloadId}/file`,
      headers: { cookie: mbr.cookie, range: "bytes=0-9" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(10);
    expect((await call("GET", `/api/mbr/taken/${downloadId}/file`, otherMbr.cookie)).statusCode).toBe(404);
    expect((await call("GET", `/api/mbr/taken/${downloadId}/file`, standard.cookie)).statusCode).toBe(403);
    expect((await call("GET", `/api/mbr/taken/${downloadId}/file`)).statusCode).toBe(401);
    expect((await call("GET", "/api/mbr/taken/%20/file", mbr.cookie)).statusCode).toBe(400);
  });
});

describe("MBR-Plus area", () => {
  it("standard users browse the MBR+ records with filters; basic and MBR get 403", async () => {
    const res = await call("GET", "/api/mbr-plus/records?q=MBRPLUS-UNIQUE", standard.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.result.map((r: { id: string }) => r.id)).toEqual([mbrPlusId]);
    expect(body.canDownload).toBe(false);
    expect(body.message).toContain("Add MBR-Plus to your subscription");
    expect(body.addOnPath).toBe("/subscription");
    const byBlock = await call("GET", `/api/mbr-plus/records?block=${BLOCK}&type=Well_Log`, mbrAdmin.cookie);
    expect(byBlock.statusCode).toBe(200);
    expect(byBlock.json().result.map((r: { id: string }) => r.id)).toContain(mbrPlusId);
    const none = await call("GET", `/api/mbr-plus/records?block=${BLOCK}&type=Seismic_2D`, standard.cookie);
    expect(none.json().pageTotal).toBe(0);
    expect((await call("GET", "/api/mbr-plus/records", basic.cookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/mbr-plus/records", mbr.cookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/mbr-plus/records?type=Nope", standard.cookie)).statusCode).toBe(400);
    expect((await call("GET", "/api/mbr-plus/records?pageSize=1000", standard.cookie)).statusCode).toBe(400);
  });

  it("downloads follow the mbr-plus add-on: 403 with the message without it, a package with it", async () => {
    const url = `/api/mbr-plus/records/Well_Log/${mbrPlusId}/take`;
    const refused = await call("POST", url, standard.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain("Add MBR-Plus to your subscription");
    const ok = await call("POST", url, standardWithAddOn.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(downloadPackages)
      .where(eq(downloadPackages.id, ok.json().packageId));
    expect(row.origin).toBe("mbr-plus");
    expect(
      (await call("POST", `/api/mbr-plus/records/Well_Log/nope/take`, standardWithAddOn.cookie)).statusCode,
    ).toBe(404);
  });

  it("data staff flag records MBR+; customers may not", async () => {
    const url = `/api/admin/mbr-plus/records/Seismic_2D/${plainRecordId}`;
    expect((await call("PUT", url, standard.cookie, { mbrPlus: true })).statusCode).toBe(403);
    const res = await call("PUT", url, data.cookie, { mbrPlus: true });
    expect(res.statusCode, res.body).toBe(200);
    const list = await call("GET", `/api/mbr-plus/records?type=Seismic_2D&block=${BLOCK}`, standard.cookie);
    expect(list.json().result.map((r: { id: string }) => r.id)).toContain(plainRecordId);
    expect(
      (await call("PUT", `/api/admin/mbr-plus/records/Seismic_2D/nope`, data.cookie, { mbrPlus: true }))
        .statusCode,
    ).toBe(404);
  });

  it("data staff read a record's MBR+ flag for their switch; 400, 401, 403 and 404", async () => {
    const url = `/api/admin/mbr-plus/records/Well_Log/${mbrPlusId}`;
    const res = await call("GET", url, data.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ type: "Well_Log", id: mbrPlusId, mbrPlus: true });
    const plain = await call("GET", `/api/admin/mbr-plus/records/Seismic_2D/${plainRecordId}`, data.cookie);
    expect(plain.json()).toMatchObject({ id: plainRecordId, mbrPlus: expect.any(Boolean) });
    expect((await call("GET", url)).statusCode).toBe(401);
    expect((await call("GET", url, mbrAdmin.cookie)).statusCode).toBe(403);
    expect((await call("GET", url, standard.cookie)).statusCode).toBe(403);
    expect((await call("GET", `/api/admin/mbr-plus/records/Nope/${mbrPlusId}`, data.cookie)).statusCode).toBe(
      400,
    );
    expect((await call("GET", "/api/admin/mbr-plus/records/Well_Log/nope", data.cookie)).statusCode).toBe(
      404,
    );
  });

  it("flagging and unflagging is audited on the record; 400, 401 and the MBR admin's 403", async () => {
    const url = `/api/admin/mbr-plus/records/Well_Log/${mbrPlusId}`;
    expect((await call("PUT", url, undefined, { mbrPlus: false })).statusCode).toBe(401);
    expect((await call("PUT", url, mbrAdmin.cookie, { mbrPlus: false })).statusCode).toBe(403);
    expect((await call("PUT", url, data.cookie, { mbrPlus: "no" })).statusCode).toBe(400);
    expect(
      (await call("PUT", `/api/admin/mbr-plus/records/Nope/${mbrPlusId}`, data.cookie, { mbrPlus: false }))
        .statusCode,
    ).toBe(400);

    const off = await call("PUT", url, data.cookie, { mbrPlus: false });
    expect(off.statusCode, off.body).toBe(200);
    const list = await call("GET", `/api/mbr-plus/records?q=MBRPLUS-UNIQUE-1`, standard.cookie);
    expect(list.json().result).toHaveLength(0);
    // Unflagging twice changes nothing and writes no second row.
    expect((await call("PUT", url, data.cookie, { mbrPlus: false })).statusCode).toBe(200);
    expect((await call("PUT", url, data.cookie, { mbrPlus: true })).statusCode).toBe(200);

    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "metadata:Well_Log"), eq(auditEvents.subjectId, mbrPlusId)))
      .orderBy(auditEvents.createdAt, auditEvents.action);
    expect(rows.map((r) => [r.action, r.actorUserId, r.before, r.after])).toEqual([
      ["unflag_mbr_plus", data.id, { mbrPlus: true, title: expect.any(String) }, { mbrPlus: false }],
      ["flag_mbr_plus", data.id, { mbrPlus: false, title: expect.any(String) }, { mbrPlus: true }],
    ]);
    const back = await call("GET", `/api/mbr-plus/records?q=MBRPLUS-UNIQUE-1`, standard.cookie);
    expect(back.json().result.map((r: { id: string }) => r.id)).toEqual([mbrPlusId]);
  });
});
