import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, users } from "../../db/schema/index.ts";
import { createOrganisation, type TestUser } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { decodeQuotedPrintable, mailsTo } from "../../test/mailbox.ts";
import { createApplication, setChain, signedInStaff } from "../applications/test/factory.ts";

let t: TestApp;
let superadmin: { user: TestUser; cookie: string };
let admin: { user: TestUser; cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  superadmin = await signedInStaff(t.app, t.database.db, "superadmin");
  admin = await signedInStaff(t.app, t.database.db, "admin");
});
afterAll(() => t.close());

const BASE = "/api/admin/administrators";
const inject = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function invitationTo(email: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 40; attempt++) {
    await t.app.jobs.drain();
    const mail = (await mailsTo(t.config.dataDir, email)).map(decodeQuotedPrintable)[0];
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

describe("administrators CRUD", () => {
  it("invites a new LOA approver into the chain at the level asked, with an activation link by e-mail", async () => {
    const first = await signedInStaff(t.app, t.database.db, "loa");
    await setChain(t.database.db, [{ userId: first.user.id, limitSen: 100 }]);
    const res = await inject("POST", BASE, superadmin.cookie, {
      name: "Aisyah Rahman",
      email: "Aisyah@Example.test",
      role: "loa",
      loa: { level: 1, limitSen: 5_000_000 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Aisyah Rahman",
      email: "aisyah@example.test",
      role: "loa",
      status: "invited",
      loa: { level: 1, limitSen: 5_000_000 },
    });
    const chain = (await inject("GET", `${BASE}/loa`, admin.cookie)).json().approvers;
    expect(chain.map((a: { name: string }) => a.name)).toEqual(["Aisyah Rahman", first.user.name]);
    expect(await invitationTo("aisyah@example.test")).toMatch(/\/activate\?token=/);
  });

  it("names a taken e-mail and a level given to a non-LOA role in 400s", async () => {
    const taken = await inject("POST", BASE, superadmin.cookie, {
      name: "Copy",
      email: admin.user.email,
      role: "admin",
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.message).toMatch(/^body\.email/);
    const level = await inject("POST", BASE, superadmin.cookie, {
      name: "Finance person",
      email: "finance-new@example.test",
      role: "finance",
      loa: { limitSen: 1 },
    });
    expect(level.statusCode).toBe(400);
    expect(level.json().error.message).toMatch(/^body\.loa/);
    const bad = await inject("POST", BASE, superadmin.cookie, {
      name: "",
      email: "x@example.test",
      role: "admin",
    });
    expect(bad.json().error.message).toMatch(/body\.name/);
  });

  it("lists staff only, reads one, and answers 404 for a customer's id", async () => {
    const customerOrg = await createOrganisation(t.database.db, { tier: "standard" });
    const [customer] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.organisationId, customerOrg.id));
    const list = await inject("GET", `${BASE}?pageSize=100`, superadmin.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().result.map((a: { id: string }) => a.id)).toContain(admin.user.id);
    expect((await inject("GET", `${BASE}/${admin.user.id}`, superadmin.cookie)).json()).toMatchObject({
      role: "admin",
    });
    expect((await inject("GET", `${BASE}/${customer?.id ?? "none"}`, superadmin.cookie)).statusCode).toBe(
      404,
    );
  });

  it("suspends an administrator and ends their session", async () => {
    const finance = await signedInStaff(t.app, t.database.db, "finance");
    const res = await inject("PATCH", `${BASE}/${finance.user.id}`, superadmin.cookie, {
      status: "suspended",
    });
    expect(res.json()).toMatchObject({ status: "suspended" });
    expect((await inject("GET", "/api/users/me", finance.cookie)).statusCode).toBe(401);
  });

  it("deleting the next approver moves their applications to the next level in the same change", async () => {
    const a = await signedInStaff(t.app, t.database.db, "loa");
    const b = await signedInStaff(t.app, t.database.db, "loa");
    await setChain(t.database.db, [
      { userId: a.user.id, limitSen: 100 },
      { userId: b.user.id, limitSen: 1_000_000_000 },
    ]);
    const organisationId = (await createOrganisation(t.database.db, { tier: "standard" })).id;
    const app = await createApplication(t.database.db, {
      organisationId,
      status: "pending_loa",
      nextApproverId: a.user.id,
    });
    const res = await inject("DELETE", `${BASE}/${a.user.id}`, superadmin.cookie);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, app.id));
    expect(row.nextApproverId).toBe(b.user.id);
    expect((await inject("GET", `${BASE}/${a.user.id}`, superadmin.cookie)).statusCode).toBe(404);
  });

  it("moves an approver to another level, and out of the chain when their role changes", async () => {
    const a = await signedInStaff(t.app, t.database.db, "loa");
    const b = await signedInStaff(t.app, t.database.db, "loa");
    await setChain(t.database.db, [
      { userId: a.user.id, limitSen: 100 },
      { userId: b.user.id, limitSen: 1_000_000_000 },
    ]);
    const moved = await inject("PATCH", `${BASE}/${b.user.id}`, superadmin.cookie, {
      loa: { level: 1, limitSen: 200 },
    });
    expect(moved.json()).toMatchObject({ loa: { level: 1, limitSen: 200 } });
    expect((await inject("GET", `${BASE}/${a.user.id}`, superadmin.cookie)).json().loa).toEqual({
      level: 2,
      limitSen: 100,
    });
    const demoted = await inject("PATCH", `${BASE}/${a.user.id}`, superadmin.cookie, { role: "finance" });
    expect(demoted.json()).toMatchObject({ role: "finance", loa: null });
    const chain = (await inject("GET", `${BASE}/loa`, superadmin.cookie)).json().approvers;
    expect(chain.map((l: { userId: string }) => l.userId)).toEqual([b.user.id]);
    const bad = await inject("PATCH", `${BASE}/${a.user.id}`, superadmin.cookie, { loa: { limitSen: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^body\.loa/);
  });

  it("answers 401 without a session and 403 to an admin (only a superadmin manages administrators)", async () => {
    expect((await inject("GET", BASE, "")).statusCode).toBe(401);
    expect((await inject("GET", BASE, admin.cookie)).statusCode).toBe(403);
    expect(
      (await inject("POST", BASE, admin.cookie, { name: "X", email: "y@example.test", role: "admin" }))
        .statusCode,
    ).toBe(403);
    expect((await inject("DELETE", `${BASE}/${superadmin.user.id}`, admin.cookie)).statusCode).toBe(403);
  });
});
