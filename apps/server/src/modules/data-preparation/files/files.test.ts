import path from "node:path";
import { CATALOG_TYPES, retrieveFileFailed } from "@strata/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogFiles, metadataHistories, storageObjects } from "../../../db/schema/index.ts";
import { createLocalStorage } from "../../../plugins/storage.ts";
import { buildTestApp, type TestApp } from "../../../test/harness.ts";
import { type SignedInUser, seedSmallCatalog, signedInUser } from "../../catalogs/test/catalog-factory.ts";
import { runStorageSync } from "../sync/service.ts";
import { type ExpectedFile, writeStorageFixture } from "../sync/test/storage-fixture.ts";
import { UNLINKED_BY_HAND } from "./service.ts";

describe("data preparation files", () => {
  let t: TestApp;
  let data: SignedInUser;
  let system: SignedInUser;
  let customer: SignedInUser;
  let expected: ExpectedFile[];
  let records: Awaited<ReturnType<typeof seedSmallCatalog>>["records"];

  const post = (url: string, cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: "POST",
      url: `/api/data-preparation/${url}`,
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });
  const storage = () => createLocalStorage(path.join(t.config.dataDir, "storage"));
  const sync = (type: (typeof CATALOG_TYPES)[number]) =>
    runStorageSync({
      db: t.database.db,
      storage: storage(),
      type,
      author: { id: null, name: "Storage sync" },
    });
  const objectAt = async (p: string) =>
    (await t.database.db.select().from(storageObjects).where(eq(storageObjects.path, p)))[0];

  beforeAll(async () => {
    t = await buildTestApp();
    ({ records } = await seedSmallCatalog(t.database.db));
    expected = await writeStorageFixture(path.join(t.config.dataDir, "storage"), records);
    for (const type of CATALOG_TYPES) await sync(type);
    data = await signedInUser(t.app, t.database.db, { role: "data-admin" });
    system = await signedInUser(t.app, t.database.db, { role: "system-admin" });
    customer = await signedInUser(t.app, t.database.db, { role: "premium" });
  });
  afterAll(() => t.close());

  const unlinked2D = async () =>
    (await post("getunlinkfiles", data.cookie, { ingestType: "Seismic_2D", pageSize: 100 })).json().result;

  it("pages the unlinked files of a category, by path", async () => {
    const all = await post("getunlinkfiles", system.cookie, { ingestType: "Well_Log", pageSize: 100 });
    expect(all.statusCode).toBe(200);
    const total = expected.filter((f) => f.type === "Well_Log" && f.expect === "unlinked").length;
    expect(all.json()).toMatchObject({ pageNumber: 1, pageSize: 100, pageTotal: total });
    expect(all.json().result[0]).toEqual({
      fileid: expect.any(String),
      path: expect.stringMatching(/^WELL LOGS\//),
      name: expect.stringMatching(/_GR_RUN9\.las$/),
      folder: expect.stringMatching(/^WELL LOGS\/.+\/Gamma Ray$/),
      size: expect.any(Number),
      format: "LAS",
      reason: expect.stringContaining("No Well Log record has wellbore"),
    });
    const page = await post("getunlinkfiles", data.cookie, {
      ingestType: "Seismic_2D",
      pageNumber: 2,
      pageSize: 1,
    });
    expect(page.json()).toMatchObject({ pageNumber: 2, pageSize: 1, result: [] });
  });

  it("lists invalid files with their reasons and the invalid table headers", async () => {
    const res = await post("getinvalidfiles", data.cookie, { ingestType: "Technical_Report" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pageTotal: 1,
      invalidHeaders: [],
      result: [
        {
          name: expect.stringMatching(/_Appendix\.pdf$/),
          reason: "Truncated PDF: no %%EOF marker at its end",
        },
      ],
    });
    const seismic = await post("getinvalidfiles", data.cookie, { ingestType: "Seismic_2D" });
    expect(seismic.json().invalidHeaders).toHaveLength(1);
  });

  it("answers a record's files as slots whose bak_id is the fileid", async () => {
    const linked = expected.find((f) => f.type === "Seismic_2D" && f.expect === "linked")!;
    const res = await post("getsdcmetadatafile", system.cookie, {
      ingestType: "Seismic_2D",
      id: linked.recordId,
    });
    expect(res.statusCode).toBe(200);
    const [file] = res.json().files;
    expect(file).toMatchObject({ id: linked.recordId, path: linked.path, format: "SEG-Y" });
    expect(file.bak_id).toBe(file.fileid);

    const missing = await post("getsdcmetadatafile", data.cookie, { ingestType: "Seismic_2D", id: "NOPE" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(retrieveFileFailed("Seismic 2D"));
  });

  it("links an unlinked file to a record (200), with a history row, and refuses it to a second record (201)", async () => {
    const [file] = (await unlinked2D()).filter((f: { name: string }) => f.name.endsWith("-REPROC.sgy"));
    const [recordA, recordB] = records.Seismic_2D.slice(10, 12).map((r) => String(r.seismic2DInfoID));

    const res = await post("metadatasetlinkfile", data.cookie, {
      ingestType: "Seismic_2D",
      id: recordA,
      files: [{ fileid: file.fileid, id: recordA, bak_id: "" }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: "File linked successfully" });
    expect(await objectAt(file.path)).toMatchObject({ status: "linked", recordId: recordA, reason: null });
    const files = (
      await post("getsdcmetadatafile", data.cookie, { ingestType: "Seismic_2D", id: recordA })
    ).json().files;
    expect(files).toEqual([
      expect.objectContaining({ fileid: file.fileid, bak_id: file.fileid, path: file.path }),
    ]);
    const [history] = await t.database.db
      .select()
      .from(metadataHistories)
      .where(and(eq(metadataHistories.recordId, recordA), eq(metadataHistories.action, "link")));
    expect(history).toMatchObject({
      userId: data.id,
      before: { files: [] },
      after: { files: [{ fileid: file.fileid, name: file.name, path: file.path }] },
    });

    const again = await post("metadatasetlinkfile", data.cookie, {
      ingestType: "Seismic_2D",
      id: recordB,
      files: [{ fileid: file.fileid, id: recordB, bak_id: "" }],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      code: 201,
      message: `File ${file.name} is already linked to record ${recordA}`,
    });
    expect((await objectAt(file.path)).recordId).toBe(recordA);
  });

  it("unlinks a file (200); the next sync leaves it unlinked", async () => {
    const linked = expected.find((f) => f.type === "Technical_Report" && f.expect === "linked")!;
    const [slot] = (
      await post("getsdcmetadatafile", data.cookie, { ingestType: "Technical_Report", id: linked.recordId })
    ).json().files;
    const res = await post("metadatasetlinkfile", data.cookie, {
      ingestType: "Technical_Report",
      id: linked.recordId,
      files: [{ fileid: "", id: linked.recordId, bak_id: slot.bak_id }],
    });
    expect(res.json()).toEqual({ code: 200, message: "File unlinked successfully" });
    expect(await t.database.db.select().from(catalogFiles).where(eq(catalogFiles.path, linked.path))).toEqual(
      [],
    );
    expect(await objectAt(linked.path)).toMatchObject({
      status: "unlinked",
      recordId: null,
      reason: UNLINKED_BY_HAND,
    });

    await sync("Technical_Report");
    expect(await objectAt(linked.path)).toMatchObject({ status: "unlinked", reason: UNLINKED_BY_HAND });

    // Linked back by hand, it is linked again.
    const back = await post("metadatasetlinkfile", data.cookie, {
      ingestType: "Technical_Report",
      id: linked.recordId,
      files: [{ fileid: slot.fileid, id: linked.recordId, bak_id: "" }],
    });
    expect(back.json().code).toBe(200);
    expect(await objectAt(linked.path)).toMatchObject({ status: "linked", recordId: linked.recordId });
  });

  it("refuses an invalid file, a file of another category and an unknown file with 201, changing nothing", async () => {
    const recordId = String(records.Seismic_2D[15].seismic2DInfoID);
    const invalid = (await post("getinvalidfiles", data.cookie, { ingestType: "Seismic_2D" })).json()
      .result[0];
    const wellFile = (await post("getunlinkfiles", data.cookie, { ingestType: "Well_Log" })).json().result[0];
    for (const [fileid, message] of [
      [invalid.fileid, `File ${invalid.name} cannot be linked: ${invalid.reason}`],
      [wellFile.fileid, `File ${wellFile.name} belongs to another data category`],
      ["no-such-file", "File no-such-file was not found in storage"],
    ]) {
      const res = await post("metadatasetlinkfile", data.cookie, {
        ingestType: "Seismic_2D",
        id: recordId,
        files: [{ fileid, id: recordId, bak_id: "" }],
      });
      expect(res.json()).toEqual({ code: 201, message });
    }
    const files = (
      await post("getsdcmetadatafile", data.cookie, { ingestType: "Seismic_2D", id: recordId })
    ).json();
    expect(files.files).toEqual([]);

    // A slot that alone would succeed is undone by the refusal of the next.
    const surveyId = String(records.Non_Seismic[5].uNSI);
    const [loose] = (await post("getunlinkfiles", data.cookie, { ingestType: "Non_Seismic" })).json().result;
    const refused = await post("metadatasetlinkfile", data.cookie, {
      ingestType: "Non_Seismic",
      id: surveyId,
      files: [
        { fileid: loose.fileid, id: surveyId, bak_id: "" },
        { fileid: "no-such-file", id: surveyId, bak_id: "" },
      ],
    });
    expect(refused.json().code).toBe(201);
    expect(await objectAt(loose.path)).toMatchObject({ status: "unlinked", recordId: null });
  });

  it("answers 404 for an unknown record and 200 with nothing to change", async () => {
    const missing = await post("metadatasetlinkfile", data.cookie, {
      ingestType: "Non_Seismic",
      id: "NOPE",
      files: [],
    });
    expect(missing.statusCode).toBe(404);
    const id = String(records.Non_Seismic[0].uNSI);
    const none = await post("metadatasetlinkfile", data.cookie, { ingestType: "Non_Seismic", id, files: [] });
    expect(none.json()).toEqual({ code: 200, message: "No change to the linked files" });
  });

  it.each([
    ["getunlinkfiles", { pageNumber: 1, pageSize: 10 }, "view"],
    ["getinvalidfiles", { pageNumber: 1, pageSize: 10 }, "view"],
    ["getsdcmetadatafile", { id: "X" }, "view"],
    ["metadatasetlinkfile", { id: "X", files: [] }, "manage"],
  ])(
    "%s: 400 for an unknown ingestType, 401 without a session, 403 without the right",
    async (url, body, right) => {
      const bad = await post(url, data.cookie, { ...body, ingestType: "Seismic_4D" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/^body\.ingestType/);
      expect((await post(url, undefined, { ...body, ingestType: "Seismic_2D" })).statusCode).toBe(401);
      expect((await post(url, customer.cookie, { ...body, ingestType: "Seismic_2D" })).statusCode).toBe(403);
      const bySystem = await post(url, system.cookie, { ...body, ingestType: "Seismic_2D" });
      if (right === "manage") expect(bySystem.statusCode).toBe(403);
      else expect(bySystem.statusCode).not.toBe(403);
    },
  );
});
