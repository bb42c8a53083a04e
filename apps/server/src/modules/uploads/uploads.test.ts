import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { UPLOAD_MAX_BYTES } from "@strata/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../db/schema/index.ts";
import { createUser, getCsrf, signIn, type TestUser } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { createApplication } from "../applications/test/factory.ts";
import { multipartBody, PDF, wizard } from "../registration/test/helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

async function draft() {
  const w = wizard(t.app, t.config.dataDir);
  await w.start();
  return w;
}

describe("a registration draft's documents", () => {
  it("stores the file with its SHA-256 and lists it on the draft", async () => {
    const w = await draft();
    const res = await w.upload();
    expect(res.statusCode).toBe(200);
    const upload = res.json();
    expect(upload).toMatchObject({
      attachableType: "registration",
      attachableId: w.id,
      fileName: "certificate.pdf",
      contentType: "application/pdf",
      sizeBytes: PDF.length,
      sha256: createHash("sha256").update(PDF).digest("hex"),
    });
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, upload.id));
    expect(await readFile(path.join(t.config.dataDir, "storage", row.storageKey))).toEqual(PDF);
    expect((await w.current()).json().documents).toEqual([upload]);
  });

  it("checks the type on the bytes: a PNG is taken, a text file named .pdf is 415", async () => {
    const w = await draft();
    expect((await w.upload(PNG, "scan.png", "image/png")).json().contentType).toBe("image/png");
    const fake = await w.upload(Buffer.from("just text"), "fake.pdf", "application/pdf");
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe("Upload a PDF, PNG or JPEG file.");
  });

  it("refuses a file over 10 MB with 413", async () => {
    const w = await draft();
    const big = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const res = await w.upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses two files, or none, with 400 naming the file", async () => {
    const w = await draft();
    const two = multipartBody([
      { name: "attachableType", value: "registration" },
      { name: "attachableId", value: w.id },
      { name: "file", file: { name: "a.pdf", type: "application/pdf", data: PDF } },
      { name: "file", file: { name: "b.pdf", type: "application/pdf", data: PDF } },
    ]);
    const headers = { ...two.headers, "x-registration-token": w.token };
    const res = await t.app.inject({ method: "POST", url: "/api/uploads", payload: two.payload, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^body\.file/);
    const none = multipartBody([
      { name: "attachableType", value: "registration" },
      { name: "attachableId", value: w.id },
    ]);
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: none.payload,
      headers: { ...none.headers, "x-registration-token": w.token },
    });
    expect(empty.json().error.message).toMatch(/^body\.file/);
  });

  it("refuses a bad attachableType naming the field", async () => {
    const w = await draft();
    const body = multipartBody([
      { name: "attachableType", value: "contract" },
      { name: "attachableId", value: w.id },
      { name: "file", file: { name: "a.pdf", type: "application/pdf", data: PDF } },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: body.payload,
      headers: { ...body.headers, "x-registration-token": w.token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^body\.attachableType/);
  });

  it("answers 401 without a token or a session, 404 for another draft, 415 to a JSON body", async () => {
    const mine = await draft();
    const theirs = await draft();
    const body = multipartBody([
      { name: "attachableType", value: "registration" },
      { name: "attachableId", value: theirs.id },
      { name: "file", file: { name: "a.pdf", type: "application/pdf", data: PDF } },
    ]);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/uploads", ...body });
    expect(anonymous.statusCode).toBe(401);
    const other = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: body.payload,
      headers: { ...body.headers, "x-registration-token": mine.token },
    });
    expect(other.statusCode).toBe(404);
    const json = await t.app.inject({ method: "POST", url: "/api/uploads", payload: {} });
    expect(json.statusCode).toBe(415);
  });

  it("lets the draft remove its own upload; another draft's is 404", async () => {
    const mine = await draft();
    const theirs = await draft();
    const upload = (await theirs.upload()).json();
    expect((await mine.deleteUpload(upload.id)).statusCode).toBe(404);
    expect((await theirs.deleteUpload(upload.id)).json()).toEqual({ ok: true });
    expect((await theirs.current()).json().documents).toEqual([]);
    expect((await theirs.deleteUpload(upload.id)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: "DELETE", url: `/api/uploads/${upload.id}` });
    expect(anonymous.statusCode).toBe(404);
  });
});

describe("an application's documents (signed-in primary user)", () => {
  async function signedIn(user: TestUser) {
    const cookie = await signIn(t.app, user.email, user.password!);
    return getCsrf(t.app, cookie);
  }

  async function uploadTo(applicationId: string, auth: { cookie: string; csrfToken: string }) {
    const body = multipartBody([
      { name: "attachableType", value: "application" },
      { name: "attachableId", value: applicationId },
      { name: "file", file: { name: "answer.pdf", type: "application/pdf", data: PDF } },
    ]);
    return t.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: body.payload,
      headers: { ...body.headers, cookie: auth.cookie, "x-csrf-token": auth.csrfToken },
    });
  }

  it("attaches to the organisation's own application; another organisation's is 404", async () => {
    const primary = await createUser(t.database.db, { role: "standard", isPrimary: true });
    const application = await createApplication(t.database.db, {
      organisationId: primary.organisationId!,
      status: "pending_verification_clarification",
    });
    const auth = await signedIn(primary);
    const res = await uploadTo(application.id, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ attachableType: "application", attachableId: application.id });

    const stranger = await createUser(t.database.db, { role: "standard", isPrimary: true });
    const strangerAuth = await signedIn(stranger);
    expect((await uploadTo(application.id, strangerAuth)).statusCode).toBe(404);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/uploads/${res.json().id}`,
      headers: { cookie: strangerAuth.cookie },
    });
    expect(del.statusCode).toBe(404);
    const own = await t.app.inject({
      method: "DELETE",
      url: `/api/uploads/${res.json().id}`,
      headers: { cookie: auth.cookie },
    });
    expect(own.json()).toEqual({ ok: true });
  });

  it("goes with a clarification answer that names it; a document of another application is a 400", async () => {
    const primary = await createUser(t.database.db, { role: "standard", isPrimary: true });
    const [asked, other] = await Promise.all(
      [0, 1].map(() =>
        createApplication(t.database.db, {
          organisationId: primary.organisationId!,
          status: "pending_verification_clarification",
          lastStableStatus: "pending_verification",
        }),
      ),
    );
    const auth = await signedIn(primary);
    const mine = (await uploadTo(asked.id, auth)).json();
    const foreign = (await uploadTo(other.id, auth)).json();
    const answer = (uploadIds: string[]) =>
      t.app.inject({
        method: "POST",
        url: `/api/organizations/me/applications/${asked.id}/submit`,
        headers: { cookie: auth.cookie },
        payload: { message: "The certificate is attached.", uploadIds },
      });
    const refused = await answer([mine.id, foreign.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.issues[0].field).toBe("body.uploadIds.1");
    const answered = await answer([mine.id]);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().status).toBe("pending_verification");
    const last = answered.json().timeline.at(-1);
    expect(last.after).toMatchObject({ message: "The certificate is attached.", uploadIds: [mine.id] });
  });

  it("answers 403 to a member who is not the primary user, and 403 without the CSRF token", async () => {
    const primary = await createUser(t.database.db, { role: "standard", isPrimary: true });
    const member = await createUser(t.database.db, {
      role: "standard",
      organisationId: primary.organisationId,
    });
    const application = await createApplication(t.database.db, { organisationId: primary.organisationId! });
    expect((await uploadTo(application.id, await signedIn(member))).statusCode).toBe(403);
    const auth = await signedIn(primary);
    const res = await uploadTo(application.id, { ...auth, csrfToken: "wrong" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("CSRF_TOKEN_INVALID");
  });

  it("answers 409 with the status once the application is decided", async () => {
    const primary = await createUser(t.database.db, { role: "standard", isPrimary: true });
    const application = await createApplication(t.database.db, {
      organisationId: primary.organisationId!,
      status: "approved",
    });
    const res = await uploadTo(application.id, await signedIn(primary));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toEqual({ status: "approved" });
  });
});
