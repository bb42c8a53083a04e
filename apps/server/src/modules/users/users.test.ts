import { createAbilityFromPackedRules } from "@strata/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createOrganisation, createUser, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { referenceClient } from "../reference-data/test/client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie = "") => t.app.inject({ method: "GET", url, headers: { cookie } });

describe("GET /api/users/me", () => {
  it("answers 401 without a session", async () => {
    const res = await get("/api/users/me");
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHENTICATED");
  });

  it("answers the user, their organisation and packed rules the client can rebuild the ability from", async () => {
    const organisation = await createOrganisation(t.database.db, { tier: "standard", name: "Petro Survey" });
    const user = await createUser(t.database.db, {
      role: "standard",
      organisationId: organisation.id,
      isPrimary: true,
    });
    const res = await get("/api/users/me", await signIn(t.app, user.email, user.password!));

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: user.id,
      sub: user.id,
      email: user.email,
      role: "standard",
      status: "active",
      isPrimary: true,
      isExpired: false,
      addOnsType: [],
      organisation: { id: organisation.id, name: "Petro Survey" },
    });
    const ability = createAbilityFromPackedRules(body.rules);
    expect(ability.can("view", "OrganizationMember")).toBe(true);
    expect(ability.can("manage", "DownloadManager")).toBe(true);
    expect(ability.can("view", "Administrator")).toBe(false);
  });
});

describe("POST /api/users/change-password", () => {
  const change = (cookie: string, body: object) =>
    t.app.inject({ method: "POST", url: "/api/users/change-password", headers: { cookie }, payload: body });

  it("changes the password, keeps this session and ends the others", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const here = await signIn(t.app, user.email, user.password!);
    const elsewhere = await signIn(t.app, user.email, user.password!);

    const res = await change(here, { currentPassword: user.password, newPassword: "another good password" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const stillHere = cookieHeader(res.cookies, here);
    expect((await get("/api/users/me", stillHere)).statusCode).toBe(200);
    expect((await get("/api/users/me", elsewhere)).statusCode).toBe(401);
    await signIn(t.app, user.email, "another good password");
    await expect(signIn(t.app, user.email, user.password!)).rejects.toThrow(/CredentialsSignin/);
  });

  it("refuses a wrong current password with 400 INVALID_PASSWORD", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const cookie = await signIn(t.app, user.email, user.password!);
    const res = await change(cookie, {
      currentPassword: "not my password",
      newPassword: "another good password",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: "INVALID_PASSWORD", message: "Current password is incorrect." });
  });

  it("names a too short new password", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const cookie = await signIn(t.app, user.email, user.password!);
    const res = await change(cookie, { currentPassword: user.password, newPassword: "short" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^body\.newPassword/);
  });

  it("answers 401 without a session", async () => {
    const res = await change("", {
      currentPassword: "whatever-password",
      newPassword: "another good password",
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/users", () => {
  it("shows a customer only their own organisation's users, a page at a time", async () => {
    const mine = await createOrganisation(t.database.db, { tier: "premium" });
    const theirs = await createOrganisation(t.database.db, { tier: "premium" });
    const me = await createUser(t.database.db, {
      role: "premium",
      organisationId: mine.id,
      name: "A Primary",
      isPrimary: true,
    });
    await createUser(t.database.db, { role: "premium", organisationId: mine.id, name: "B Member" });
    await createUser(t.database.db, {
      role: "premium",
      organisationId: mine.id,
      name: "C Invited",
      status: "invited",
    });
    const stranger = await createUser(t.database.db, {
      role: "premium",
      organisationId: theirs.id,
      name: "Stranger",
    });
    const cookie = await signIn(t.app, me.email, me.password!);

    const first = await get("/api/users?page=1&pageSize=2", cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ pageNumber: 1, pageSize: 2, pageTotal: 3 });
    expect(first.json().result.map((u: { name: string }) => u.name)).toEqual(["A Primary", "B Member"]);
    expect(first.json().result[0]).toEqual({
      id: me.id,
      name: "A Primary",
      email: me.email,
      role: "premium",
      status: "active",
      isPrimary: true,
      organisationId: mine.id,
    });
    const second = await get("/api/users?page=2&pageSize=2", cookie);
    expect(second.json().result).toEqual([expect.objectContaining({ name: "C Invited", status: "invited" })]);

    const all = await get("/api/users?pageSize=100", cookie);
    expect(all.json().result.map((u: { id: string }) => u.id)).not.toContain(stranger.id);
  });

  it("defaults to page 1 of 10", async () => {
    const me = await createUser(t.database.db, { role: "basic" });
    const res = await get("/api/users", await signIn(t.app, me.email, me.password!));
    expect(res.json()).toMatchObject({ pageNumber: 1, pageSize: 10, pageTotal: 1 });
  });

  it("shows staff who may view administrators the staff users only", async () => {
    const superadmin = await createUser(t.database.db, { role: "superadmin" });
    const finance = await createUser(t.database.db, { role: "finance" });
    const customer = await createUser(t.database.db, { role: "standard" });
    const res = await get(
      "/api/users?pageSize=100",
      await signIn(t.app, superadmin.email, superadmin.password!),
    );
    expect(res.statusCode).toBe(200);
    const ids = res.json().result.map((u: { id: string }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([superadmin.id, finance.id]));
    expect(ids).not.toContain(customer.id);
  });

  it.each([["admin"], ["system-admin"]] as const)(
    "shows a %s user, who manages users, every organisation's members and no staff",
    async (role) => {
      const user = await createUser(t.database.db, { role });
      const customer = await createUser(t.database.db, { role: "standard" });
      const cookie = await signIn(t.app, user.email, user.password!);
      const res = await get("/api/users?pageSize=100", cookie);
      expect(res.statusCode).toBe(200);
      const ids = res.json().result.map((u: { id: string }) => u.id);
      expect(ids).not.toContain(user.id);
      const one = await get(`/api/users?organisationId=${customer.organisationId}`, cookie);
      expect(one.json().result).toEqual([expect.objectContaining({ id: customer.id })]);
    },
  );

  it.each([["mbr"], ["bid-round"], ["mpm-study"]] as const)(
    "shows a %s user their own organisation's members (issue 27), never the administrators",
    async (role) => {
      const user = await createUser(t.database.db, { role });
      const res = await get("/api/users", await signIn(t.app, user.email, user.password!));
      expect(res.statusCode).toBe(200);
      const rows = res.json().result as { id: string; organisationId: string | null }[];
      expect(rows.map((u) => u.id)).toContain(user.id);
      expect(rows.every((u) => u.organisationId === user.organisationId)).toBe(true);
    },
  );

  it("refuses a page size over 100 and a page below 1", async () => {
    const me = await createUser(t.database.db, { role: "basic" });
    const cookie = await signIn(t.app, me.email, me.password!);
    const big = await get("/api/users?pageSize=101", cookie);
    expect(big.statusCode).toBe(400);
    expect(big.json().error.message).toMatch(/^querystring\.pageSize/);
    expect((await get("/api/users?page=0", cookie)).statusCode).toBe(400);
  });

  it("answers 401 without a session", async () => {
    expect((await get("/api/users")).statusCode).toBe(401);
  });
});

describe("PUT /api/users/me/time-zone", () => {
  const put = (cookie: string, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "PUT",
      url: "/api/users/me/time-zone",
      headers: { cookie, ...headers },
      payload: body,
    });
  const { as, call } = referenceClient(() => t);

  it("keeps the user's own zone, shown in GET /api/users/me; null returns to Malaysia's", async () => {
    const user = await createUser(t.database.db, { role: "standard" });
    const other = await createUser(t.database.db, { role: "basic" });
    const cookie = await signIn(t.app, user.email, user.password!);
    const otherCookie = await signIn(t.app, other.email, other.password!);
    expect((await get("/api/users/me", cookie)).json().user.timeZone).toBeNull();

    const res = await put(cookie, { timeZone: "Europe/London" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: "Europe/London" });
    expect((await get("/api/users/me", cookie)).json().user.timeZone).toBe("Europe/London");
    // Only the caller's own record: another user still reads Malaysian time.
    expect((await get("/api/users/me", otherCookie)).json().user.timeZone).toBeNull();

    expect((await put(cookie, { timeZone: null })).json()).toEqual({ timeZone: null });
    expect((await get("/api/users/me", cookie)).json().user.timeZone).toBeNull();
  });

  it.each([
    [{ timeZone: "Mars/Olympus_Mons" }],
    [{ timeZone: "europe/london" }],
    [{ timeZone: "x".repeat(65) }],
    [{ timeZone: 8 }],
    [{}],
  ])("answers 400 naming the field for %j", async (body) => {
    const user = await createUser(t.database.db, { role: "basic" });
    const res = await put(await signIn(t.app, user.email, user.password!), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues[0].field).toBe("body.timeZone");
  });

  it("answers 401 without a session and 403 to a service account (a machine has no time zone)", async () => {
    expect((await put("", { timeZone: "UTC" })).statusCode).toBe(401);
    const created = await call(
      "POST",
      "/api/service-accounts",
      {
        name: "Time zone probe",
        scopes: ["catalogue:read"],
        expiresOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      },
      await as("data-admin"),
    );
    expect(created.statusCode).toBe(201);
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/service-accounts/sign-in",
      payload: { apiKey: created.json().apiKey },
    });
    const token = signedIn.json().accessToken as string;
    expect((await put("", { timeZone: "UTC" }, { authorization: `Bearer ${token}` })).statusCode).toBe(403);
  });
});
