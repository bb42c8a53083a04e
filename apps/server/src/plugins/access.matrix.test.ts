import { type AddOn, isTier, STAFF_ROLES, TIERS, type UserRole } from "@strata/core";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema/index.ts";
import type { Viewer } from "../lib/viewer.ts";
import { loadViewerBySessionToken } from "../modules/auth/index.ts";
import { createOrganisation, createUser, getCsrf, signIn } from "../test/factories.ts";
import { buildTestApp, INJECT_ORIGIN, type TestApp } from "../test/harness.ts";
import { allows, type DeclaredRoute, describeAccess } from "./access.ts";

/**
 * The access snapshot says who may call each route; this test holds it to what the server does.
 * Every principal calls every /api and /gis route with harmless input (a non-existent id, an empty
 * body): where the declaration admits them the answer must not be 401/403 (a 400, 404 or 409 means
 * the gate let them through), and where it refuses them it must be 401 (anonymous) or 403.
 */

/**
 * Public routes that answer 403 for a reason other than who calls: a token or signature in the
 * request, which the harmless input lacks, or a caller the route's own token scheme decides.
 */
const NOT_ACCESS: Record<string, string> = {
  "POST /api/auth/signout":
    "the auth contract's CSRF token is checked (it travels in the body), whoever calls",
  "POST /api/payments/gateway/callback": "the gateway's signature is checked, anyone may deliver it",
  "GET /api/download-packagers/:id/signed-download": "the link's signature is checked, not the caller",
  // Public because a registrant without an account uploads with their draft's token header; a
  // signed-in caller must be a primary customer or an editor of news, which only this route knows.
  "DELETE /api/uploads/:id": "a registration draft's token or a signed-in uploader decides, in the route",
};

interface Principal {
  name: string;
  /** Cookie header of the session and the CSRF cookie. */
  cookie: string;
  /** Sent as `x-csrf-token`: the routes that check one (a bulk upload) must not refuse for its lack. */
  csrfToken: string;
  /** The viewer the server resolves for that session, or null for anonymous. */
  viewer: Viewer | null;
  relogin?: () => Promise<void>;
}

const SESSION_COOKIE = "strata.session_token";
/** Any path parameter gets an id no record has; a route that admits the caller then answers 404 or 400. */
const MISSING_ID = "00000000-0000-4000-8000-00000000dead";

let t: TestApp;
const principals: Principal[] = [];

async function principal(
  name: string,
  input: { role: UserRole; isPrimary?: boolean; addOns?: AddOn[]; expired?: boolean },
): Promise<Principal> {
  const db = t.database.db;
  const organisation = isTier(input.role)
    ? await createOrganisation(db, {
        tier: input.role,
        ...(input.expired ? { subscriptionExpiresAt: new Date(Date.now() - 86_400_000) } : {}),
      })
    : null;
  const user = await createUser(db, {
    role: input.role,
    organisationId: organisation?.id ?? null,
    isPrimary: input.isPrimary ?? false,
    addOns: input.addOns,
  });
  const p: Principal = { name, cookie: "", csrfToken: "", viewer: null };
  p.relogin = async () => {
    const csrf = await getCsrf(t.app, await signIn(t.app, user.email, user.password as string));
    p.cookie = csrf.cookie;
    p.csrfToken = csrf.csrfToken;
  };
  await p.relogin();
  // The viewer as the gate sees it (ability, expiry, organisation), read the way the server reads it.
  const [session] = await db
    .select({ token: sessions.token })
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  p.viewer = await loadViewerBySessionToken(db, session.token);
  if (!p.viewer || p.viewer.user.isExpired !== (input.expired ?? false))
    throw new Error(`${name}: the session resolves to another viewer than intended`);
  return p;
}

beforeAll(async () => {
  t = await buildTestApp();
  principals.push({ name: "anonymous", viewer: null, ...(await getCsrf(t.app)) });
  for (const role of STAFF_ROLES) principals.push(await principal(role, { role }));
  for (const tier of TIERS) principals.push(await principal(tier, { role: tier, isPrimary: true }));
  // Primary users of every tier but basic manage members and see invoices (PRIMARY_USER_RIGHTS).
  for (const tier of ["standard", "graduate", "mbr"] as const) {
    principals.push(await principal(`${tier} (not primary)`, { role: tier }));
  }
  principals.push(await principal("basic (expired)", { role: "basic", isPrimary: true, expired: true }));
  principals.push(
    await principal("standard + mbr add-on", { role: "standard", isPrimary: true, addOns: ["mbr"] }),
  );
}, 120_000);

afterAll(() => t?.close());

function urlOf(route: DeclaredRoute): string {
  return route.url.replace(/:[A-Za-z]+/g, MISSING_ID);
}

async function call(p: Principal, route: DeclaredRoute) {
  const hasBody = route.method !== "GET" && route.method !== "DELETE";
  const res = await t.app.inject({
    method: route.method as "GET",
    url: urlOf(route),
    headers: {
      ...(p.cookie ? { cookie: p.cookie } : {}),
      "x-csrf-token": p.csrfToken,
      origin: INJECT_ORIGIN,
      "sec-fetch-site": "same-origin",
      ...(hasBody ? { "content-type": "application/json" } : {}),
    },
    ...(hasBody ? { payload: "{}" } : {}),
  });
  // A sign-out ends the session; the next route gets a fresh one.
  if (p.relogin && res.cookies.some((c) => c.name.endsWith(SESSION_COOKIE) && !c.value)) await p.relogin();
  return res;
}

describe("declared access against real requests", () => {
  it("admits exactly whom each route's declaration admits, for every principal", async () => {
    const routes = t.app.declaredAccess;
    expect(routes.length).toBeGreaterThan(300);
    expect(principals.length).toBeGreaterThan(25);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const mismatches: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      for (const p of principals) {
        const admitted = "public" in route.access || (p.viewer !== null && allows(p.viewer, route.access));
        const res = await call(p, route);
        calls++;
        const refused = res.statusCode === 401 || res.statusCode === 403;
        if (admitted && refused && !(res.statusCode === 403 && key in NOT_ACCESS)) {
          mismatches.push(
            `${key} [${describeAccess(route.access)}] ${p.name}: admitted, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
        const expected = p.viewer ? 403 : 401;
        if (!admitted && res.statusCode !== expected) {
          mismatches.push(
            `${key} [${describeAccess(route.access)}] ${p.name}: refused, got ${res.statusCode} not ${expected}`,
          );
        }
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `access matrix: ${calls} requests (${routes.length} routes × ${principals.length} principals) in ${seconds.toFixed(1)} s, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU`,
    );
    expect(mismatches).toEqual([]);
  }, 300_000);
});
