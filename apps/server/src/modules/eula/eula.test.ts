import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema/index.ts";
import { seedStaticContent } from "../../seed/demo.ts";
import { createUser, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedStaticContent(t.database.db);
  const admin = await createUser(t.database.db, { role: "admin" });
  adminCookie = await signIn(t.app, admin.email, admin.password!);
});
afterAll(() => t.close());

const publish = (title: string, body: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/eula/versions",
    headers: { cookie: adminCookie },
    payload: { title, body, publish: true },
  });
const status = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/eula/status", headers: { cookie } })).json();
const accept = (cookie: string, versionId: string) =>
  t.app.inject({ method: "POST", url: "/api/eula/accept", headers: { cookie }, payload: { versionId } });

describe("EULA versions", () => {
  it("publishes a sanitised version that the public EULA page shows, keeping the earlier one", async () => {
    expect((await publish("Terms v1", "<p>First terms.</p>")).statusCode).toBe(200);
    const res = await publish(
      "Terms v2",
      '<p>Second terms.</p><script>alert(1)</script><img src=x onerror="x()">',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, published: true });
    expect(res.json().body).not.toMatch(/script|onerror/);
    const page = (await t.app.inject({ method: "GET", url: "/api/static-content/eula" })).json();
    expect(page).toMatchObject({ title: "Terms v2", body: expect.stringContaining("Second terms.") });
    const versions = (
      await t.app.inject({ method: "GET", url: "/api/admin/eula/versions", headers: { cookie: adminCookie } })
    ).json();
    expect(versions.map((v: { version: number; published: boolean }) => [v.version, v.published])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it("republishes a kept version", async () => {
    const versions = (
      await t.app.inject({ method: "GET", url: "/api/admin/eula/versions", headers: { cookie: adminCookie } })
    ).json();
    const v1 = versions.find((v: { version: number }) => v.version === 1);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/eula/versions/${v1.id}/publish`,
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/static-content/eula" })).json().title).toBe(
      "Terms v1",
    );
    await publish("Terms v3", "<p>Third terms.</p>");
  });

  it("answers 400 naming the field, 401 without a session and 403 for a customer", async () => {
    const empty = await publish("Terms", "<p> </p>");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/^body\.body/);
    const noTitle = await publish(" ", "<p>x</p>");
    expect(noTitle.json().error.message).toMatch(/^body\.title/);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/eula/versions" });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/eula/status" })).statusCode).toBe(401);
    const customer = await createUser(t.database.db, { role: "basic", isPrimary: true });
    const cookie = await signIn(t.app, customer.email, customer.password!);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/eula/versions",
      headers: { cookie },
      payload: { title: "x", body: "<p>y</p>", publish: true },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("accepting the EULA", () => {
  it("asks a customer once: after accepting the version in force, not again until a new one", async () => {
    const customer = await createUser(t.database.db, { role: "standard", isPrimary: true });
    const cookie = await signIn(t.app, customer.email, customer.password!);
    const v4 = (await publish("Terms v4", "<p>Fourth terms.</p>")).json();
    const before = await status(cookie);
    expect(before).toMatchObject({ mustAccept: true, current: { id: v4.id, version: 4 }, acceptedAt: null });
    const accepted = await accept(cookie, v4.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ mustAccept: false, acceptedAt: expect.any(String) });
    expect((await accept(cookie, v4.id)).statusCode).toBe(200);
    expect((await status(cookie)).mustAccept).toBe(false);

    const v5 = (await publish("Terms v5", "<p>Fifth terms.</p>")).json();
    expect((await status(cookie)).mustAccept).toBe(true);
    const stale = await accept(cookie, v4.id);
    expect(stale.statusCode).toBe(409);
    expect((await accept(cookie, v5.id)).statusCode).toBe(200);
    const versions = (
      await t.app.inject({ method: "GET", url: "/api/admin/eula/versions", headers: { cookie: adminCookie } })
    ).json();
    expect(versions.find((v: { id: string }) => v.id === v4.id).acceptances).toBe(1);

    // Each acceptance is on the audit trail once (accepting again adds nothing), naming the version.
    const trail = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, customer.id), eq(auditEvents.subjectType, "eula_version")))
      .orderBy(auditEvents.createdAt);
    expect(trail.map((e) => [e.action, e.subjectId, e.after, e.organisationId])).toEqual([
      ["accept", v4.id, { version: 4 }, customer.organisationId],
      ["accept", v5.id, { version: 5 }, customer.organisationId],
    ]);
  });

  it("never asks staff", async () => {
    expect((await status(adminCookie)).mustAccept).toBe(false);
  });

  it("answers 400 for a malformed version id", async () => {
    const res = await accept(adminCookie, "nope");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^body\.versionId/);
  });
});
