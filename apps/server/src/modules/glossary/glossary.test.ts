import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { glossaryTerms } from "../../db/schema/index.ts";
import { GLOSSARY } from "../../seed/catalog/content.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { type SignedInUser, signedInUser } from "../catalogs/test/catalog-factory.ts";

let t: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.insert(glossaryTerms).values(GLOSSARY.map((g, i) => ({ id: `G${i}`, ...g })));
  user = await signedInUser(t.app, t.database.db, { role: "basic" });
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie = user.cookie) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("GET /api/glossary", () => {
  it("lists every term A–Z", async () => {
    const terms = (await get("/api/glossary")).json().result.map((r: { term: string }) => r.term);
    expect(terms).toHaveLength(GLOSSARY.length);
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
