import { text } from "@strata/core";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { staticContents } from "../db/schema/index.ts";
import { type SignedInUser, signedInUser } from "../modules/catalogs/test/catalog-factory.ts";
import { multipartBody } from "../modules/data-preparation/metadata/test/helpers.ts";
import { getCsrf } from "../test/factories.ts";
import { buildTestApp, type TestApp } from "../test/harness.ts";
import { databaseInputError } from "./errors.ts";
import { inputValidatorCompiler, plainStrings } from "./input.ts";

/** The classes of input that once answered 500, each now a clear 4xx (docs/decisions.md, "Input at the edge"). */

let t: TestApp;
let superadmin: SignedInUser;
let customer: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  [superadmin, customer] = await Promise.all([
    signedInUser(t.app, t.database.db, { role: "superadmin" }),
    signedInUser(t.app, t.database.db, { role: "premium" }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const issuesOf = (res: { json(): unknown }) =>
  (res.json() as { error: { details?: { issues?: { field: string; message: string }[] } } }).error.details
    ?.issues ?? [];

describe("text: NUL and unpaired surrogates", () => {
  it("an anonymous password reset with a NUL in its token is a 400 naming body.token", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/password/reset",
      payload: { token: "abc\u0000def", password: "a long enough password" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_FAILED");
    expect(issuesOf(res)).toContainEqual({
      field: "body.token",
      message: "Must not contain a NUL character (\\u0000)",
    });
  });

  it("a sign-in form with a NUL in its password is a 400, not a 500", async () => {
    const csrf = await getCsrf(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/callback/credentials",
      headers: { cookie: csrf.cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: `csrfToken=${csrf.csrfToken}&email=someone%40example.test&password=a%00b&json=true`,
    });
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res).map((i) => i.field)).toContain("body.password");
  });

  it("a lone surrogate in text written to the database is a 400 naming the field, and nothing is written", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/static-content/about-us",
      headers: { cookie: superadmin.cookie },
      payload: { title: "About \ud800us", body: "Body" },
    });
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res)).toContainEqual({
      field: "body.title",
      message: "Must not contain an unpaired UTF-16 surrogate",
    });
    const stored = await t.database.db.select({ title: staticContents.title }).from(staticContents);
    expect(stored.map((r) => r.title)).not.toContain("About \ud800us");
  });

  it("a paired surrogate (an emoji) is ordinary text", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/glossary?q=${encodeURIComponent("oil 🛢️")}`,
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode).toBe(200);
  });

  it("a NUL inside the catalogue's JSON filter is a 400 naming the filter's column", async () => {
    const filter = JSON.stringify({ region: ["Sabah\u0000"] });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/catalogs/Seismic_2D/data?filter=${encodeURIComponent(filter)}`,
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res)[0].field).toBe("querystring.filter.region");
  });
});

describe("start-up guardrail", () => {
  it("finds every string of an input schema that is not text()", () => {
    const schema = z.object({
      name: z.string(),
      safe: text(),
      email: z.email(),
      tags: z.array(z.string().max(5)).optional(),
      nested: z.record(z.string(), z.object({ note: z.string().nullable() })),
      choice: z.union([z.literal("a"), z.string()]),
    });
    expect(plainStrings(schema, "body")).toEqual([
      "body.name",
      "body.tags[]",
      "body.nested{key}",
      "body.nested.*.note",
      "body.choice",
    ]);
  });

  it("a route whose body takes a plain z.string() fails to start, naming the field", async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(inputValidatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.post("/notes", { schema: { body: z.object({ note: z.string() }) } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow(/body\.note accept\(s\) any string; use text\(\)/);
    await app.close();
  });
});

describe("integers bounded to their columns", () => {
  it.each([
    ["-1", "querystring.page"],
    ["2147483648", "querystring.page"],
    ["99999999999999999999", "querystring.page"],
  ])("page=%s is a 400 naming %s", async (page, field) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/catalogs/Seismic_2D/data?page=${page}`,
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res)[0].field).toBe(field);
  });

  it("a huge page of the user list is a 400, not a query with an absurd offset", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/users?page=9007199254740991",
      headers: { cookie: superadmin.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res)[0].field).toBe("querystring.page");
  });

  it.each([
    [{ year: { min: 2_147_483_648 } }, "Expected whole numbers from -2147483648 to 2147483647"],
    [{ year: [1e20] }, "Expected whole numbers from -2147483648 to 2147483647"],
    [{ year: { max: 1.5 } }, "Expected whole numbers from -2147483648 to 2147483647"],
    [{ dateAdded: { min: "0000-01-01" } }, "Expected ISO dates (YYYY-MM-DD)"],
  ])("the catalogue filter %j is a 400 saying %s", async (filter, message) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/catalogs/Seismic_2D/data?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res)[0]).toEqual({ field: `querystring.filter.${Object.keys(filter)[0]}`, message });
  });

  it("a double precision column takes any finite number in a range filter", async () => {
    const filter = JSON.stringify({ length: { min: -1e300, max: 1e300 } });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/catalogs/Seismic_2D/data?filter=${encodeURIComponent(filter)}`,
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode).toBe(200);
  });

  it("an out-of-range whole number in the metadata list's filter is a 400 naming it", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/data-preparation/getmetadata",
      headers: { cookie: superadmin.cookie },
      payload: { ingestType: "Seismic_2D", searchFilter: { firstShotpoint: ["99999999999"] } },
    });
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res)[0].field).toBe("body.searchFilter.firstShotpoint");
  });
});

describe("map selection rings", () => {
  const select = (coordinates: unknown) =>
    t.app.inject({
      method: "POST",
      url: "/api/map/select",
      headers: { cookie: customer.cookie },
      payload: { geometry: { type: "Polygon", coordinates } },
    });

  it.each([
    ["an empty polygon", [], "A polygon needs at least one ring"],
    ["an empty ring", [[]], "A ring needs at least 4 positions"],
    [
      "too few points",
      [
        [
          [0, 0],
          [1, 1],
          [0, 0],
        ],
      ],
      "A ring needs at least 4 positions",
    ],
    [
      "an unclosed ring",
      [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
        ],
      ],
      "A ring must be closed: its last position equals its first",
    ],
    [
      "a ring on one line",
      [
        [
          [0, 0],
          [1, 1],
          [2, 2],
          [0, 0],
        ],
      ],
      "A ring must enclose an area: its positions lie on one line",
    ],
    [
      "a ring of one point",
      [
        [
          [3, 3],
          [3, 3],
          [3, 3],
          [3, 3],
        ],
      ],
      "A ring must enclose an area: its positions lie on one line",
    ],
  ])("%s is a 400 saying so", async (_what, coordinates, message) => {
    const res = await select(coordinates);
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res).map((i) => i.message)).toContain(message);
  });

  it("a position out of lon/lat range is a 400", async () => {
    const res = await select([
      [
        [0, 0],
        [200, 0],
        [1, 1],
        [0, 0],
      ],
    ]);
    expect(res.statusCode).toBe(400);
  });

  it("a valid closed ring is answered", async () => {
    const res = await select([
      [
        [100, 1],
        [119, 1],
        [119, 7],
        [100, 7],
        [100, 1],
      ],
    ]);
    expect(res.statusCode).toBe(200);
  });
});

describe("PostgreSQL errors caused by input", () => {
  const failure = async (statement: ReturnType<typeof sql>) => {
    try {
      await t.database.db.execute(statement);
    } catch (err) {
      return err;
    }
    throw new Error("the statement did not fail");
  };

  it.each([
    ["invalid text for an integer", sql`select 'abc'::int`, 400, "22P02"],
    ["an integer out of range", sql`select 2147483648::bigint::int`, 400, "22003"],
  ])(
    "%s maps to its status, the statement stays out of the answer",
    async (_what, statement, status, sqlstate) => {
      const mapped = databaseInputError(await failure(statement));
      expect(mapped).toMatchObject({ status, sqlstate });
      expect(mapped?.message).not.toMatch(/select|abc/i);
    },
  );

  it("a unique violation is a 409 CONFLICT, read through drizzle's wrapper", async () => {
    const row = { slug: "duplicate-slug", title: "T", body: "B" };
    await t.database.db.insert(staticContents).values(row);
    let err: unknown;
    await t.database.db
      .insert(staticContents)
      .values(row)
      .catch((e: unknown) => {
        err = e;
      });
    expect(databaseInputError(err)).toMatchObject({ status: 409, code: "CONFLICT", sqlstate: "23505" });
  });

  it("an error that is not the input's fault is left to the 500 path", async () => {
    expect(databaseInputError(await failure(sql`select * from no_such_table`))).toBeNull();
    expect(databaseInputError(new Error("boom"))).toBeNull();
  });
});

describe("paths and uploads", () => {
  it("an overlong path parameter is a 414 in the one error shape", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/catalogs/Seismic_2D/${"a".repeat(5000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      error: { code: "URI_TOO_LONG", message: "A path parameter is longer than any valid value." },
    });
  });

  it("a bulk upload with two files is a 400 naming body.file, not a 413", async () => {
    const csrf = await getCsrf(t.app, superadmin.cookie);
    const one = multipartBody(
      { ingestType: "Seismic_2D", mode: "validate" },
      { name: "a.csv", data: Buffer.from("x\n") },
    );
    const boundary = one.contentType.split("boundary=")[1];
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.csv"\r\nContent-Type: text/csv\r\n\r\ny\n\r\n`,
    );
    const end = Buffer.from(`--${boundary}--\r\n`);
    const payload = Buffer.concat([one.payload.subarray(0, one.payload.length - end.length), second, end]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/data-preparation/bulkaddupdatesdc",
      headers: { cookie: csrf.cookie, "content-type": one.contentType, "x-csrf-token": csrf.csrfToken },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res)[0]).toEqual({
      field: "body.file",
      message: "Attach one file only, as the part named file",
    });
  });
});
