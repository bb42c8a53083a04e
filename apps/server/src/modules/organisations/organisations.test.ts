import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema/index.ts";
import { createOrganisationRecord } from "../../lib/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { fieldOf, referenceClient } from "../reference-data/test/client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const { as, call } = referenceClient(() => t);

const createOrganisation = (
  name: string,
  extra: Partial<Parameters<typeof createOrganisationRecord>[1]> = {},
) => createOrganisationRecord(t.database.db, { name, tier: "standard", countryCode: "MY", ...extra });

async function auditOf(organisationId: string, action: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectId, organisationId), eq(auditEvents.action, action)));
}

describe("GET /api/admin/organizations", () => {
  it("admins and MBR admins page through every organisation, filtered by search, tier, kind and country", async () => {
    await createOrganisation("Filter Petroleum Sdn Bhd", { registrationNumber: "FP-42" });
    await createOrganisation("Filter Institute", { tier: "graduate", kind: "institute", countryCode: "GB" });
    for (const role of ["admin", "mbr-admin"] as const) {
      const cookie = await as(role);
      const all = await call("GET", "/api/admin/organizations?q=filter", undefined, cookie);
      expect(all.statusCode).toBe(200);
      expect(all.json().pageTotal).toBe(2);
      const gb = await call(
        "GET",
        "/api/admin/organizations?q=filter&country=gb&kind=institute",
        undefined,
        cookie,
      );
      expect(gb.json().result).toHaveLength(1);
      expect(gb.json().result[0]).toMatchObject({
        name: "Filter Institute",
        countryName: "United Kingdom",
        tier: "graduate",
        subscriptionStatus: "active",
        vdrEnabled: false,
      });
    }
    const byNumber = await call(
      "GET",
      "/api/admin/organizations?q=fp-4&tier=standard",
      undefined,
      await as("admin"),
    );
    expect(byNumber.json().result.map((o: { name: string }) => o.name)).toEqual(["Filter Petroleum Sdn Bhd"]);
  });

  it("answers 400 naming a bad filter, 401 without a session, 403 to a customer and to data admins", async () => {
    const bad = await call("GET", "/api/admin/organizations?tier=gold", undefined, await as("admin"));
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe("querystring.tier");
    expect((await call("GET", "/api/admin/organizations")).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/organizations", undefined, await as("premium"))).statusCode).toBe(
      403,
    );
    expect(
      (await call("GET", "/api/admin/organizations", undefined, await as("data-admin"))).statusCode,
    ).toBe(403);
  });
});

describe("GET|PATCH /api/admin/organizations/{id}", () => {
  it("an admin corrects the details and links a known company; the change is audited", async () => {
    const id = await createOrganisation("Patch Me Sdn Bhd");
    const company = await call("POST", "/api/known-companies", { name: "Patch Me Known" }, await as("admin"));
    const res = await call(
      "PATCH",
      `/api/admin/organizations/${id}`,
      {
        name: "Patched Sdn Bhd",
        address: "1 Jalan Ampang",
        countryCode: "SG",
        knownCompanyId: company.json().id,
      },
      await as("admin"),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Patched Sdn Bhd",
      address: "1 Jalan Ampang",
      countryCode: "SG",
      countryName: "Singapore",
      knownCompanyName: "Patch Me Known",
    });
    const [event] = await auditOf(id, "organisation.update");
    expect(event.before).toMatchObject({ name: "Patch Me Sdn Bhd", countryCode: "MY", address: null });
    expect(event.after).toMatchObject({ name: "Patched Sdn Bhd", countryCode: "SG" });
    expect(event.organisationId).toBe(id);
  });

  it("answers 400 naming a link that does not exist or does not fit the kind", async () => {
    const id = await createOrganisation("Link Check Sdn Bhd");
    const cookie = await as("admin");
    const unknown = await call("PATCH", `/api/admin/organizations/${id}`, { knownCompanyId: "nope" }, cookie);
    expect(unknown.statusCode).toBe(400);
    expect(fieldOf(unknown)).toBe("body.knownCompanyId");
    const wrongKind = await call("PATCH", `/api/admin/organizations/${id}`, { instituteId: "any" }, cookie);
    expect(fieldOf(wrongKind)).toBe("body.instituteId");
    const country = await call("PATCH", `/api/admin/organizations/${id}`, { countryCode: "QQ" }, cookie);
    expect(fieldOf(country)).toBe("body.countryCode");
    const empty = await call("PATCH", `/api/admin/organizations/${id}`, { name: "" }, cookie);
    expect(fieldOf(empty)).toBe("body.name");
  });

  it("answers 404 for an unknown organisation and 403 to an MBR admin, who may not edit details", async () => {
    const id = await createOrganisation("Guarded Sdn Bhd");
    expect(
      (await call("GET", "/api/admin/organizations/nope", undefined, await as("admin"))).statusCode,
    ).toBe(404);
    expect(
      (await call("PATCH", "/api/admin/organizations/nope", { name: "X" }, await as("admin"))).statusCode,
    ).toBe(404);
    expect(
      (await call("PATCH", `/api/admin/organizations/${id}`, { name: "X" }, await as("mbr-admin")))
        .statusCode,
    ).toBe(403);
    expect((await call("PATCH", `/api/admin/organizations/${id}`, { name: "X" })).statusCode).toBe(401);
    expect(
      (await call("GET", `/api/admin/organizations/${id}`, undefined, await as("mbr-admin"))).json().name,
    ).toBe("Guarded Sdn Bhd");
  });
});

describe("GET|PUT /api/admin/organizations/{id}/vdr-settings", () => {
  it("shows the configuration's days and address until an MBR admin saves them; saving is audited", async () => {
    const id = await createOrganisation("Data Room Sdn Bhd", { tier: "vdr" });
    await call("PUT", "/api/configurations", { "vdr.accessDays": 21 }, await as("superadmin"));
    const cookie = await as("mbr-admin");
    const before = await call("GET", `/api/admin/organizations/${id}/vdr-settings`, undefined, cookie);
    expect(before.json()).toEqual({
      organisationId: id,
      enabled: false,
      accessDays: 21,
      contactEmail: null,
      customised: false,
      defaults: { accessDays: 21, contactEmail: null },
    });
    const body = { enabled: true, accessDays: 60, contactEmail: "room@example.test" };
    const saved = await call("PUT", `/api/admin/organizations/${id}/vdr-settings`, body, cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...body, customised: true });
    const [event] = await auditOf(id, "organisation.vdr_settings.update");
    expect(event.before).toBeNull();
    expect(event.after).toEqual(body);
    const listed = await call("GET", "/api/admin/organizations?q=data room", undefined, await as("admin"));
    expect(listed.json().result[0].vdrEnabled).toBe(true);
  });

  it("answers 400 naming a bad field, 403 to an admin (VDR is the MBR admin's), 404 and 401", async () => {
    const id = await createOrganisation("Vdr Guard Sdn Bhd");
    const cookie = await as("mbr-admin");
    const url = `/api/admin/organizations/${id}/vdr-settings`;
    const bad = await call("PUT", url, { enabled: true, accessDays: 0, contactEmail: null }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe("body.accessDays");
    const body = { enabled: true, accessDays: 10, contactEmail: null };
    expect((await call("PUT", url, body, await as("admin"))).statusCode).toBe(403);
    expect((await call("GET", url, undefined, await as("admin"))).statusCode).toBe(200);
    expect((await call("PUT", "/api/admin/organizations/nope/vdr-settings", body, cookie)).statusCode).toBe(
      404,
    );
    expect((await call("GET", url)).statusCode).toBe(401);
  });
});
