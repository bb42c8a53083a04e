import { ACCESS_TOKENS_MAX_ACTIVE } from "@strata/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, users } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { type SignedInUser, seedSmallCatalog, signedInUser } from "../catalogs/test/catalog-factory.ts";

let t: TestApp;
let mbr: SignedInUser;
let standard: SignedInUser;
let other: SignedInUser;
let staff: SignedInUser;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const URL = "/api/users/me/access-tokens";

beforeAll(async () => {
  t = await buildTestApp();
  await seedSmallCatalog(t.database.db);
  [mbr, standard, other, staff] = await Promise.all([
    signedInUser(t.app, t.database.db, { role: "standard", addOns: ["mbr"] }),
    signedInUser(t.app, t.database.db, { role: "standard" }),
    signedInUser(t.app, t.database.db, { role: "standard" }),
    signedInUser(t.app, t.database.db, { role: "data-admin" }),
  ]);
});
afterAll(() => t?.close());

const call = (method: "GET" | "POST" | "DELETE", url: string, who: SignedInUser | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
const create = async (who: SignedInUser, name = "QGIS on my laptop", expiresOn = inDays(90)) => {
  const res = await call("POST", URL, who, { name, expiresOn });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { token: { id: string; status: string; tokenPrefix: string }; secret: string };
};
const basic = (secret: string, user = "me@example.com") =>
  `Basic ${Buffer.from(`${user}:${secret}`).toString("base64")}`;
const ogc = (url: string, authorization: string) =>
  t.app.inject({ method: "GET", url, headers: { authorization } });
const collectionIds = async (authorization: string) => {
  const res = await ogc("/ogc/collections", authorization);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().collections.map((c: { id: string }) => c.id) as string[];
};

describe("a person's access tokens", () => {
  it("are created once with their secret, listed without it, and audited", async () => {
    const { token, secret } = await create(standard);
    expect(secret).toMatch(/^strata_pat_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(token.tokenPrefix)).toBe(true);
    expect(token.status).toBe("active");
    const list = await call("GET", URL, standard);
    expect(list.statusCode).toBe(200);
    expect(list.json().tokens.map((x: { id: string }) => x.id)).toContain(token.id);
    expect(list.body).not.toContain(secret);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, token.id), eq(auditEvents.action, "access_token.create")));
    expect(audit).toMatchObject({ actorUserId: standard.id, subjectType: "access_token" });
  });

  it("refuses a missing name, a past date and one beyond 366 days (400 naming the field)", async () => {
    const cases: [object, string][] = [
      [{ name: " ", expiresOn: inDays(30) }, "body.name"],
      [{ name: "Old", expiresOn: inDays(-2) }, "body.expiresOn"],
      [{ name: "Forever", expiresOn: inDays(400) }, "body.expiresOn"],
      [{ name: "Bad", expiresOn: "31/12/2027" }, "body.expiresOn"],
    ];
    for (const [payload, field] of cases) {
      const res = await call("POST", URL, standard, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.details.issues[0].field).toBe(field);
    }
  });

  it("answer 401 signed out, 403 to a service account, and 404 for another person's token", async () => {
    for (const [method, url] of [
      ["GET", URL],
      ["POST", URL],
      ["DELETE", `${URL}/00000000-0000-4000-8000-000000000000`],
    ] as const) {
      expect((await call(method, url, null, method === "POST" ? {} : undefined)).statusCode, url).toBe(401);
    }
    const account = await t.app.inject({
      method: "POST",
      url: "/api/service-accounts",
      headers: { cookie: staff.cookie },
      payload: { name: "Loader", scopes: ["catalogue:read"], expiresOn: inDays(30) },
    });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/service-accounts/sign-in",
      payload: { apiKey: account.json().apiKey },
    });
    const bearer = `Bearer ${signIn.json().accessToken}`;
    expect(
      (await t.app.inject({ method: "GET", url: URL, headers: { authorization: bearer } })).statusCode,
    ).toBe(403);
    const { token } = await create(other, "Someone else's");
    expect((await call("DELETE", `${URL}/${token.id}`, standard)).statusCode).toBe(404);
    expect((await call("GET", URL, standard)).json().tokens.map((x: { id: string }) => x.id)).not.toContain(
      token.id,
    );
    expect((await call("DELETE", `${URL}/not-a-uuid`, standard)).statusCode).toBe(400);
  });

  it(`hold at most ${ACCESS_TOKENS_MAX_ACTIVE} active at once (409), and a revoked one frees its place`, async () => {
    const who = await signedInUser(t.app, t.database.db, { role: "premium" });
    const made = [];
    for (let i = 0; i < ACCESS_TOKENS_MAX_ACTIVE; i++) made.push(await create(who, `Token ${i}`));
    const refused = await call("POST", URL, who, { name: "One more", expiresOn: inDays(10) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain("revoke one you no longer use");
    expect((await call("DELETE", `${URL}/${made[0].token.id}`, who)).statusCode).toBe(200);
    await create(who, "One more");
  });
});

describe("an access token in a GIS client (OGC API – Features)", () => {
  it("carries the person's own rights: bid-round blocks for an MBR user, not for a standard one", async () => {
    const mine = await create(mbr);
    const theirs = await create(standard, "Standard's QGIS");
    expect(await collectionIds(basic(mine.secret))).toContain("bid-round-blocks");
    expect(await collectionIds(`Bearer ${mine.secret}`)).toContain("bid-round-blocks");
    const standardSees = await collectionIds(basic(theirs.secret, "anyone"));
    expect(standardSees).toContain("wells");
    expect(standardSees).not.toContain("bid-round-blocks");
    const list = (await call("GET", URL, mbr)).json().tokens;
    expect(list.find((x: { id: string }) => x.id === mine.token.id).lastUsedAt).toEqual(expect.any(String));
  });

  it("reaches /ogc only: the rest of the API and the GIS side answer 401", async () => {
    const { secret } = await create(standard, "Only OGC");
    for (const [url, authorization] of [
      ["/api/users/me", `Bearer ${secret}`],
      ["/api/catalogs", `Bearer ${secret}`],
      ["/gis/ping", basic(secret)],
    ]) {
      expect((await t.app.inject({ method: "GET", url, headers: { authorization } })).statusCode, url).toBe(
        401,
      );
    }
  });

  it("stops at once when revoked, when its person is suspended, and is never a wrong token's fallback", async () => {
    const { token, secret } = await create(standard, "Doomed");
    expect((await ogc("/ogc/collections", basic(secret))).statusCode).toBe(200);
    const revoked = await call("DELETE", `${URL}/${token.id}`, standard);
    expect(revoked.json()).toMatchObject({ status: "revoked", revokedAt: expect.any(String) });
    expect((await ogc("/ogc/collections", basic(secret))).statusCode).toBe(401);
    expect((await call("DELETE", `${URL}/${token.id}`, standard)).json().status).toBe("revoked");

    const person = await signedInUser(t.app, t.database.db, { role: "standard" });
    const live = await create(person, "Until suspended");
    expect((await ogc("/ogc/collections", basic(live.secret))).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: "suspended" }).where(eq(users.id, person.id));
    expect((await ogc("/ogc/collections", basic(live.secret))).statusCode).toBe(401);

    const wrong = await ogc("/ogc/collections", basic(`${secret.slice(0, -4)}AAAA`));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers["www-authenticate"]).toMatch(/^Basic/);
  });
});
