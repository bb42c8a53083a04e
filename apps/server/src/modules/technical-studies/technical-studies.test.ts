import type { TechnicalStudiesPage, TechnicalStudyDetail } from "@strata/core";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema/index.ts";
import { createUser, getCsrf, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { filesBody } from "../data-requests/test/helpers.ts";
import { request } from "../downloads/test/helpers.ts";
import { tinyPdf } from "./demo.ts";

let t: TestApp;
let staff: string;
let mpm: { cookie: string; organisationId: string };
let mpmMember: string;
let addOnUser: { cookie: string; organisationId: string };
let other: { cookie: string; organisationId: string };
const denied: Record<string, string> = {};

const signedIn = async (input: Parameters<typeof createUser>[1]) => {
  const user = await createUser(t.database.db, input);
  return {
    cookie: await signIn(t.app, user.email, user.password as string),
    organisationId: user.organisationId as string,
  };
};

beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.execute(sql`insert into catalog_blocks (name, region, basin, status, geometry, bbox) values
    ('TS1', 'PM', 'Penyu Basin', 'Open', '{"type":"Polygon","coordinates":[[[104,5],[104.5,5],[104.5,5.5],[104,5.5],[104,5]]]}', '(104.5,5.5),(104,5)'),
    ('TS2', 'PM', 'Penyu Basin', 'Open', '{"type":"Polygon","coordinates":[[[104.5,5],[105,5],[105,5.5],[104.5,5.5],[104.5,5]]]}', '(105,5.5),(104.5,5)')
    on conflict do nothing`);
  staff = (await signedIn({ role: "data-admin" })).cookie;
  mpm = await signedIn({ role: "mpm-study", isPrimary: true });
  mpmMember = (await signedIn({ role: "mpm-study", organisationId: mpm.organisationId })).cookie;
  addOnUser = await signedIn({ role: "standard", addOns: ["mpm-study"] });
  other = await signedIn({ role: "mpm-study", isPrimary: true });
  for (const role of ["standard", "premium", "basic"] as const) {
    denied[role] = (await signedIn({ role, isPrimary: true })).cookie;
  }
});
afterAll(async () => {
  await t?.close();
});

const call = () => request(t);
const createStudy = async (organisationId: string, extra: object = {}) => {
  const res = await call()("POST", "/api/technical-studies", staff, {
    organisationId,
    name: "Penyu open acreage",
    blocks: ["TS1", "TS2", "TS1"],
    milestones: [
      { title: "Kick-off", dueDate: "2026-01-15", done: true },
      { title: "Final report", dueDate: "2026-12-15" },
    ],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TechnicalStudyDetail;
};

async function upload(cookie: string, url: string, name: string, data: Buffer) {
  const csrf = await getCsrf(t.app, cookie);
  const body = filesBody([{ name, data }]);
  return t.app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { cookie: csrf.cookie, "content-type": body.contentType, "x-csrf-token": csrf.csrfToken },
  });
}
const act = (cookie: string, id: string, action: string, body: object = {}) =>
  call()("POST", `/api/technical-studies/${id}/report/${action}`, cookie, body);

describe("technical study workspaces", () => {
  it("data staff open a workspace; the MPM-study organisation sees it, another organisation gets 404", async () => {
    const study = await createStudy(mpm.organisationId);
    expect(study.blocks).toEqual(["TS1", "TS2"]);
    expect(study.blockDetails[0].bbox).toEqual([104, 5, 104.5, 5.5]);
    expect(study.milestonesTotal).toBe(2);
    expect(study.milestonesDone).toBe(1);
    expect(study.report.status).toBe("draft");

    const mine = await call()("GET", `/api/technical-studies/${study.id}`, mpmMember);
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as TechnicalStudyDetail).canManage).toBe(false);
    const list = (await call()("GET", "/api/technical-studies", mpm.cookie)).json() as TechnicalStudiesPage;
    expect(list.result.map((s) => s.id)).toContain(study.id);
    expect(list.result.every((s) => s.organisationId === mpm.organisationId)).toBe(true);

    expect((await call()("GET", `/api/technical-studies/${study.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call()("GET", `/api/technical-studies/${study.id}/files/x`, other.cookie)).statusCode).toBe(
      404,
    );
    const otherList = (
      await call()("GET", "/api/technical-studies", other.cookie)
    ).json() as TechnicalStudiesPage;
    expect(otherList.result.map((s) => s.id)).not.toContain(study.id);
    const staffList = (await call()("GET", "/api/technical-studies", staff)).json() as TechnicalStudiesPage;
    expect(staffList.result.map((s) => s.id)).toContain(study.id);
  });

  it("the mpm-study add-on gives a standard user its own organisation's workspace", async () => {
    const study = await createStudy(addOnUser.organisationId);
    expect((await call()("GET", `/api/technical-studies/${study.id}`, addOnUser.cookie)).statusCode).toBe(
      200,
    );
  });

  it("answers 401 signed out and 403 to tiers without the right, and to customers creating or editing", async () => {
    expect((await call()("GET", "/api/technical-studies")).statusCode).toBe(401);
    for (const cookie of Object.values(denied)) {
      expect((await call()("GET", "/api/technical-studies", cookie)).statusCode).toBe(403);
      const res = await call()("POST", "/api/technical-studies", cookie, {
        organisationId: mpm.organisationId,
        name: "x",
        blocks: ["TS1"],
      });
      expect(res.statusCode).toBe(403);
    }
    const create = await call()("POST", "/api/technical-studies", mpm.cookie, {
      organisationId: mpm.organisationId,
      name: "Mine",
      blocks: ["TS1"],
    });
    expect(create.statusCode).toBe(403);
    const study = await createStudy(mpm.organisationId);
    expect(
      (await call()("PATCH", `/api/technical-studies/${study.id}`, mpm.cookie, { name: "Renamed" }))
        .statusCode,
    ).toBe(403);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const bad = async (body: object, field: string) => {
      const res = await call()("POST", "/api/technical-studies", staff, {
        organisationId: mpm.organisationId,
        name: "Study",
        blocks: ["TS1"],
        ...body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(field);
    };
    await bad({ name: "  " }, "name");
    await bad({ blocks: [] }, "blocks");
    await bad({ blocks: ["NOPE"] }, "blocks");
    await bad({ milestones: [{ title: "A", dueDate: "2026-02-31" }] }, "dueDate");
    await bad({ milestones: [{ title: "A", dueDate: "soon" }] }, "dueDate");
    await bad({ milestones: [{ title: "", dueDate: "2026-02-01" }] }, "title");
    await bad({ organisationId: "missing" }, "organisationId");
    const study = await createStudy(mpm.organisationId);
    const milestone = await call()("POST", `/api/technical-studies/${study.id}/milestones`, staff, {
      title: "Review",
      dueDate: "2026-13-01",
    });
    expect(milestone.statusCode).toBe(400);
    const notPdf = await upload(
      mpm.cookie,
      `/api/technical-studies/${study.id}/report`,
      "report.pdf",
      Buffer.from("%PNG no"),
    );
    expect(notPdf.statusCode).toBe(415);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(16),
    ]);
    const image = await upload(mpm.cookie, `/api/technical-studies/${study.id}/report`, "report.pdf", png);
    expect(image.statusCode).toBe(400);
    expect(image.body).toContain("body.file");
  });

  it("keeps documents from either side and milestones the organisation ticks", async () => {
    const study = await createStudy(mpm.organisationId);
    const byStaff = await upload(
      staff,
      `/api/technical-studies/${study.id}/documents`,
      "agreement.pdf",
      tinyPdf(["Agreement"]),
    );
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    const byOrg = await upload(
      mpm.cookie,
      `/api/technical-studies/${study.id}/documents`,
      "plan.pdf",
      tinyPdf(["Plan"]),
    );
    const detail = byOrg.json() as TechnicalStudyDetail;
    expect(detail.documents.map((d) => [d.fileName, d.side]).sort()).toEqual([
      ["agreement.pdf", "staff"],
      ["plan.pdf", "organisation"],
    ]);
    const file = await call()(
      "GET",
      `/api/technical-studies/${study.id}/files/${detail.documents[0].id}`,
      mpmMember,
    );
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith("%PDF-")).toBe(true);
    const m = detail.milestones.find((x) => !x.done)!;
    const ticked = await call()(
      "PATCH",
      `/api/technical-studies/${study.id}/milestones/${m.id}`,
      mpm.cookie,
      { done: true },
    );
    expect(ticked.statusCode).toBe(200);
    expect((ticked.json() as TechnicalStudyDetail).milestonesDone).toBe(2);
    const retitle = await call()(
      "PATCH",
      `/api/technical-studies/${study.id}/milestones/${m.id}`,
      mpm.cookie,
      { title: "X" },
    );
    expect(retitle.statusCode).toBe(403);
    const missing = await call()("PATCH", `/api/technical-studies/${study.id}/milestones/nope`, staff, {
      done: true,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("walks the report: submit, review, changes, a new version resubmitted, accepted; versions kept", async () => {
    const study = await createStudy(mpm.organisationId);
    const url = `/api/technical-studies/${study.id}/report`;
    // Nothing to submit yet.
    expect((await act(mpm.cookie, study.id, "submit")).statusCode).toBe(409);
    const v1 = await upload(mpm.cookie, url, "report-v1.pdf", tinyPdf(["v1"]));
    expect(v1.statusCode, v1.body).toBe(201);
    expect((v1.json() as TechnicalStudyDetail).report.allowedActions).toEqual(["submit"]);
    expect((await upload(staff, url, "staff.pdf", tinyPdf(["staff"]))).statusCode).toBe(403);

    const submitted = await act(mpm.cookie, study.id, "submit", { from: "draft" });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((submitted.json() as TechnicalStudyDetail).report).toMatchObject({
      status: "submitted",
      submittedVersion: 1,
    });
    // A stale status is a 409; uploads stop while staff hold it.
    expect((await act(staff, study.id, "start-review", { from: "draft" })).statusCode).toBe(409);
    expect((await upload(mpm.cookie, url, "late.pdf", tinyPdf(["late"]))).statusCode).toBe(409);
    expect(
      (await call()("GET", `/api/technical-studies/${study.id}`, staff)).json().report.allowedActions,
    ).toEqual(["start-review"]);
    expect((await act(staff, study.id, "start-review", { from: "submitted" })).statusCode).toBe(200);
    // The customer cannot accept their own report.
    expect((await act(mpm.cookie, study.id, "accept", { from: "under_review" })).statusCode).toBe(403);
    const changes = await act(staff, study.id, "request-changes", {
      from: "under_review",
      note: "Add the risk table",
    });
    expect(changes.statusCode).toBe(200);
    expect((changes.json() as TechnicalStudyDetail).report.reviewNote).toBe("Add the risk table");

    // Resubmitting needs a new version.
    expect((await act(mpm.cookie, study.id, "resubmit")).statusCode).toBe(409);
    const v2 = await upload(mpm.cookie, url, "report-v2.pdf", tinyPdf(["v2"]));
    expect((v2.json() as TechnicalStudyDetail).report.allowedActions).toEqual(["resubmit"]);
    expect((await act(mpm.cookie, study.id, "resubmit", { from: "changes_requested" })).statusCode).toBe(200);
    expect((await act(staff, study.id, "start-review")).statusCode).toBe(200);
    const accepted = await act(staff, study.id, "accept", { from: "under_review" });
    expect(accepted.statusCode).toBe(200);
    const report = (accepted.json() as TechnicalStudyDetail).report;
    expect(report).toMatchObject({
      status: "accepted",
      submittedVersion: 2,
      allowedActions: [],
      canUpload: false,
    });
    expect(report.versions.map((v) => [v.version, v.file.fileName])).toEqual([
      [2, "report-v2.pdf"],
      [1, "report-v1.pdf"],
    ]);
    const v1File = await call()(
      "GET",
      `/api/technical-studies/${study.id}/files/${report.versions[1].file.id}`,
      mpm.cookie,
    );
    expect(v1File.body).toContain("(v1)");

    const trail = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "study_report"), eq(auditEvents.subjectId, study.id)));
    expect(trail.map((r) => r.action).sort()).toEqual(
      [
        "accept",
        "request-changes",
        "resubmit",
        "start-review",
        "start-review",
        "submit",
        "upload_version",
        "upload_version",
      ].sort(),
    );
    // Another organisation cannot move it either.
    expect((await act(other.cookie, study.id, "submit")).statusCode).toBe(404);
  });
});

describe("the staff organisation picker", () => {
  it("lists MPM-study organisations to staff; a customer sees only their own", async () => {
    const res = await request(t)("GET", "/api/technical-studies/organisations", staff);
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { result: { id: string }[] }).result.map((o) => o.id);
    expect(ids).toContain(mpm.organisationId);
    const own = await request(t)("GET", "/api/technical-studies/organisations", mpm.cookie);
    expect((own.json() as { result: { id: string }[] }).result.map((o) => o.id)).toEqual([
      mpm.organisationId,
    ]);
  });
});

describe("deleting milestones and documents (decision 0216)", () => {
  it("data staff delete a milestone, audited; the organisation 403, another organisation 404, signed out 401", async () => {
    const study = await createStudy(mpm.organisationId);
    const m = study.milestones.find((x) => x.title === "Final report")!;
    const url = `/api/technical-studies/${study.id}/milestones/${m.id}`;
    expect((await call()("DELETE", url)).statusCode).toBe(401);
    expect((await call()("DELETE", url, denied.standard)).statusCode).toBe(403);
    expect((await call()("DELETE", url, mpm.cookie)).statusCode).toBe(403);
    expect((await call()("DELETE", url, other.cookie)).statusCode).toBe(404);
    // No body to refuse: an id longer than any valid one is the house's 414, an unknown one 404.
    expect(
      (await call()("DELETE", `/api/technical-studies/${study.id}/milestones/${"x".repeat(101)}`, staff))
        .statusCode,
    ).toBe(414);

    const res = await call()("DELETE", url, staff);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as TechnicalStudyDetail;
    expect(detail.milestones.map((x) => x.title)).toEqual(["Kick-off"]);
    expect(detail.milestonesTotal).toBe(1);
    expect((await call()("DELETE", url, staff)).statusCode).toBe(404);

    const trail = await t.database.db
      .select({ action: auditEvents.action, before: auditEvents.before })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, study.id), eq(auditEvents.action, "delete_milestone")));
    expect(trail).toEqual([
      {
        action: "delete_milestone",
        before: { id: m.id, title: "Final report", dueDate: "2026-12-15", done: false },
      },
    ]);
  });

  it("documents: staff any, the uploader or the primary user their organisation's own; the trail keeps the file", async () => {
    const study = await createStudy(mpm.organisationId);
    const docs = `/api/technical-studies/${study.id}/documents`;
    await upload(staff, docs, "agreement.pdf", tinyPdf(["Agreement"]));
    await upload(mpm.cookie, docs, "plan.pdf", tinyPdf(["Plan"]));
    const last = await upload(mpmMember, docs, "notes.pdf", tinyPdf(["Notes"]));
    expect(last.statusCode, last.body).toBe(201);

    const asMember = (
      await call()("GET", `/api/technical-studies/${study.id}`, mpmMember)
    ).json() as TechnicalStudyDetail;
    const byName = Object.fromEntries(asMember.documents.map((d) => [d.fileName, d]));
    expect(asMember.documents.map((d) => [d.fileName, d.canDelete]).sort()).toEqual([
      ["agreement.pdf", false],
      ["notes.pdf", true],
      ["plan.pdf", false],
    ]);
    const asPrimary = (
      await call()("GET", `/api/technical-studies/${study.id}`, mpm.cookie)
    ).json() as TechnicalStudyDetail;
    expect(
      asPrimary.documents
        .filter((d) => d.canDelete)
        .map((d) => d.fileName)
        .sort(),
    ).toEqual(["notes.pdf", "plan.pdf"]);

    const del = (id: string, cookie?: string) => call()("DELETE", `${docs}/${id}`, cookie);
    expect((await del(byName["plan.pdf"].id)).statusCode).toBe(401);
    expect((await del(byName["plan.pdf"].id, mpmMember)).statusCode).toBe(403);
    expect((await del(byName["agreement.pdf"].id, mpm.cookie)).statusCode).toBe(403);
    expect((await del(byName["plan.pdf"].id, other.cookie)).statusCode).toBe(404);
    expect((await del(byName["plan.pdf"].id, denied.standard)).statusCode).toBe(403);

    const mine = await del(byName["notes.pdf"].id, mpm.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as TechnicalStudyDetail).documents.map((d) => d.fileName).sort()).toEqual([
      "agreement.pdf",
      "plan.pdf",
    ]);
    const gone = await call()(
      "GET",
      `/api/technical-studies/${study.id}/files/${byName["notes.pdf"].id}`,
      mpm.cookie,
    );
    expect(gone.statusCode).toBe(404);
    expect((await del(byName["agreement.pdf"].id, staff)).statusCode).toBe(200);
    expect((await del(byName["agreement.pdf"].id, staff)).statusCode).toBe(404);

    const trail = await t.database.db
      .select({ before: auditEvents.before })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, study.id), eq(auditEvents.action, "delete_document")));
    expect(trail.map((r) => (r.before as { fileName: string }).fileName).sort()).toEqual([
      "agreement.pdf",
      "notes.pdf",
    ]);
    expect(trail.every((r) => /^[0-9a-f]{64}$/.test((r.before as { sha256: string }).sha256))).toBe(true);
  });
});
