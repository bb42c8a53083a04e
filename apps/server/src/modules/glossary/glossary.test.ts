import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, glossaryTerms } from "../../db/schema/index.ts";
import { GLOSSARY } from "../../lib/demo-catalog/content.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { type SignedInUser, signedInUser } from "../catalogs/test/catalog-factory.ts";

let t: TestApp;
let user: SignedInUser;
let dataStaff: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.insert(glossaryTerms).values(GLOSSARY.map((g, i) => ({ id: `G${i}`, ...g })));
  user = await signedInUser(t.app, t.database.db, { role: "basic" });
  dataStaff = await signedInUser(t.app, t.database.db, { role: "data-admin" });
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie = user.cookie) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object, cookie = dataStaff.cookie) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, "glossary_term"), eq(auditEvents.subjectId, id)))
    .orderBy(auditEvents.createdAt);

describe("GET /api/glossary", () => {
  it("lists every term A–Z", async () => {
    const terms = (await get("/api/glossary")).json().result.map((r: { term: string }) => r.term);
    expect(terms.length).toBeGreaterThanOrEqual(GLOSSARY.length);
    expect(terms).toEqual(
      [...terms].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });

  it("filters by first letter and by text in term or definition", async () => {
    const s = (await get("/api/glossary?letter=s")).json().result.map((r: { term: string }) => r.term);
    expect(s.length).toBeGreaterThan(0);
    expect(s.every((term: string) => term.toLowerCase().startsWith("s"))).toBe(true);
    const migration = (await get("/api/glossary?q=migration"))
      .json()
      .result.map((r: { term: string }) => r.term);
    expect(migration).toEqual(["PSDM", "PSTM"]);
    expect((await get("/api/glossary?q=100%25_")).json().result).toEqual([]);
  });

  it("answers 400 and 401", async () => {
    expect((await get("/api/glossary?letter=ab")).json().error.details.issues[0].field).toBe(
      "querystring.letter",
    );
    expect((await get("/api/glossary", "")).statusCode).toBe(401);
  });
});

describe("editing the glossary", () => {
  it("lets data staff add, change and delete a term, each change on the audit trail", async () => {
    const created = await send("POST", "/api/glossary", {
      term: "  Two-way time ",
      definition: "The time a wave needs to travel to a reflector and return.",
      category: "Seismic",
    });
    expect(created.statusCode, created.body).toBe(200);
    const term = created.json();
    expect(term).toMatchObject({ term: "Two-way time", category: "Seismic" });
    expect((await get("/api/glossary?q=travel to a reflector")).json().result).toEqual([term]);

    const changed = await send("PUT", `/api/glossary/${term.id}`, {
      term: "Two-way travel time",
      definition: "The time a wave needs to travel to a reflector and return, in milliseconds.",
      category: "",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      id: term.id,
      term: "Two-way travel time",
      definition: "The time a wave needs to travel to a reflector and return, in milliseconds.",
      category: null,
    });

    expect((await send("DELETE", `/api/glossary/${term.id}`)).json()).toEqual({ ok: true });
    expect((await get("/api/glossary?q=travel to a reflector")).json().result).toEqual([]);

    const audit = await auditOf(term.id);
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ["create", dataStaff.id],
      ["update", dataStaff.id],
      ["delete", dataStaff.id],
    ]);
    expect(audit[1].before).toMatchObject({ term: "Two-way time", category: "Seismic" });
    expect(audit[1].after).toMatchObject({ term: "Two-way travel time", category: null });
    expect(audit[2].before).toMatchObject({ term: "Two-way travel time" });
  });

  it("lets a superadmin edit it too", async () => {
    const superadmin = await signedInUser(t.app, t.database.db, { role: "superadmin" });
    const res = await send(
      "POST",
      "/api/glossary",
      { term: "Sonic log", definition: "A log of the travel time of sound through the rock." },
      superadmin.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().category).toBeNull();
  });

  it("refuses a term the glossary has in another letter case, naming it (409)", async () => {
    const res = await send("POST", "/api/glossary", { term: "seg-y", definition: "Again." });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('The glossary already has the term "SEG-Y".');

    const renamed = await send("PUT", "/api/glossary/G1", { term: "PSTM ", definition: "Clash." });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.message).toBe('The glossary already has the term "PSTM".');
    // A term keeps its own name whatever the letter case.
    const same = await send("PUT", "/api/glossary/G0", { ...GLOSSARY[0], term: "seg-y" });
    expect(same.statusCode, same.body).toBe(200);
    expect(await auditOf("G1")).toEqual([]);
  });

  it("answers 400 naming the field", async () => {
    const blank = await send("POST", "/api/glossary", { term: "  ", definition: "Something." });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details.issues).toEqual([
      expect.objectContaining({ field: "body.term", message: "Enter the term" }),
    ]);
    const long = await send("POST", "/api/glossary", { term: "x".repeat(121), definition: "y" });
    expect(long.json().error.details.issues[0]).toMatchObject({
      field: "body.term",
      message: "Keep the term to 120 characters",
    });
    const longDefinition = await send("PUT", "/api/glossary/G0", {
      term: "SEG-Y",
      definition: "y".repeat(4001),
    });
    expect(longDefinition.statusCode).toBe(400);
    expect(longDefinition.json().error.details.issues[0].field).toBe("body.definition");
  });

  it("answers 404 for an unknown term", async () => {
    const body = { term: "Nothing", definition: "Nowhere." };
    expect((await send("PUT", "/api/glossary/G-none", body)).statusCode).toBe(404);
    expect((await send("DELETE", "/api/glossary/G-none")).statusCode).toBe(404);
  });

  it("answers 401 without a session and 403 to customers, admins and system staff", async () => {
    const body = { term: "Checkshot survey", definition: "A velocity survey." };
    expect((await send("POST", "/api/glossary", body, "")).statusCode).toBe(401);
    expect((await send("DELETE", "/api/glossary/G0", undefined, "")).statusCode).toBe(401);
    const admin = await signedInUser(t.app, t.database.db, { role: "admin" });
    const system = await signedInUser(t.app, t.database.db, { role: "system-admin" });
    for (const cookie of [user.cookie, admin.cookie, system.cookie]) {
      expect((await send("POST", "/api/glossary", body, cookie)).statusCode).toBe(403);
      expect((await send("PUT", "/api/glossary/G0", body, cookie)).statusCode).toBe(403);
      expect((await send("DELETE", "/api/glossary/G0", undefined, cookie)).statusCode).toBe(403);
    }
    expect((await get("/api/glossary?q=checkshot survey")).json().result).toEqual([]);
  });
});
