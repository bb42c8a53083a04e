import { CATALOG_REGISTRY, CATALOG_TYPES, type CatalogType } from "@strata/core";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { seedSmallCatalog } from "../../modules/catalogs/test/catalog-factory.ts";
import { createUser, getCsrf, signIn } from "../factories.ts";
import { buildTestApp, INJECT_ORIGIN, type TestApp } from "../harness.ts";
import { type Dictionary, NASTY_NUMBERS, NASTY_STRINGS } from "./arbitraries.ts";
import {
  boundCasesOf,
  type FuzzRequest,
  type Operation,
  operationsOf,
  plainRequestOf,
  requestsOf,
} from "./requests.ts";
import { seedEveryState } from "./states.ts";

/**
 * The guardrail of "any input: a clear 4xx, never a 500" (docs/decisions.md, "Input at the edge"):
 * every operation of the OpenAPI document, as an anonymous visitor, a customer and a superadmin, with
 * generated valid and hostile path parameters, queries and bodies. No 5xx, no stack or SQL text in a
 * body, every error in the one shape. A new route is fuzzed as soon as it is in the document.
 *
 * Before it, the database holds rows in the states routes read (states.ts: a delivered data request,
 * an expired package, paid and cancelled invoices…), so routes meet real rows, not only empty tables.
 * Every bounded value (`maxItems`, `maxLength` in the document) is also sent at its limit (never a
 * 5xx) and one past it (a 400, unless the caller is refused first).
 *
 * FUZZ_RUNS (cases per operation and user, default 6) and FUZZ_SEED scale and vary it: the nightly-style
 * run in the README uses FUZZ_RUNS=200.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);
/** Only the operations whose "METHOD /path" matches this pattern (to chase one failure). */
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;

const errorShape = z.strictObject({
  error: z.strictObject({
    code: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
    message: z.string().min(1),
    details: z.unknown().optional(),
  }),
});

/** The OGC API's own exception (`/ogc`, decision 0150): what GIS clients read, in place of the portal's. */
const ogcExceptionShape = z.strictObject({ code: z.string().min(1), description: z.string().min(1) });
const OGC_REQUEST = / \/ogc(?:[/?]|\s|$)/;

/** A stack frame, or a path into our sources or dependencies. */
const STACK = /\n\s+at \S.*:\d+:\d+|node_modules\/|\/src\/[\w/-]+\.ts\b/;
/** What a database error or a query looks like when it leaks. */
const SQL =
  /Failed query|\bselect\b[^\n]{0,400}\bfrom "|\binsert into "|\bdelete from "|\bupdate "\w+" set\b|violates (unique|foreign key|check|not-null) constraint|syntax error at or near|invalid input syntax for|out of range for type|duplicate key value|invalid byte sequence/;

const SESSION_COOKIE = "strata.session_token";

interface Caller {
  name: string;
  /** Cookie header: session (if any) and CSRF cookie. */
  cookie: string;
  csrfToken: string;
  relogin?: () => Promise<void>;
}

let t: TestApp;
let operations: Operation[];
let dictionary: Omit<Dictionary, "byName"> & { byName: (caller: Caller) => Dictionary["byName"] };
const callers: Record<string, Caller> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const { records } = await seedSmallCatalog(db, {
    Seismic_2D: 6,
    Seismic_3D: 4,
    Well_Log: 6,
    Technical_Report: 4,
    Non_Seismic: 4,
  });
  const docs = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  operations = operationsOf(docs.json());

  const anonymous = await getCsrf(t.app);
  callers.anonymous = { name: "anonymous", ...anonymous };
  const users: Record<string, Awaited<ReturnType<typeof createUser>>> = {};
  for (const [name, role] of [
    ["customer", "premium"],
    ["staff", "superadmin"],
  ] as const) {
    const user = await createUser(db, { role, isPrimary: true });
    users[name] = user;
    const caller: Caller = { name, cookie: "", csrfToken: "" };
    caller.relogin = async () => {
      const session = await signIn(t.app, user.email, user.password!);
      const csrf = await getCsrf(t.app, session);
      caller.cookie = csrf.cookie;
      caller.csrfToken = csrf.csrfToken;
    };
    await caller.relogin();
    callers[name] = caller;
  }
  await seedEveryState(t, users.customer);
  // Sign-in attempts go to this account, never to the callers', so rate limits cannot lock them out.
  const target = await createUser(db, { role: "standard" });

  const recordIds = CATALOG_TYPES.flatMap((type) =>
    records[type]
      .slice(0, 2)
      .map((r) => String((r as Record<string, unknown>)[CATALOG_REGISTRY[type].idField])),
  );
  const columnKeys = [
    ...new Set(CATALOG_TYPES.flatMap((type) => CATALOG_REGISTRY[type].columns.map((c) => c.key))),
  ];
  const column = fc.constantFrom(...columnKeys);
  const filterOf = (type: CatalogType) =>
    fc
      .dictionary(
        fc.constantFrom(...CATALOG_REGISTRY[type].columns.map((c) => c.key)),
        fc.oneof(
          fc.record(
            {
              min: fc.oneof(
                NASTY_NUMBERS,
                NASTY_STRINGS,
                fc.constantFrom("2020-01-01", "0000-01-01", "99999-01-01"),
              ),
            },
            { requiredKeys: [] },
          ),
          fc.record({ min: NASTY_NUMBERS, max: NASTY_NUMBERS }),
          fc.record({
            max: fc.oneof(
              NASTY_NUMBERS,
              fc.constantFrom("2020-01-01T25:00", "2020-02-30", "1999-12-31T23:59:59+14:00"),
            ),
          }),
          fc.array(fc.oneof(NASTY_NUMBERS, NASTY_STRINGS, fc.boolean()), { minLength: 1, maxLength: 3 }),
        ),
        { minKeys: 1, maxKeys: 2 },
      )
      .map((f) => JSON.stringify(f));
  dictionary = {
    strings: [
      ...recordIds,
      ...columnKeys,
      ...CATALOG_TYPES,
      target.email,
      "true",
      "false",
      "/",
      "email",
      "credentials",
    ],
    keys: columnKeys,
    byName: (caller) => ({
      filter: fc.oneof(...CATALOG_TYPES.map(filterOf)),
      bbox: fc
        .tuple(NASTY_NUMBERS, NASTY_NUMBERS, NASTY_NUMBERS, NASTY_NUMBERS)
        .map((n) => n.join(","))
        .chain((hostile) => fc.constantFrom(hostile, "100,1,119,7", "-180,-90,180,90", "1,2,3", "a,b,c,d")),
      csrfToken: fc.constant(caller.csrfToken),
      email: fc.constant(target.email),
      callbackUrl: fc.constantFrom(
        "/",
        "/catalog",
        "http://localhost:3000/x",
        "//evil.example",
        "javascript:alert(1)",
        "http://[::1",
      ),
      sort: column,
      column,
      id: fc.constantFrom(...recordIds),
      recordId: fc.constantFrom(...recordIds),
      ids: fc.array(fc.constantFrom(...recordIds), { maxLength: 3 }),
      recordIds: fc.array(fc.constantFrom(...recordIds), { maxLength: 3 }),
      searchFilter: fc.dictionary(
        column,
        fc.array(fc.oneof(NASTY_STRINGS, fc.constantFrom("True", "False")), { maxLength: 3 }),
        { maxKeys: 3 },
      ),
      record: fc.dictionary(
        column,
        fc.oneof(NASTY_NUMBERS, NASTY_STRINGS, fc.constantFrom(null, true, "2020-01-01")),
        { maxKeys: 8 },
      ),
      gisId: fc.constantFrom("gis-1", "\u0000"),
    }),
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function describeRequest(caller: Caller, request: FuzzRequest) {
  return `${caller.name} ${request.method} ${request.url.slice(0, 300)} ${request.summary}`;
}

/** The checks every answer must pass, whatever was asked. */
function checkResponse(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}\n→ ${res.statusCode} ${res.body.slice(0, 500)}`).toBeLessThan(500);
  expect(STACK.test(res.body), `stack in body: ${what}\n→ ${res.body.slice(0, 500)}`).toBe(false);
  expect(SQL.test(res.body), `SQL in body: ${what}\n→ ${res.body.slice(0, 500)}`).toBe(false);
  if (res.statusCode >= 400) {
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
    const shape = (OGC_REQUEST.test(what) ? ogcExceptionShape : errorShape).safeParse(body);
    expect(shape.success, `not the error shape: ${what}\n→ ${res.statusCode} ${res.body.slice(0, 500)}`).toBe(
      true,
    );
  }
  const type = String(res.headers["content-type"] ?? "");
  // A streamed file that ends early was cut by an error after its first byte.
  if (res.statusCode === 200 && type.startsWith("text/csv")) {
    expect(res.body.endsWith("\r\n"), `CSV cut short: ${what}`).toBe(true);
  }
  if (res.statusCode === 200 && type.includes("spreadsheetml")) {
    expect(res.rawPayload.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06])), `xlsx cut short: ${what}`).toBe(
      true,
    );
  }
}

async function send(caller: Caller, request: FuzzRequest) {
  const res = await t.app.inject({
    method: request.method as "GET",
    url: request.url,
    payload: request.payload,
    headers: {
      ...request.headers,
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
      origin: INJECT_ORIGIN,
      "sec-fetch-site": "same-origin",
    },
  });
  // A sign-out (or anything else) that ended the caller's session: the next case gets a fresh one.
  if (caller.relogin && res.cookies.some((c) => c.name.endsWith(SESSION_COOKIE) && !c.value)) {
    await caller.relogin();
  }
  return res;
}

for (const callerName of ["anonymous", "customer", "staff"]) {
  describe(`every route as ${callerName}`, () => {
    test("answers generated input with a clear 4xx or a success, never a 5xx", async () => {
      const caller = callers[callerName];
      expect(operations.length).toBeGreaterThan(50);
      const failures: string[] = [];
      for (const op of operations) {
        if (ONLY && !ONLY.test(`${op.method} ${op.path}`)) continue;
        const dict: Dictionary = { ...dictionary, byName: dictionary.byName(caller) };
        const started = Date.now();
        const statuses: Record<number, number> = {};
        try {
          await fc.assert(
            fc.asyncProperty(requestsOf(op, dict, caller.csrfToken), async (request) => {
              const res = await send(caller, request);
              statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
              checkResponse(res, describeRequest(caller, request));
            }),
            // The plain request first: lists show their rows (the seeded states) unfiltered.
            {
              seed: SEED,
              numRuns: RUNS,
              endOnFailure: true,
              examples: [[plainRequestOf(op, dict, caller.csrfToken, SEED)]],
            },
          );
        } catch (err) {
          // Every operation is walked; the failures are reported together, with the request that failed.
          const cause = (err as Error).cause as Error | undefined;
          const detail = cause ? cause.message : (err as Error).stack;
          failures.push(`${op.method} ${op.path}: ${detail?.slice(0, 1500)}`);
        }
        if (process.env.FUZZ_TIMING)
          console.log(
            `${Date.now() - started} ms ${callerName} ${op.method} ${op.path} ${JSON.stringify(statuses)}`,
          );
      }
      expect(failures, failures.join("\n\n")).toEqual([]);
    }, 600_000);
  });
}

/**
 * What a value past its bound may get: refused as bad input (400; 413, 414 when too large for the
 * body or the path), or the caller refused before any reading (401, 403, 429).
 */
const REFUSED_BEYOND = new Set([400, 401, 403, 413, 414, 429]);

for (const callerName of ["anonymous", "customer", "staff"]) {
  describe(`every bounded value as ${callerName}`, () => {
    test("is answered at its declared limit, and refused with a 400 one past it", async () => {
      const caller = callers[callerName];
      const failures: string[] = [];
      let cases = 0;
      for (const op of operations) {
        if (ONLY && !ONLY.test(`${op.method} ${op.path}`)) continue;
        const dict: Dictionary = { ...dictionary, byName: dictionary.byName(caller) };
        const started = Date.now();
        /** The answer of each site at its bound: a route that answers 404 there refuses the sample, not the value. */
        const atBound = new Map<string, number>();
        for (const { request, beyond, site } of boundCasesOf(op, dict, caller.csrfToken, SEED)) {
          cases++;
          const what = `${describeRequest(caller, request)} (${site} ${beyond ? "past" : "at"} its bound)`;
          const res = await send(caller, request);
          if (!beyond) atBound.set(site, res.statusCode);
          // Refused the caller before reading: so is every other value of this operation.
          if (res.statusCode === 401 || res.statusCode === 403) break;
          try {
            checkResponse(res, what);
            if (beyond && !(res.statusCode === 404 && atBound.get(site) === 404))
              expect(
                REFUSED_BEYOND.has(res.statusCode),
                `${what}\n→ ${res.statusCode} ${res.body.slice(0, 300)}`,
              ).toBe(true);
          } catch (err) {
            failures.push(`${op.method} ${op.path}: ${(err as Error).message.slice(0, 800)}`);
          }
        }
        if (process.env.FUZZ_TIMING)
          console.log(`${Date.now() - started} ms bounds ${callerName} ${op.method} ${op.path}`);
      }
      if (!ONLY) expect(cases).toBeGreaterThan(50);
      expect(failures, failures.join("\n\n")).toEqual([]);
    }, 600_000);
  });
}
