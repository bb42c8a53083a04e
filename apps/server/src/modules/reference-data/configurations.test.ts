import { CONFIGURATION_DEFAULTS } from "@strata/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, configurations } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { readConfiguration } from "./configuration.ts";
import { fieldOf, referenceClient } from "./test/client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const { as, call } = referenceClient(() => t);

describe("configuration", () => {
  it("answers the defaults for keys never set, to an MBR admin", async () => {
    const res = await call("GET", "/api/configurations", undefined, await as("mbr-admin"));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ "vdr.accessDays": 30, "vdr.contactEmail": null });
    expect(await readConfiguration(t.database.db, "vdr.accessDays")).toBe(30);
  });

  it("a superadmin sets some keys; the others keep their values; one audit row records the change", async () => {
    const res = await call("PUT", "/api/configurations", { "vdr.accessDays": 45 }, await as("superadmin"));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ "vdr.accessDays": 45, "vdr.contactEmail": null });
    expect(await readConfiguration(t.database.db, "vdr.accessDays")).toBe(45);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectType, "configuration"));
    expect(events).toHaveLength(1);
    expect(events[0].before).toEqual({ "vdr.accessDays": 30 });

    const set = await call(
      "PUT",
      "/api/configurations",
      { "vdr.contactEmail": "vdr@example.test" },
      await as("system-admin"),
    );
    expect(set.json()).toEqual({ "vdr.accessDays": 45, "vdr.contactEmail": "vdr@example.test" });
    const cleared = await call(
      "PUT",
      "/api/configurations",
      { "vdr.contactEmail": null },
      await as("system-admin"),
    );
    expect(cleared.json()["vdr.contactEmail"]).toBeNull();
  });

  it("refuses an unknown key or a value of the wrong type with 400 naming it", async () => {
    const cookie = await as("superadmin");
    const unknown = await call("PUT", "/api/configurations", { "vdr.accesDays": 5 }, cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/vdr\.accesDays/);
    // Reminder days moved to /api/email-reminder-settings: the old key is no setting any more.
    const moved = await call("PUT", "/api/configurations", { "subscription.reminderDays": [7] }, cookie);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.message).toMatch(/subscription\.reminderDays/);
    const wrong = await call("PUT", "/api/configurations", { "vdr.contactEmail": "not an address" }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(fieldOf(wrong)).toBe("body.vdr.contactEmail");
    const zero = await call("PUT", "/api/configurations", { "vdr.accessDays": 0 }, cookie);
    expect(fieldOf(zero)).toBe("body.vdr.accessDays");
  });

  it("a stored value that no longer fits its key reads as the default", async () => {
    await t.database.db
      .insert(configurations)
      .values({ key: "vdr.accessDays", value: "soon" })
      .onConflictDoUpdate({ target: configurations.key, set: { value: "soon" } });
    expect(await readConfiguration(t.database.db, "vdr.accessDays")).toEqual(
      CONFIGURATION_DEFAULTS["vdr.accessDays"],
    );
  });

  it("answers 401 without a session and 403 to those who may not view or change it", async () => {
    expect((await call("GET", "/api/configurations")).statusCode).toBe(401);
    expect((await call("GET", "/api/configurations", undefined, await as("admin"))).statusCode).toBe(403);
    const put = await call("PUT", "/api/configurations", { "vdr.accessDays": 5 }, await as("mbr-admin"));
    expect(put.statusCode).toBe(403);
  });
});
