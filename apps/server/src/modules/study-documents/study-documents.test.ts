import { UPLOAD_MAX_BYTES } from "@strata/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, studyDocumentComments, subscriptions, uploads } from "../../db/schema/index.ts";
import { createOrganisation, getCsrf } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { type SignedInUser, signedInUser } from "../catalogs/test/catalog-factory.ts";
import { multipartBody } from "../data-preparation/metadata/test/helpers.ts";
import { tinyPdf } from "./demo.ts";

let t: TestApp;
let graduate: SignedInUser;
let member: SignedInUser;
let otherOrgUser: SignedInUser;
let research: SignedInUser;
let admin: SignedInUser;
let loa: SignedInUser;
let dataAdmin: SignedInUser;
let graduateOrgId: string;

const PDF = tinyPdf(["A thesis", "Page 1"]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  graduateOrgId = (await createOrganisation(db, { tier: "graduate" })).id;
  graduate = await signedInUser(t.app, db, {
    role: "graduate",
    organisationId: graduateOrgId,
    isPrimary: true,
    name: "Gina Graduate",
  });
  member = await signedInUser(t.app, db, {
    role: "graduate",
    organisationId: graduateOrgId,
    name: "Mo Member",
  });
  otherOrgUser = await signedInUser(t.app, db, { role: "graduate", isPrimary: true });
  research = await signedInUser(t.app, db, { role: "international-research", isPrimary: true });
  admin = await signedInUser(t.app, db, { role: "admin" });
  loa = await signedInUser(t.app, db, { role: "loa" });
  dataAdmin = await signedInUser(t.app, db, { role: "data-admin" });
});
afterAll(async () => t?.close());

async function upload(
  user: SignedInUser | null,
  fields: Record<string, string>,
  file: { name: string; data: Buffer } | undefined = { name: "thesis.pdf", data: PDF },
) {
  const csrf = await getCsrf(t.app, user?.cookie ?? "");
  const body = multipartBody(fields, file);
  return t.app.inject({
    method: "POST",
    url: "/api/study-documents",
    payload: body.payload,
    headers: { cookie: csrf.cookie, "content-type": body.contentType, "x-csrf-token": csrf.csrfToken },
  });
}

const call = (user: SignedInUser | null, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });

async function uploaded(user: SignedInUser, title: string, kind = "thesis") {
  const res = await upload(user, { title, kind, abstract: `About ${title}` });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; title: string; canDelete: boolean };
}

describe("uploading and listing study documents", () => {
  it("a graduate uploads a PDF; members of the organisation list, search and open it inline", async () => {
    const doc = await uploaded(graduate, "Turbidites of the Malay Basin");
    expect(doc).toMatchObject({ title: "Turbidites of the Malay Basin", canDelete: true });
    await uploaded(member, "Carbonate pinnacles", "report");

    const list = await call(member, "GET", "/api/study-documents?q=turbid");
    expect(list.statusCode).toBe(200);
    expect(list.json().result.map((d: { title: string }) => d.title)).toEqual([
      "Turbidites of the Malay Basin",
    ]);
    expect(list.json().result[0]).toMatchObject({ author: { name: "Gina Graduate" }, canDelete: false });

    const byAuthor = await call(graduate, "GET", "/api/study-documents?q=mo%20member&kind=report");
    expect(byAuthor.json().result.map((d: { title: string }) => d.title)).toEqual(["Carbonate pinnacles"]);

    const paged = await call(graduate, "GET", "/api/study-documents?pageSize=1&page=2");
    expect(paged.json()).toMatchObject({ pageNumber: 2, pageSize: 1, pageTotal: 2 });
    expect(paged.json().result).toHaveLength(1);

    const file = await call(member, "GET", `/api/study-documents/${doc.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toMatch(/^inline; filename="thesis.pdf"/);
    expect(file.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(file.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const [stored] = await t.database.db.select().from(uploads).where(eq(uploads.attachableId, doc.id));
    expect(stored).toMatchObject({ attachableType: "study_document", organisationId: graduateOrgId });
  });

  it("answers 400 naming the field for bytes that are not a PDF, an empty title or an unknown kind", async () => {
    const png = await upload(
      graduate,
      { title: "Poster", kind: "poster" },
      { name: "poster.pdf", data: PNG },
    );
    expect(png.statusCode).toBe(400);
    expect(JSON.stringify(png.json())).toContain("body.file");
    const text = await upload(
      graduate,
      { title: "Poster", kind: "poster" },
      { name: "x.pdf", data: Buffer.from("hello") },
    );
    expect(text.statusCode).toBe(400);
    const title = await upload(graduate, { title: "  ", kind: "thesis" });
    expect(title.statusCode).toBe(400);
    expect(JSON.stringify(title.json())).toContain("body.title");
    const kind = await upload(graduate, { title: "A", kind: "novel" });
    expect(kind.statusCode).toBe(400);
    expect(JSON.stringify(kind.json())).toContain("body.kind");
    const query = await call(graduate, "GET", "/api/study-documents?pageSize=100000");
    expect(query.statusCode).toBe(400);
  });

  it("refuses a file over the upload limit (413, before it is read)", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES + 1)]);
    const res = await upload(graduate, { title: "Huge", kind: "thesis" }, { name: "huge.pdf", data: big });
    expect(res.statusCode).toBe(413);
    // The user reads the limit, not a bare status.
    expect(res.json().error).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "The file is larger than the upload limit of 10 MB. Choose a smaller file or compress it.",
      details: { maxBytes: UPLOAD_MAX_BYTES },
    });
  });

  it("is 401 signed out, and 403 for tiers without the right and for staff", async () => {
    expect((await call(null, "GET", "/api/study-documents")).statusCode).toBe(401);
    expect((await upload(null, { title: "A", kind: "thesis" })).statusCode).toBe(401);
    for (const role of ["basic", "standard", "premium", "mpm-study"] as const) {
      const user = await signedInUser(t.app, t.database.db, { role, isPrimary: true });
      expect((await call(user, "GET", "/api/study-documents")).statusCode).toBe(403);
      expect((await upload(user, { title: "A", kind: "thesis" })).statusCode).toBe(403);
    }
    for (const staff of [admin, loa, dataAdmin]) {
      expect((await call(staff, "GET", "/api/study-documents")).statusCode).toBe(403);
    }
    const superadmin = await signedInUser(t.app, t.database.db, { role: "superadmin" });
    expect((await call(superadmin, "GET", "/api/study-documents")).statusCode).toBe(403);
    expect((await call(research, "GET", "/api/study-documents")).statusCode).toBe(200);
  });

  it("another organisation's document, file and comments are 404", async () => {
    const doc = await uploaded(graduate, "Private thesis");
    for (const path of ["", "/file", "/comments"]) {
      expect((await call(otherOrgUser, "GET", `/api/study-documents/${doc.id}${path}`)).statusCode).toBe(404);
    }
    expect(
      (await call(otherOrgUser, "POST", `/api/study-documents/${doc.id}/comments`, { body: "hi" }))
        .statusCode,
    ).toBe(404);
    expect((await call(otherOrgUser, "DELETE", `/api/study-documents/${doc.id}`)).statusCode).toBe(404);
    const list = await call(otherOrgUser, "GET", "/api/study-documents");
    expect(list.json().pageTotal).toBe(0);
  });
});

describe("comments", () => {
  it("a member comments in plain text or rich text, which is sanitised", async () => {
    const doc = await uploaded(graduate, "Commented thesis");
    const url = `/api/study-documents/${doc.id}/comments`;
    const plain = await call(member, "POST", url, { body: "Chapter 3 needs <b>well names</b>\nthanks" });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({
      format: "plain",
      body: "Chapter 3 needs <b>well names</b>\nthanks",
    });
    const rich = await call(member, "POST", url, {
      body: '<p>Nice <strong>work</strong><script>alert(1)</script><img src=x onerror="alert(1)"></p>',
      format: "rich",
    });
    expect(rich.statusCode).toBe(201);
    expect(rich.json().body).toBe("<p>Nice <strong>work</strong></p>");
    const thread = await call(graduate, "GET", url);
    expect(thread.json().result.map((c: { format: string }) => c.format)).toEqual(["plain", "rich"]);
    expect(thread.json().result[0]).toMatchObject({ author: { name: "Mo Member" }, canDelete: false });

    expect((await call(member, "POST", url, { body: "   " })).statusCode).toBe(400);
    expect((await call(member, "POST", url, { body: "x".repeat(4001) })).statusCode).toBe(400);
    expect((await call(member, "POST", url, { body: "<script>x</script>", format: "rich" })).statusCode).toBe(
      400,
    );
    expect((await call(null, "POST", url, { body: "hi" })).statusCode).toBe(401);
  });

  it("only its author deletes a comment; the audit keeps it; another organisation's is 404", async () => {
    const doc = await uploaded(graduate, "Thread thesis");
    const url = `/api/study-documents/${doc.id}/comments`;
    const comment = (await call(member, "POST", url, { body: "Mine" })).json();
    expect((await call(graduate, "DELETE", `${url}/${comment.id}`)).statusCode).toBe(403);
    expect((await call(otherOrgUser, "DELETE", `${url}/${comment.id}`)).statusCode).toBe(404);
    expect((await call(member, "DELETE", `${url}/missing`)).statusCode).toBe(404);
    expect((await call(member, "DELETE", `${url}/${comment.id}`)).statusCode).toBe(200);
    expect((await call(member, "GET", url)).json().result).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, doc.id), eq(auditEvents.action, "delete_comment")));
    expect(audit.before).toMatchObject({ commentId: comment.id, body: "Mine" });
    expect(audit.actorUserId).toBe(member.id);
  });
});

describe("deleting a document", () => {
  it("its uploader or the primary user deletes it with its comments; another member is 403; the audit keeps it", async () => {
    const doc = await uploaded(member, "Member's report", "report");
    await call(graduate, "POST", `/api/study-documents/${doc.id}/comments`, { body: "Read it" });
    const other = await signedInUser(t.app, t.database.db, {
      role: "graduate",
      organisationId: graduateOrgId,
    });
    expect((await call(other, "DELETE", `/api/study-documents/${doc.id}`)).statusCode).toBe(403);
    expect((await call(graduate, "DELETE", `/api/study-documents/${doc.id}`)).statusCode).toBe(200);
    expect((await call(member, "GET", `/api/study-documents/${doc.id}`)).statusCode).toBe(404);
    const db = t.database.db;
    expect(await db.select().from(uploads).where(eq(uploads.attachableId, doc.id))).toEqual([]);
    expect(
      await db.select().from(studyDocumentComments).where(eq(studyDocumentComments.documentId, doc.id)),
    ).toEqual([]);
    const trail = await db.select().from(auditEvents).where(eq(auditEvents.subjectId, doc.id));
    expect(trail.map((e) => e.action).sort()).toEqual(["comment", "delete", "upload"]);
    const deleted = trail.find((e) => e.action === "delete")!;
    expect(deleted.before).toMatchObject({ title: "Member's report", commentCount: 1 });
    expect(deleted.actorUserId).toBe(graduate.id);

    const own = await uploaded(member, "Own poster", "poster");
    expect((await call(member, "DELETE", `/api/study-documents/${own.id}`)).statusCode).toBe(200);
  });
});

describe("staff through admin subscriptions", () => {
  it("staff who view subscriptions list an organisation's documents and open one read-only", async () => {
    const doc = await uploaded(graduate, "Staff-visible thesis");
    await call(member, "POST", `/api/study-documents/${doc.id}/comments`, { body: "Looks good" });
    const [subscription] = await t.database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.organisationId, graduateOrgId));
    const base = `/api/admin/subscriptions/${subscription.id}/study-documents`;
    for (const staff of [admin, loa]) {
      const list = await call(staff, "GET", `${base}?q=staff-visible`);
      expect(list.statusCode).toBe(200);
      expect(list.json().result).toHaveLength(1);
      expect(list.json().result[0]).toMatchObject({ id: doc.id, canDelete: false, commentCount: 1 });
    }
    expect((await call(admin, "GET", `${base}/${doc.id}`)).json()).toMatchObject({
      title: "Staff-visible thesis",
    });
    const file = await call(admin, "GET", `${base}/${doc.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    const comments = await call(admin, "GET", `${base}/${doc.id}/comments`);
    expect(comments.json().result[0]).toMatchObject({ body: "Looks good", canDelete: false });

    expect((await call(dataAdmin, "GET", base)).statusCode).toBe(403);
    expect((await call(graduate, "GET", base)).statusCode).toBe(403);
    expect((await call(null, "GET", base)).statusCode).toBe(401);
    expect((await call(admin, "GET", "/api/admin/subscriptions/missing/study-documents")).statusCode).toBe(
      404,
    );
    const [otherSubscription] = await t.database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.organisationId, otherOrgUser.organisationId!));
    expect(
      (await call(admin, "GET", `/api/admin/subscriptions/${otherSubscription.id}/study-documents/${doc.id}`))
        .statusCode,
    ).toBe(404);
  });
});
