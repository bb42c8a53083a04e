import { createHash } from "node:crypto";
import { gisRoleForTier, SERVICE_ACCOUNT_KEY_PREFIX, SERVICE_ACCOUNT_TOKEN_PREFIX } from "@strata/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, serviceAccounts } from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { createUser } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { fieldOf, referenceClient } from "../reference-data/test/client.ts";
import { seedServiceAccountDemo } from "./demo.ts";

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logger: { level: "trace", stream: { write: (line) => logLines.push(line) } } });
});
afterAll(() => t.close());
const { as, call } = referenceClient(() => t);

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
let counter = 0;

async function createAccount(scopes: string[] = ["catalogue:read"], name = `GIS loader ${++counter}`) {
  const res = await call(
    "POST",
    "/api/service-accounts",
    { name, scopes, expiresOn: inAYear() },
    await as("data-admin"),
  );
  expect(res.statusCode).toBe(201);
  return res.json() as { account: { id: string; name: string; keyPrefix: string }; apiKey: string };
}

const signInWith = (apiKey: string) =>
  t.app.inject({ method: "POST", url: "/api/service-accounts/sign-in", payload: { apiKey } });

async function tokenFor(apiKey: string) {
  const res = await signInWith(apiKey);
  expect(res.statusCode).toBe(200);
  return res.json().accessToken as string;
}

const withToken = (token: string, url: string, method: "GET" | "POST" = "GET", payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

describe("managing service accounts", () => {
  it("data staff create an account; the key is answered once and only its hash is stored", async () => {
    const { account, apiKey } = await createAccount(["catalogue:read", "reports:read"], "GIS side");
    expect(apiKey.startsWith(SERVICE_ACCOUNT_KEY_PREFIX)).toBe(true);
    expect(apiKey.length).toBeGreaterThan(40);
    expect(account).toMatchObject({
      name: "GIS side",
      status: "active",
      scopes: ["catalogue:read", "reports:read"],
    });
    expect(apiKey.startsWith(account.keyPrefix)).toBe(true);

    const [row] = await t.database.db
      .select()
      .from(serviceAccounts)
      .where(eq(serviceAccounts.id, account.id));
    expect(row.keyHash).toBe(createHash("sha256").update(apiKey).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(apiKey);

    const shown = await call("GET", `/api/service-accounts/${account.id}`, undefined, await as("data-admin"));
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain(apiKey);
    expect(shown.json()).not.toHaveProperty("apiKey");

    const list = await call("GET", "/api/service-accounts?q=gis%20side", undefined, await as("superadmin"));
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ pageNumber: 1, pageTotal: 1, result: [{ id: account.id }] });
    expect(list.body).not.toContain(apiKey);

    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "service_account"), eq(auditEvents.subjectId, account.id)));
    expect(audit.action).toBe("service_account.create");
  });

  it("refuses bad input with 400 naming the field, and a name already used with 409", async () => {
    const staff = await as("data-admin");
    const noScope = await call(
      "POST",
      "/api/service-accounts",
      { name: "X", scopes: [], expiresOn: inAYear() },
      staff,
    );
    expect(noScope.statusCode).toBe(400);
    expect(fieldOf(noScope)).toBe("body.scopes");
    const unknownScope = await call(
      "POST",
      "/api/service-accounts",
      { name: "X", scopes: ["users:write"], expiresOn: inAYear() },
      staff,
    );
    expect(unknownScope.statusCode).toBe(400);
    const past = await call(
      "POST",
      "/api/service-accounts",
      { name: "X", scopes: ["map:read"], expiresOn: "2020-01-01" },
      staff,
    );
    expect(past.statusCode).toBe(400);
    expect(fieldOf(past)).toBe("body.expiresOn");
    const badId = await call("GET", "/api/service-accounts/not-a-uuid", undefined, staff);
    expect(badId.statusCode).toBe(400);

    await createAccount(["map:read"], "Partner loader");
    const twice = await call(
      "POST",
      "/api/service-accounts",
      { name: "PARTNER LOADER", scopes: ["map:read"], expiresOn: inAYear() },
      staff,
    );
    expect(twice.statusCode).toBe(409);
  });

  it("answers 401 signed out, 403 to staff without the right and 404 for an unknown account", async () => {
    expect((await call("GET", "/api/service-accounts")).statusCode).toBe(401);
    expect((await call("POST", "/api/service-accounts", { name: "X" })).statusCode).toBe(401);
    for (const role of ["admin", "finance", "premium"] as const) {
      const cookie = await as(role);
      expect((await call("GET", "/api/service-accounts", undefined, cookie)).statusCode).toBe(403);
      const create = await call(
        "POST",
        "/api/service-accounts",
        { name: "X", scopes: ["map:read"], expiresOn: inAYear() },
        cookie,
      );
      expect(create.statusCode).toBe(403);
    }
    const unknown = "00000000-0000-4000-8000-000000000000";
    const staff = await as("data-admin");
    expect((await call("GET", `/api/service-accounts/${unknown}`, undefined, staff)).statusCode).toBe(404);
    expect((await call("POST", `/api/service-accounts/${unknown}/rotate`, undefined, staff)).statusCode).toBe(
      404,
    );
    expect((await call("POST", `/api/service-accounts/${unknown}/revoke`, undefined, staff)).statusCode).toBe(
      404,
    );
    expect((await call("GET", `/api/service-accounts/${unknown}/calls`, undefined, staff)).statusCode).toBe(
      404,
    );
  });
});

describe("changing an account's scopes", () => {
  it("data staff replace the scopes; the key reaches the new ones at once and the change is audited", async () => {
    const { account, apiKey } = await createAccount(["catalogue:read"]);
    const basic = `Basic ${Buffer.from(`${account.id}:${apiKey}`).toString("base64")}`;
    const ping = () => t.app.inject({ method: "GET", url: "/gis/ping", headers: { authorization: basic } });
    expect((await ping()).statusCode).toBe(403);
    const staff = await as("data-admin");
    const res = await call(
      "PUT",
      `/api/service-accounts/${account.id}/scopes`,
      { scopes: ["gis:users", "gis:catalogue", "gis:users"] },
      staff,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: account.id, scopes: ["gis:users", "gis:catalogue"] });
    expect((await ping()).statusCode).toBe(200);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.subjectId, account.id), eq(auditEvents.action, "service_account.change_scopes")),
      );
    expect(event).toMatchObject({
      before: { scopes: ["catalogue:read"] },
      after: { scopes: ["gis:users", "gis:catalogue"] },
    });
    const calls = await call("GET", `/api/service-accounts/${account.id}/calls`, undefined, staff);
    expect(calls.json().result.map((e: { action: string }) => e.action)).toContain(
      "service_account.change_scopes",
    );
  });

  it("refuses bad scopes (400), signed-out (401), customers and other staff (403), unknown (404) and revoked (409) accounts", async () => {
    const { account } = await createAccount(["map:read"]);
    const staff = await as("data-admin");
    const url = `/api/service-accounts/${account.id}/scopes`;
    for (const body of [{}, { scopes: [] }, { scopes: ["gis:everything"] }, { scopes: "gis:users" }]) {
      const res = await call("PUT", url, body, staff);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldOf(res)).toMatch(/^body\.scopes/);
    }
    expect((await call("PUT", url, { scopes: ["gis:users"] })).statusCode).toBe(401);
    for (const role of ["finance", "premium"] as const) {
      expect((await call("PUT", url, { scopes: ["gis:users"] }, await as(role))).statusCode).toBe(403);
    }
    const unknown = "00000000-0000-4000-8000-000000000000";
    const missing = await call(
      "PUT",
      `/api/service-accounts/${unknown}/scopes`,
      { scopes: ["gis:users"] },
      staff,
    );
    expect(missing.statusCode).toBe(404);
    await call("POST", `/api/service-accounts/${account.id}/revoke`, undefined, staff);
    expect((await call("PUT", url, { scopes: ["gis:users"] }, staff)).statusCode).toBe(409);
  });
});

describe("a machine client signing in and calling the API", () => {
  it("signs in with its key and reads the catalogue within its scope; every call is audited", async () => {
    const { account, apiKey } = await createAccount(["catalogue:read"]);
    const signIn = await signInWith(apiKey);
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json();
    expect(token).toMatchObject({ tokenType: "Bearer", expiresIn: 900, scopes: ["catalogue:read"] });
    expect(token.accessToken.startsWith(SERVICE_ACCOUNT_TOKEN_PREFIX)).toBe(true);

    const catalogue = await withToken(token.accessToken, "/api/catalogs");
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.json()).toMatchObject({ access: "full", categories: expect.any(Array) });

    // Outside its scopes: other rights, staff screens and even "any signed-in user" routes.
    expect((await withToken(token.accessToken, "/api/known-companies")).statusCode).toBe(403);
    expect((await withToken(token.accessToken, "/api/service-accounts")).statusCode).toBe(403);
    expect((await withToken(token.accessToken, "/api/users/me")).statusCode).toBe(403);
    const metadata = await withToken(token.accessToken, "/api/data-preparation/getmetadata", "POST", {
      ingestType: "Seismic_2D",
    });
    expect(metadata.statusCode).toBe(403);

    const calls = await call(
      "GET",
      `/api/service-accounts/${account.id}/calls`,
      undefined,
      await as("data-admin"),
    );
    expect(calls.statusCode).toBe(200);
    const events = calls.json().result as {
      action: string;
      path: string | null;
      statusCode: number | null;
    }[];
    expect(events.filter((e) => e.action === "service_account.call")).toHaveLength(5);
    expect(events).toContainEqual(
      expect.objectContaining({ path: "/api/catalogs", statusCode: 200, method: "GET" }),
    );
    expect(events).toContainEqual(expect.objectContaining({ path: "/api/known-companies", statusCode: 403 }));
    expect(events.some((e) => e.action === "service_account.sign_in")).toBe(true);
    const shown = await call("GET", `/api/service-accounts/${account.id}`, undefined, await as("data-admin"));
    expect(shown.json().lastUsedAt).not.toBeNull();
  });

  it("a metadata scope reads metadata administration, and nothing of the catalogue", async () => {
    const { apiKey } = await createAccount(["metadata:read"]);
    const token = await tokenFor(apiKey);
    const metadata = await withToken(token, "/api/data-preparation/getmetadata", "POST", {
      ingestType: "Seismic_2D",
    });
    expect(metadata.statusCode).toBe(200);
    expect((await withToken(token, "/api/catalogs")).statusCode).toBe(403);
  });

  it("refuses a wrong key, a bad token and no token with 401", async () => {
    expect((await signInWith(`${SERVICE_ACCOUNT_KEY_PREFIX}nope`)).statusCode).toBe(401);
    const empty = await signInWith("");
    expect(empty.statusCode).toBe(400);
    expect(fieldOf(empty)).toBe("body.apiKey");
    expect((await withToken(`${SERVICE_ACCOUNT_TOKEN_PREFIX}forged`, "/api/catalogs")).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/catalogs" })).statusCode).toBe(401);
  });

  it("revoking refuses the key and the outstanding token at once", async () => {
    const { account, apiKey } = await createAccount();
    const token = await tokenFor(apiKey);
    const revoke = await call(
      "POST",
      `/api/service-accounts/${account.id}/revoke`,
      undefined,
      await as("data-admin"),
    );
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toMatchObject({ status: "revoked", revokedByName: expect.any(String) });
    expect((await withToken(token, "/api/catalogs")).statusCode).toBe(401);
    expect((await signInWith(apiKey)).statusCode).toBe(401);
    const again = await call(
      "POST",
      `/api/service-accounts/${account.id}/revoke`,
      undefined,
      await as("data-admin"),
    );
    expect(again.statusCode).toBe(409);
    const rotate = await call(
      "POST",
      `/api/service-accounts/${account.id}/rotate`,
      undefined,
      await as("data-admin"),
    );
    expect(rotate.statusCode).toBe(409);
  });

  it("an expired account is refused, its key and its tokens alike", async () => {
    const { account, apiKey } = await createAccount();
    const token = await tokenFor(apiKey);
    await t.database.db
      .update(serviceAccounts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(serviceAccounts.id, account.id));
    expect((await withToken(token, "/api/catalogs")).statusCode).toBe(401);
    expect((await signInWith(apiKey)).statusCode).toBe(401);
    const shown = await call("GET", `/api/service-accounts/${account.id}`, undefined, await as("data-admin"));
    expect(shown.json().status).toBe("expired");
    const list = await call("GET", "/api/service-accounts?status=expired", undefined, await as("data-admin"));
    expect(list.json().result.map((a: { id: string }) => a.id)).toContain(account.id);
  });

  it("rotating answers a new key once; the old key and its tokens are refused", async () => {
    const { account, apiKey } = await createAccount();
    const oldToken = await tokenFor(apiKey);
    const rotate = await call(
      "POST",
      `/api/service-accounts/${account.id}/rotate`,
      undefined,
      await as("data-admin"),
    );
    expect(rotate.statusCode).toBe(200);
    const { apiKey: newKey, account: rotated } = rotate.json();
    expect(newKey).not.toBe(apiKey);
    expect(rotated.keyRotatedAt).not.toBeNull();
    expect((await signInWith(apiKey)).statusCode).toBe(401);
    expect((await withToken(oldToken, "/api/catalogs")).statusCode).toBe(401);
    const newToken = await tokenFor(newKey);
    expect((await withToken(newToken, "/api/catalogs")).statusCode).toBe(200);
  });

  it("never writes a key or a token to the log", async () => {
    const { apiKey } = await createAccount();
    const token = await tokenFor(apiKey);
    await withToken(token, "/api/catalogs");
    await withToken(token, "/api/known-companies");
    await signInWith(`${apiKey}x`);
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join("\n");
    expect(log).not.toContain(apiKey);
    expect(log).not.toContain(token);
    expect(log).not.toContain(SERVICE_ACCOUNT_KEY_PREFIX);
    expect(log).not.toContain(SERVICE_ACCOUNT_TOKEN_PREFIX);
    // Nor to the audit trail, which keeps only the key's prefix.
    const trail = JSON.stringify(await t.database.db.select().from(auditEvents));
    expect(trail).not.toContain(apiKey);
    expect(trail).not.toContain(token);
  });
});

describe("demo data", () => {
  it("seeds two service accounts, one revoked, each with audited calls; the active one mirrored a GIS user", async () => {
    const standard = await createUser(t.database.db, { role: "standard", email: demoEmail("standard") });
    await seedServiceAccountDemo(t.database.db);
    const staff = await as("data-admin");
    const revoked = await call("GET", "/api/service-accounts?status=revoked&q=partner", undefined, staff);
    const active = await call(
      "GET",
      "/api/service-accounts?status=active&q=gis%20side%20sync",
      undefined,
      staff,
    );
    expect(revoked.json().pageTotal).toBe(1);
    expect(active.json().pageTotal).toBe(1);
    for (const account of [revoked.json().result[0], active.json().result[0]]) {
      const calls = await call("GET", `/api/service-accounts/${account.id}/calls`, undefined, staff);
      expect(calls.json().result.some((e: { action: string }) => e.action === "service_account.call")).toBe(
        true,
      );
    }
    const mirrored = await call(
      "GET",
      `/api/service-accounts/${active.json().result[0].id}/users`,
      undefined,
      staff,
    );
    expect(mirrored.statusCode).toBe(200);
    expect(mirrored.json().result).toEqual([
      expect.objectContaining({ userId: standard.id, tier: "standard", role: gisRoleForTier("standard") }),
    ]);
    const none = await call(
      "GET",
      `/api/service-accounts/${revoked.json().result[0].id}/users`,
      undefined,
      staff,
    );
    expect(none.json().pageTotal).toBe(0);
  });
});
