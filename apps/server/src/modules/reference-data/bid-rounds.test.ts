import { malaysiaToday } from "@strata/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "../../db/schema/index.ts";
import { createOrganisation } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { createApplication } from "../applications/test/factory.ts";
import { fieldOf, referenceClient } from "./test/client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const { as, call } = referenceClient(() => t);

const day = (offset: number) =>
  new Date(Date.parse(`${malaysiaToday()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

async function createRound(name: string, opensOn: string, closesOn: string) {
  const res = await call("POST", "/api/bid-rounds", { name, opensOn, closesOn }, await as("superadmin"));
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe("POST /api/bid-rounds", () => {
  it("adds a round and tells whether it is open, upcoming or closed", async () => {
    expect((await createRound("Round Open", day(-1), day(1))).phase).toBe("open");
    expect((await createRound("Round Today", day(0), day(0))).phase).toBe("open");
    expect((await createRound("Round Later", day(10), day(20))).phase).toBe("upcoming");
    expect((await createRound("Round Past", day(-20), day(-10))).phase).toBe("closed");
  });

  it("answers 400 naming closesOn when the round closes before it opens, and a bad date", async () => {
    const cookie = await as("superadmin");
    const res = await call(
      "POST",
      "/api/bid-rounds",
      { name: "Backwards", opensOn: day(5), closesOn: day(1) },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe("body.closesOn");
    const bad = await call(
      "POST",
      "/api/bid-rounds",
      { name: "Bad", opensOn: "2026-02-30", closesOn: day(1) },
      cookie,
    );
    expect(fieldOf(bad)).toBe("body.opensOn");
  });

  it("refuses a duplicate name in another case (409); 401; 403 for an admin, who may only view", async () => {
    await createRound("Unique Round", day(1), day(2));
    const body = { name: "UNIQUE round", opensOn: day(1), closesOn: day(2) };
    expect((await call("POST", "/api/bid-rounds", body, await as("superadmin"))).statusCode).toBe(409);
    expect((await call("POST", "/api/bid-rounds", body)).statusCode).toBe(401);
    expect((await call("POST", "/api/bid-rounds", body, await as("admin"))).statusCode).toBe(403);
  });
});

describe("GET /api/bid-rounds", () => {
  it("admin, data and MBR admins list the rounds, filtered by phase; customers may not (403)", async () => {
    await createRound("Filter Upcoming", day(100), day(200));
    for (const role of ["admin", "data-admin", "mbr-admin"] as const) {
      const res = await call("GET", "/api/bid-rounds?phase=upcoming&q=filter", undefined, await as(role));
      expect(res.statusCode).toBe(200);
      expect(res.json().result.map((r: { name: string }) => r.name)).toEqual(["Filter Upcoming"]);
    }
    expect((await call("GET", "/api/bid-rounds", undefined, await as("standard"))).statusCode).toBe(403);
    const bad = await call("GET", "/api/bid-rounds?phase=soon", undefined, await as("admin"));
    expect(fieldOf(bad)).toBe("querystring.phase");
  });
});

describe("PATCH|DELETE /api/bid-rounds/{id}", () => {
  it("a change that makes the round close before it opens is a 400 naming closesOn", async () => {
    const round = await createRound("Patch Round", day(1), day(10));
    const cookie = await as("superadmin");
    const res = await call("PATCH", `/api/bid-rounds/${round.id}`, { opensOn: day(11) }, cookie);
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe("body.closesOn");
    const ok = await call(
      "PATCH",
      `/api/bid-rounds/${round.id}`,
      { closesOn: day(30), description: "More" },
      cookie,
    );
    expect(ok.json()).toMatchObject({ closesOn: day(30), description: "More" });
    expect((await call("PATCH", "/api/bid-rounds/nope", { name: "N" }, cookie)).statusCode).toBe(404);
    expect(
      (await call("PATCH", `/api/bid-rounds/${round.id}`, { name: "N" }, await as("mbr-admin"))).statusCode,
    ).toBe(403);
  });

  it("refuses to delete a round an application names (409) and deletes an unused one", async () => {
    const cookie = await as("superadmin");
    const round = await createRound("Applied Round", day(-1), day(1));
    const organisation = await createOrganisation(t.database.db, { tier: "bid-round" });
    const application = await createApplication(t.database.db, { organisationId: organisation.id });
    await t.database.db
      .update(applications)
      .set({ bidRoundId: round.id })
      .where(eq(applications.id, application.id));
    const refused = await call("DELETE", `/api/bid-rounds/${round.id}`, undefined, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/named by 1 application/);
    expect(
      (await call("GET", `/api/bid-rounds/${round.id}`, undefined, cookie)).json().applicationCount,
    ).toBe(1);

    const unused = await createRound("Unused Round", day(1), day(2));
    expect((await call("DELETE", `/api/bid-rounds/${unused.id}`, undefined, cookie)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/bid-rounds/${unused.id}`, undefined, cookie)).statusCode).toBe(404);
  });
});
