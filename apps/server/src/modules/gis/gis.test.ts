import { CATALOG_REGISTRY, GIS_ROLES, invalidGisRoleMessage } from "@strata/core";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, gisUsers, users } from "../../db/schema/index.ts";
import { createUser } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { type SignedInUser, seedSmallCatalog, signedInUser } from "../catalogs/test/catalog-factory.ts";
import { writeHistories } from "../data-preparation/index.ts";

let t: TestApp;
let staff: SignedInUser;
type Account = { id: string; apiKey: string };
let everything: Account;
let usersOnly: Account;
let catalogueOnly: Account;
let announcementsOnly: Account;
let catalogueRead: Account;

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
const basic = (a: Account) => `Basic ${Buffer.from(`${a.id}:${a.apiKey}`).toString("base64")}`;

beforeAll(async () => {
  t = await buildTestApp({ env: { GIS_PORT: "0", GIS_HOST: "127.0.0.1" } });
  await seedSmallCatalog(t.database.db);
  staff = await signedInUser(t.app, t.database.db, { role: "data-admin" });
  const create = async (name: string, scopes: string[]) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/service-accounts",
      headers: { cookie: staff.cookie },
      payload: { name, scopes, expiresOn: inAYear() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { account, apiKey } = res.json();
    return { id: account.id as string, apiKey: apiKey as string };
  };
  everything = await create("GIS server", [
    "gis:users",
    "gis:catalogue",
    "gis:downloads",
    "gis:announcements",
  ]);
  usersOnly = await create("GIS user sync", ["gis:users"]);
  catalogueOnly = await create("GIS catalogue", ["gis:catalogue"]);
  announcementsOnly = await create("GIS announcements", ["gis:announcements"]);
  catalogueRead = await create("Portal catalogue reader", ["catalogue:read"]);
}, 120_000);
afterAll(() => t?.close());

function call(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  account: Account | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(account ? { authorization: basic(account) } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe("signing in to /gis", () => {
  it("answers ping to an account with any GIS scope, naming it and its scopes", async () => {
    const res = await call("GET", "/gis/ping", usersOnly);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "ok",
      serviceAccount: { id: usersOnly.id, name: "GIS user sync", scopes: ["gis:users"] },
    });
  });

  it("is a 401 with WWW-Authenticate: Basic without credentials, with wrong ones, or with a bearer token", async () => {
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/service-accounts/sign-in",
      payload: { apiKey: everything.apiKey },
    });
    const token = signIn.json().accessToken as string;
    for (const authorization of [
      undefined,
      basic({ id: everything.id, apiKey: "strata_sk_wrong" }),
      basic({ id: usersOnly.id, apiKey: everything.apiKey }),
      "Basic not-base64",
      `Bearer ${token}`,
    ]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/gis/user/count",
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers["www-authenticate"]).toMatch(/^Basic realm="Strata GIS"/);
      expect(res.json().error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("refuses (403) a signed-in person, staff too, and an account without the call's scope", async () => {
    expect((await call("GET", "/gis/ping", null, undefined, { cookie: staff.cookie })).statusCode).toBe(403);
    expect((await call("GET", "/gis/ping", catalogueRead)).statusCode).toBe(403);
    expect((await call("GET", "/gis/user/count", catalogueOnly)).statusCode).toBe(403);
    expect((await call("GET", "/gis/catalogs", usersOnly)).statusCode).toBe(403);
    expect((await call("GET", "/gis/catalogs", catalogueRead)).statusCode).toBe(403);
    expect((await call("GET", "/gis/announcements", catalogueOnly)).statusCode).toBe(403);
    expect((await call("POST", "/gis/user/create", announcementsOnly, { userId: "x" })).statusCode).toBe(403);
  });

  it("audits every call per account, refused ones too", async () => {
    await call("GET", "/gis/ping", catalogueOnly);
    await call("GET", "/gis/user/count", catalogueOnly);
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, catalogueOnly.id), eq(auditEvents.action, "service_account.call")))
      .orderBy(desc(auditEvents.createdAt));
    const calls = rows.map((r) => r.after as { path: string; statusCode: number });
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "/gis/ping", statusCode: 200 }),
        expect.objectContaining({ path: "/gis/user/count", statusCode: 403 }),
      ]),
    );
  });
});

describe("GIS_PORT", () => {
  it("serves the same /gis calls on a port of its own, and nothing else there", async () => {
    const address = t.app.gisAddress();
    expect(address?.address).toBe("127.0.0.1");
    const base = `http://127.0.0.1:${address?.port}`;
    const ok = await fetch(`${base}/gis/ping`, { headers: { authorization: basic(everything) } });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { serviceAccount: { id: string } }).serviceAccount.id).toBe(everything.id);
    const anonymous = await fetch(`${base}/gis/ping`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toMatch(/^Basic realm="Strata GIS"/);
    expect((await fetch(`${base}/api/users/me`)).status).toBe(404);
    expect((await fetch(`${base}/ogc`, { headers: { authorization: basic(everything) } })).status).toBe(404);
  });
});

describe("users", () => {
  it("mirrors a customer with their tier's GIS role, idempotently, and counts by role", async () => {
    const db = t.database.db;
    const before = (await call("GET", "/gis/user/count", usersOnly)).json();
    expect(before.byRole.map((r: { role: string }) => r.role)).toEqual(GIS_ROLES);
    const academic = await createUser(db, { role: "academic" });
    const first = await call("POST", "/gis/user/create", usersOnly, { userId: academic.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      created: true,
      user: { userId: academic.id, email: academic.email, tier: "academic", role: "Graduate" },
    });
    const again = await call("POST", "/gis/user/create", usersOnly, { userId: academic.id });
    expect(again.json()).toMatchObject({ created: false, user: { role: "Graduate" } });
    const rows = await db.select().from(gisUsers).where(eq(gisUsers.userId, academic.id));
    expect(rows).toHaveLength(1);

    const after = (await call("GET", "/gis/user/count", usersOnly)).json();
    expect(after.total).toBe(before.total + 1);
    const graduates = (c: { byRole: { role: string; count: number }[] }) =>
      c.byRole.find((r) => r.role === "Graduate")?.count;
    expect(graduates(after)).toBe((graduates(before) ?? 0) + 1);
    const one = await call("GET", "/gis/user/count?role=Graduate", usersOnly);
    expect(one.json()).toEqual({
      total: graduates(after),
      byRole: [{ role: "Graduate", count: graduates(after) }],
    });

    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "gis_user"), eq(auditEvents.subjectId, academic.id)));
    expect(audit).toMatchObject({ action: "gis_user.create", actorName: "GIS user sync" });
  });

  it("changes the role to follow the tier, and deletes idempotently", async () => {
    const db = t.database.db;
    const user = await createUser(db, { role: "basic" });
    await call("POST", "/gis/user/create", usersOnly, { userId: user.id });
    const same = await call("POST", "/gis/user/changerole", usersOnly, { userId: user.id });
    expect(same.json()).toMatchObject({ changed: false, previousRole: "Basic", user: { role: "Basic" } });
    await db.update(users).set({ role: "premium" }).where(eq(users.id, user.id));
    const changed = await call("POST", "/gis/user/changerole", usersOnly, { userId: user.id });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      changed: true,
      previousRole: "Basic",
      user: { role: "Premium", tier: "premium" },
    });

    const deleted = await call("POST", "/gis/user/delete", usersOnly, { userId: user.id });
    expect(deleted.json()).toEqual({ userId: user.id, deleted: true });
    const twice = await call("POST", "/gis/user/delete", usersOnly, { userId: user.id });
    expect(twice.json()).toEqual({ userId: user.id, deleted: false });
    const gone = await call("POST", "/gis/user/changerole", usersOnly, { userId: user.id });
    expect(gone.statusCode).toBe(404);
  });

  it("gives the spec's error, naming the service, for a tier without a GIS role or a staff account", async () => {
    const db = t.database.db;
    const mpm = await createUser(db, { role: "mpm-study" });
    const res = await call("POST", "/gis/user/create", usersOnly, { userId: mpm.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(invalidGisRoleMessage("The MPM Study tier"));
    expect(res.json().error.message).toMatch(/^Invalid GIS user role type: .*Strata GIS/);
    const admin = await createUser(db, { role: "data-admin" });
    const staffRes = await call("POST", "/gis/user/create", usersOnly, { userId: admin.id });
    expect(staffRes.statusCode).toBe(400);
    expect(staffRes.json().error.message).toMatch(/^Invalid GIS user role type/);

    // A user whose plan moved to a tier without a role keeps their GIS row as it was.
    const moving = await createUser(db, { role: "mbr" });
    await call("POST", "/gis/user/create", usersOnly, { userId: moving.id });
    await db.update(users).set({ role: "mpm-study" }).where(eq(users.id, moving.id));
    const refused = await call("POST", "/gis/user/changerole", usersOnly, { userId: moving.id });
    expect(refused.statusCode).toBe(400);
    const [kept] = await db.select().from(gisUsers).where(eq(gisUsers.userId, moving.id));
    expect(kept.role).toBe("MBR");
  });

  it("refuses unknown or inactive users (404, 409) and bad input (400)", async () => {
    const db = t.database.db;
    const unknown = await call("POST", "/gis/user/create", usersOnly, { userId: "no-such-user" });
    expect(unknown.statusCode).toBe(404);
    const suspended = await createUser(db, { role: "standard", status: "suspended" });
    expect((await call("POST", "/gis/user/create", usersOnly, { userId: suspended.id })).statusCode).toBe(
      409,
    );
    for (const payload of [{}, { userId: "" }, { userId: "x".repeat(101) }, { userId: 42 }]) {
      const res = await call("POST", "/gis/user/create", usersOnly, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const badRole = await call("GET", "/gis/user/count?role=Wizard", usersOnly);
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.message).toContain("Use one of");
  });
});

describe("catalogue", () => {
  it("answers the listing, detail, suggest and search exactly as the portal's catalogue does", async () => {
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/service-accounts/sign-in",
      payload: { apiKey: catalogueRead.apiKey },
    });
    const bearer = { authorization: `Bearer ${signIn.json().accessToken}` };
    const portal = async (url: string) => {
      const res = await t.app.inject({ method: "GET", url: `/api${url}`, headers: bearer });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const gis = async (url: string) => {
      const res = await call("GET", `/gis${url}`, catalogueOnly);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await gis("/catalogs")).toEqual(await portal("/catalogs"));
    const listing = "/catalogs/Seismic_2D/data?pageSize=5&sort=year&order=desc";
    const page = await gis(listing);
    expect(page.result).toHaveLength(5);
    expect(page).toEqual(await portal(listing));
    const idField = CATALOG_REGISTRY.Seismic_2D.idField;
    const id = String(page.result[0][idField]);
    expect(await gis(`/catalogs/Seismic_2D/${encodeURIComponent(id)}`)).toEqual(
      await portal(`/catalogs/Seismic_2D/${encodeURIComponent(id)}`),
    );
    const suggest = "/catalogs/Seismic_2D/suggest?column=region&limit=5";
    expect((await gis(suggest)).values.length).toBeGreaterThan(0);
    expect(await gis(suggest)).toEqual(await portal(suggest.replace("suggest", "unique-values")));
    const search = "/catalogs/search?q=seismic&limit=3";
    expect(await gis(search)).toEqual(await portal(search));
  });

  it("is a 400 for bad input and a 404 for a record that does not exist", async () => {
    for (const url of [
      "/gis/catalogs/not-a-type/data",
      "/gis/catalogs/Seismic_2D/data?pageSize=100000",
      "/gis/catalogs/search",
      "/gis/catalogs/Seismic_2D/suggest?column=no_such_column",
    ]) {
      expect((await call("GET", url, catalogueOnly)).statusCode, url).toBe(400);
    }
    expect((await call("GET", "/gis/catalogs/Seismic_2D/NO-SUCH-RECORD", catalogueOnly)).statusCode).toBe(
      404,
    );
  });
});

describe("new-data histories", () => {
  it("lists record changes from the audit trail, newest first, as data staff see them", async () => {
    await writeHistories(t.database.db, { id: null, name: "Loader" }, [
      { type: "Seismic_2D", recordId: "GIS-HIST-1", action: "create", before: null, after: { title: "A" } },
    ]);
    const url = "/gis/new-data-histories?ingestType=Seismic_2D&id=GIS-HIST-1";
    const res = await call("GET", url, catalogueOnly);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      pageTotal: 1,
      result: [{ recordId: "GIS-HIST-1", action: "create", by: { name: "Loader" }, after: { title: "A" } }],
    });
    const staffView = await t.app.inject({
      method: "GET",
      url: `/api/admin/data-preparation/metadata-histories?ingestType=Seismic_2D&id=GIS-HIST-1`,
      headers: { cookie: staff.cookie },
    });
    expect(res.json()).toEqual(staffView.json());
    expect((await call("GET", url, usersOnly)).statusCode).toBe(403);
    expect((await call("GET", url, null)).statusCode).toBe(401);
    expect((await call("GET", "/gis/new-data-histories?ingestType=Nope", catalogueOnly)).statusCode).toBe(
      400,
    );
  });
});

describe("announcements", () => {
  it("creates, reads, replaces and deletes an announcement, the portal's staff seeing the same", async () => {
    const body = {
      title: "New Seismic 2D lines",
      body: "Lines from the 2026 survey.",
      sdcType: "Seismic_2D",
    };
    const created = await call("POST", "/gis/announcements", announcementsOnly, body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const list = await call("GET", "/gis/announcements", announcementsOnly);
    expect(list.json().result.map((a: { id: string }) => a.id)).toContain(id);
    const replaced = await call("PUT", `/gis/announcements/${id}`, announcementsOnly, {
      ...body,
      title: "Renamed",
      published: false,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const staffView = await t.app.inject({
      method: "GET",
      url: `/api/admin/data-preparation/announcements/${id}`,
      headers: { cookie: staff.cookie },
    });
    expect(staffView.json()).toMatchObject({ id, title: "Renamed" });
    expect((await call("DELETE", `/gis/announcements/${id}`, announcementsOnly)).statusCode).toBe(204);
    expect((await call("GET", `/gis/announcements/${id}`, announcementsOnly)).statusCode).toBe(404);
  });

  it("is a 400 for a bad body", async () => {
    const res = await call("POST", "/gis/announcements", announcementsOnly, { title: "", sdcType: "nope" });
    expect(res.statusCode).toBe(400);
  });
});
