import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type DataRequestDetail, type DataRequestList, DELIVER_WITHOUT_FILES } from "@strata/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { downloadPackages } from "../../db/schema/index.ts";
import { createUser, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { decodeQuotedPrintable, mailsTo } from "../../test/mailbox.ts";
import { creditBalanceOf } from "../billing/index.ts";
import {
  customerOrganisation,
  grantCredits,
  request,
  settled,
  storageOf,
} from "../downloads/test/helpers.ts";
import { uploadFiles } from "./test/helpers.ts";

let t: TestApp;
let tmp: string;
let data: { id: string; name: string; cookie: string };
let data2: { id: string; name: string; cookie: string };
let system: string;
beforeAll(async () => {
  t = await buildTestApp();
  tmp = await mkdtemp(path.join(os.tmpdir(), "strata-dr-"));
  const staff = async (role: "data-admin" | "system-admin") => {
    const user = await createUser(t.database.db, { role });
    return { id: user.id, name: user.name, cookie: await signIn(t.app, user.email, user.password as string) };
  };
  data = await staff("data-admin");
  data2 = await staff("data-admin");
  system = (await staff("system-admin")).cookie;
});
afterAll(async () => {
  await t?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const mailText = async (to: string) =>
  decodeQuotedPrintable((await mailsTo(t.config.dataDir, to)).join("\n"));
const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const AREA = {
  type: "Polygon",
  coordinates: [
    [
      [112, 4],
      [113, 4],
      [113, 5],
      [112, 4],
    ],
  ],
};

async function fileRequest(cookie: string, body: object = {}) {
  const res = await request(t)("POST", "/api/data-requests", cookie, {
    title: "Sabah deepwater gravity data",
    purpose: "Regional study for the 2027 bid round",
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as DataRequestDetail;
}

async function assigned(cookie: string) {
  const r = await fileRequest(cookie);
  const res = await request(t)("POST", `/api/admin/data-requests/${r.id}/assign`, data.cookie, {
    assigneeId: data.id,
  });
  expect(res.statusCode).toBe(200);
  return r;
}

describe("customers' data requests", () => {
  it("files a request with records and an area, lists it, reads its history; 400 names the field", async () => {
    const c = await customerOrganisation(t);
    const call = request(t);
    const r = await fileRequest(c.memberCookie, {
      records: [{ type: "Seismic_2D", id: "S2D-1" }],
      area: AREA,
    });
    expect(r).toMatchObject({
      status: "submitted",
      requestedByYou: true,
      assignee: null,
      packageId: null,
      allowedActions: ["cancel"],
      records: [{ type: "Seismic_2D", id: "S2D-1" }],
      area: AREA,
    });
    expect(r.history.map((h) => h.summary)).toEqual(["Request submitted"]);

    const list = (await call("GET", "/api/data-requests", c.memberCookie)).json() as DataRequestList;
    expect(list.result.map((x) => x.id)).toEqual([r.id]);
    expect(list.pageTotal).toBe(1);

    const bad = await call("POST", "/api/data-requests", c.memberCookie, { title: "", purpose: "Because" });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/title/);
    const badArea = await call("POST", "/api/data-requests", c.memberCookie, {
      title: "Some data",
      purpose: "Because",
      area: { type: "Point", coordinates: [1, 2] },
    });
    expect(badArea.statusCode).toBe(400);
    expect(JSON.stringify(badArea.json())).toMatch(/area/);
  });

  it("refuses a degenerate area (open, flat or too short ring) with a 400 that says what is wrong", async () => {
    const c = await customerOrganisation(t);
    const withArea = (ring: number[][]) =>
      request(t)("POST", "/api/data-requests", c.memberCookie, {
        title: "Some data",
        purpose: "Because",
        area: { type: "Polygon", coordinates: [ring] },
      });
    const cases: [number[][], RegExp][] = [
      [
        [
          [112, 4],
          [113, 4],
          [113, 5],
          [112, 5],
        ],
        /closed: its last position equals its first/,
      ],
      [
        [
          [112, 4],
          [113, 4],
          [114, 4],
          [112, 4],
        ],
        /enclose an area: its positions lie on one line/,
      ],
      [
        [
          [112, 4],
          [113, 5],
          [112, 4],
        ],
        /at least 4 positions/,
      ],
      [
        [
          [112, 4],
          [113, 4],
          [113, 95],
          [112, 4],
        ],
        /area/,
      ],
    ];
    for (const [ring, message] of cases) {
      const res = await withArea(ring);
      expect(res.statusCode).toBe(400);
      const { error } = res.json() as {
        error: { message: string; details: { issues: { field: string }[] } };
      };
      expect(error.message).toMatch(message);
      expect(error.details.issues[0].field).toMatch(/^body\.area/);
    }
    const list = (await request(t)("GET", "/api/data-requests", c.memberCookie)).json() as DataRequestList;
    expect(list.pageTotal).toBe(0);
  });

  it("shows a member only their own requests, the primary user the organisation's, another organisation none (404)", async () => {
    const c = await customerOrganisation(t);
    const other = await customerOrganisation(t);
    const call = request(t);
    const mine = await fileRequest(c.memberCookie);
    const primaryOwn = await fileRequest(c.primaryCookie);

    const memberList = (await call("GET", "/api/data-requests", c.memberCookie)).json() as DataRequestList;
    expect(memberList.result.map((x) => x.id)).toEqual([mine.id]);
    expect((await call("GET", `/api/data-requests/${primaryOwn.id}`, c.memberCookie)).statusCode).toBe(404);
    const primaryList = (await call("GET", "/api/data-requests", c.primaryCookie)).json() as DataRequestList;
    expect(primaryList.result.map((x) => x.id).sort()).toEqual([mine.id, primaryOwn.id].sort());
    expect(primaryList.result.find((x) => x.id === mine.id)?.requestedByYou).toBe(false);

    for (const cookie of [other.primaryCookie, other.memberCookie]) {
      expect((await call("GET", `/api/data-requests/${mine.id}`, cookie)).statusCode).toBe(404);
      expect((await call("POST", `/api/data-requests/${mine.id}/cancel`, cookie)).statusCode).toBe(404);
    }
    expect((await call("GET", "/api/data-requests/no-such-id", c.memberCookie)).statusCode).toBe(404);
  });

  it("refuses without a session (401), without the download manager (403) and staff (403)", async () => {
    const basic = await customerOrganisation(t, { tier: "basic" });
    const call = request(t);
    expect((await call("GET", "/api/data-requests")).statusCode).toBe(401);
    expect((await call("POST", "/api/data-requests", "", { title: "abc", purpose: "abc" })).statusCode).toBe(
      401,
    );
    expect((await call("GET", "/api/data-requests", basic.memberCookie)).statusCode).toBe(403);
    expect(
      (await call("POST", "/api/data-requests", basic.primaryCookie, { title: "abc", purpose: "abc" }))
        .statusCode,
    ).toBe(403);
    expect((await call("GET", "/api/data-requests", data.cookie)).statusCode).toBe(403);
  });

  it("cancels before delivery (history says so); cancelling again or after delivery is a 409", async () => {
    const c = await customerOrganisation(t);
    const call = request(t);
    const r = await fileRequest(c.memberCookie);
    const cancelled = await call("POST", `/api/data-requests/${r.id}/cancel`, c.memberCookie);
    expect(cancelled.statusCode).toBe(200);
    const body = cancelled.json() as DataRequestDetail;
    expect(body.status).toBe("cancelled");
    expect(body.allowedActions).toEqual([]);
    expect(body.history.map((h) => h.summary)).toEqual(["Request submitted", "Cancelled by the customer"]);
    expect((await call("POST", `/api/data-requests/${r.id}/cancel`, c.memberCookie)).statusCode).toBe(409);

    const d = await assigned(c.memberCookie);
    expect(
      (await uploadFiles(t, data.cookie, d.id, [{ name: "a.txt", data: Buffer.from("a\n") }])).statusCode,
    ).toBe(201);
    expect((await call("POST", `/api/data-delivery/${d.id}/deliver`, data.cookie, {})).statusCode).toBe(200);
    const late = await call("POST", `/api/data-requests/${d.id}/cancel`, c.memberCookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/delivered/);
  });
});

describe("data staff on every organisation's requests", () => {
  it("lists with filters and pages; assigns to themselves and another, unassigns; system staff only look", async () => {
    const c = await customerOrganisation(t);
    const call = request(t);
    const a = await fileRequest(c.memberCookie, { title: "Request A" });
    const b = await fileRequest(c.primaryCookie, { title: "Request B" });

    const toMe = await call("POST", `/api/admin/data-requests/${a.id}/assign`, data.cookie, {
      assigneeId: data.id,
    });
    expect(toMe.statusCode).toBe(200);
    expect(toMe.json()).toMatchObject({ status: "assigned", assignee: { id: data.id, name: data.name } });
    const toOther = await call("POST", `/api/admin/data-requests/${a.id}/assign`, data.cookie, {
      assigneeId: data2.id,
    });
    expect(toOther.json().assignee.id).toBe(data2.id);
    expect((toOther.json() as DataRequestDetail).history.map((h) => h.summary)).toEqual([
      "Request submitted",
      `Assigned to ${data.name}`,
      `Assigned to ${data2.name}`,
    ]);
    const customer = await call("POST", `/api/admin/data-requests/${a.id}/assign`, data.cookie, {
      assigneeId: c.member.id,
    });
    expect(customer.statusCode).toBe(400);
    expect(JSON.stringify(customer.json())).toMatch(/assigneeId/);

    const q = (query: string) => call("GET", `/api/admin/data-requests?${query}`, data.cookie);
    const org = encodeURIComponent(c.organisation.name);
    const byOrg = (await q(`organisation=${org}`)).json() as DataRequestList;
    expect(byOrg.result.map((x) => x.title).sort()).toEqual(["Request A", "Request B"]);
    expect(byOrg.result[0].organisationName).toBe(c.organisation.name);
    const byAssignee = (await q(`organisation=${org}&assignee=${data2.id}`)).json() as DataRequestList;
    expect(byAssignee.result.map((x) => x.id)).toEqual([a.id]);
    const open = (await q(`organisation=${org}&status=submitted`)).json() as DataRequestList;
    expect(open.result.map((x) => x.id)).toEqual([b.id]);
    const none = (await q(`organisation=${org}&assignee=none`)).json() as DataRequestList;
    expect(none.result.map((x) => x.id)).toEqual([b.id]);
    const paged = (await q(`organisation=${org}&pageSize=1&page=2`)).json() as DataRequestList;
    expect(paged).toMatchObject({ pageNumber: 2, pageSize: 1, pageTotal: 2 });
    expect(paged.result).toHaveLength(1);
    expect((await q("status=nope")).statusCode).toBe(400);

    const back = await call("POST", `/api/admin/data-requests/${a.id}/unassign`, data.cookie);
    expect(back.json()).toMatchObject({ status: "submitted", assignee: null });
    expect((await call("POST", `/api/admin/data-requests/${a.id}/unassign`, data.cookie)).statusCode).toBe(
      409,
    );

    // System staff see every request but act on none.
    const seen = await call("GET", `/api/admin/data-requests/${a.id}`, system);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().allowedActions).toEqual([]);
    expect(
      (await call("POST", `/api/admin/data-requests/${a.id}/assign`, system, { assigneeId: data.id }))
        .statusCode,
    ).toBe(403);
    expect((await call("POST", `/api/data-delivery/${a.id}/deliver`, system, {})).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/data-requests", c.primaryCookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/data-requests")).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/data-requests/no-such-id", data.cookie)).statusCode).toBe(404);
    expect(
      (await call("POST", "/api/admin/data-requests/no-such-id/assign", data.cookie, { assigneeId: data.id }))
        .statusCode,
    ).toBe(404);

    const staffList = await call("GET", "/api/admin/data-requests/assignees", data.cookie);
    expect(staffList.json().result).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: data.id, isYou: true })]),
    );
  });

  it("declines with a reason the customer reads and receives by e-mail; a reason is required", async () => {
    const c = await customerOrganisation(t);
    const call = request(t);
    const r = await fileRequest(c.memberCookie);
    const empty = await call("POST", `/api/admin/data-requests/${r.id}/decline`, data.cookie, { reason: "" });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toMatch(/reason/);
    const declined = await call("POST", `/api/admin/data-requests/${r.id}/decline`, data.cookie, {
      reason: "These surveys are not released yet.",
    });
    expect(declined.statusCode).toBe(200);
    const seen = (
      await call("GET", `/api/data-requests/${r.id}`, c.memberCookie)
    ).json() as DataRequestDetail;
    expect(seen).toMatchObject({ status: "declined", staffNote: "These surveys are not released yet." });
    expect(seen.history.at(-1)?.summary).toBe("Declined: These surveys are not released yet.");
    await t.app.jobs.drain();
    await expect.poll(async () => mailText(c.member.email)).toMatch(/was declined/);
    expect(await mailText(c.member.email)).toContain("Reason: These surveys are not released yet.");
    expect(
      (await call("POST", `/api/admin/data-requests/${r.id}/assign`, data.cookie, { assigneeId: data.id }))
        .statusCode,
    ).toBe(409);
  });
});

describe("data delivery", () => {
  it("uploads, removes, delivers as a free package the customer downloads; its manifest lists the files", async () => {
    const c = await customerOrganisation(t);
    await grantCredits(t, c.organisation.id, 10);
    const call = request(t);
    const r = await assigned(c.memberCookie);

    const none = await call("POST", `/api/data-delivery/${r.id}/deliver`, data.cookie, {});
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(DELIVER_WITHOUT_FILES);

    const gravity = Buffer.from("line,gravity\n1,9.81\n".repeat(200));
    const readme = Buffer.from("Processed by the data team.\n");
    const up = await uploadFiles(t, data.cookie, r.id, [
      { name: "gravity.csv", data: gravity },
      { name: "README.txt", data: readme },
      { name: "mistake.bin", data: Buffer.from("oops") },
    ]);
    expect(up.statusCode).toBe(201);
    const files = up.json().files as { id: string; name: string; path: string; sizeBytes: number }[];
    expect(files.map((f) => [f.name, f.path, f.sizeBytes])).toEqual([
      ["gravity.csv", `Data Requests/${r.id}/gravity.csv`, gravity.length],
      ["README.txt", `Data Requests/${r.id}/README.txt`, readme.length],
      ["mistake.bin", `Data Requests/${r.id}/mistake.bin`, 4],
    ]);
    expect(await storageOf(t).stat(`Data Requests/${r.id}/gravity.csv`)).toMatchObject({
      size: gravity.length,
    });
    const again = await uploadFiles(t, data.cookie, r.id, [{ name: "README.txt", data: readme }]);
    expect(again.statusCode).toBe(409);

    const mistake = files.find((f) => f.name === "mistake.bin")!;
    const removed = await call("DELETE", `/api/data-delivery/${r.id}/files/${mistake.id}`, data.cookie);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as DataRequestDetail).files.map((f) => f.name)).toEqual([
      "README.txt",
      "gravity.csv",
    ]);
    expect(await storageOf(t).stat(`Data Requests/${r.id}/mistake.bin`)).toBeNull();
    expect(
      (await call("DELETE", `/api/data-delivery/${r.id}/files/${mistake.id}`, data.cookie)).statusCode,
    ).toBe(404);

    const delivered = await call("POST", `/api/data-delivery/${r.id}/deliver`, data.cookie, {
      note: "Two files, as discussed.",
    });
    expect(delivered.statusCode).toBe(200);
    const d = delivered.json() as DataRequestDetail;
    expect(d).toMatchObject({
      status: "delivered",
      staffNote: "Two files, as discussed.",
      allowedActions: [],
    });
    expect(d.packageId).toBeTruthy();
    expect(d.history.map((h) => h.action)).toEqual([
      "create",
      "assign",
      "upload_file",
      "upload_file",
      "upload_file",
      "remove_file",
      "deliver",
    ]);
    // Files of a delivered request stay as delivered.
    expect((await uploadFiles(t, data.cookie, r.id, [{ name: "late.txt", data: readme }])).statusCode).toBe(
      409,
    );
    const gravityId = d.files.find((f) => f.name === "gravity.csv")!.id;
    expect(
      (await call("DELETE", `/api/data-delivery/${r.id}/files/${gravityId}`, data.cookie)).statusCode,
    ).toBe(409);

    const row = await settled(t, d.packageId!);
    expect(row).toMatchObject({
      status: "ready",
      origin: "data_request",
      originId: r.id,
      userId: c.member.id,
      creditsSpent: 0,
    });
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(10);

    const mine = (
      await call("GET", `/api/data-requests/${r.id}`, c.memberCookie)
    ).json() as DataRequestDetail;
    expect(mine).toMatchObject({ status: "delivered", packageId: d.packageId, requestedByYou: true });

    const pkg = await call("GET", `/api/download-packagers/${d.packageId}`, c.memberCookie);
    expect(pkg.statusCode).toBe(200);
    expect(pkg.json()).toMatchObject({
      status: "ready",
      credits: 0,
      items: [{ sdcType: "delivery", recordId: r.id, title: r.title, fileCount: 2, credits: 0 }],
    });
    const zip = await call("GET", `/api/download-packagers/${d.packageId}/download`, c.memberCookie);
    expect(zip.statusCode).toBe(200);
    const file = path.join(tmp, `${r.id}.zip`);
    await writeFile(file, zip.rawPayload);
    expect(execFileSync("unzip", ["-t", file]).toString()).toMatch(/No errors detected/);
    const manifest = execFileSync("unzip", ["-p", file, "MANIFEST.sha256"]).toString().trim();
    expect(manifest).toBe(
      [
        `${sha256(readme)}  Data Requests/${r.id}/README.txt`,
        `${sha256(gravity)}  Data Requests/${r.id}/gravity.csv`,
      ].join("\n"),
    );
    // The package is the requester's: the organisation's primary user does not see it.
    expect((await call("GET", `/api/download-packagers/${d.packageId}`, c.primaryCookie)).statusCode).toBe(
      404,
    );

    await t.app.jobs.drain();
    await expect.poll(async () => mailText(c.member.email)).toContain(`/downloads/${d.packageId}`);
  });

  it("lets one of two staff delivering at once win; the other gets a 409 and one package is made", async () => {
    const c = await customerOrganisation(t);
    const call = request(t);
    const r = await assigned(c.memberCookie);
    await uploadFiles(t, data.cookie, r.id, [{ name: "wells.las", data: Buffer.from("~Version\n") }]);
    const answers = await Promise.all([
      call("POST", `/api/data-delivery/${r.id}/deliver`, data.cookie, {}),
      call("POST", `/api/data-delivery/${r.id}/deliver`, data2.cookie, {}),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const packages = await t.database.db
      .select()
      .from(downloadPackages)
      .where(eq(downloadPackages.originId, r.id));
    expect(packages).toHaveLength(1);
  });

  it("refuses uploads that are not multipart (415), without a file (400), for a missing request (404), to customers (403)", async () => {
    const c = await customerOrganisation(t);
    const call = request(t);
    const r = await assigned(c.memberCookie);
    expect(
      (await call("POST", `/api/data-delivery/${r.id}/files`, data.cookie, { file: "x" })).statusCode,
    ).toBe(415);
    const wrongPart = await uploadFiles(t, data.cookie, r.id, [
      { name: "a.txt", data: Buffer.from("a"), field: "doc" },
    ]);
    expect(wrongPart.statusCode).toBe(400);
    expect(
      (await uploadFiles(t, data.cookie, "no-such-id", [{ name: "a.txt", data: Buffer.from("a") }]))
        .statusCode,
    ).toBe(404);
    expect(
      (await uploadFiles(t, c.primaryCookie, r.id, [{ name: "a.txt", data: Buffer.from("a") }])).statusCode,
    ).toBe(403);
    expect((await uploadFiles(t, "", r.id, [{ name: "a.txt", data: Buffer.from("a") }])).statusCode).toBe(
      401,
    );
    expect((await call("POST", "/api/data-delivery/no-such-id/deliver", data.cookie, {})).statusCode).toBe(
      404,
    );
    expect((await call("POST", `/api/data-delivery/${r.id}/deliver`, c.primaryCookie, {})).statusCode).toBe(
      403,
    );
    const folder = await uploadFiles(t, data.cookie, r.id, [
      { name: "../../etc/passwd", data: Buffer.from("x") },
    ]);
    expect(folder.statusCode).toBe(201);
    expect(folder.json().files[0].path).toBe(`Data Requests/${r.id}/passwd`);
  });
});
