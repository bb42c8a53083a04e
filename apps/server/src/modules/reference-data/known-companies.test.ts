import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, organisations } from "../../db/schema/index.ts";
import { createOrganisation } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { fieldOf, referenceClient } from "./test/client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const { as, call } = referenceClient(() => t);

async function createCompany(name: string, extra: object = {}) {
  const res = await call("POST", "/api/known-companies", { name, ...extra }, await as("superadmin"));
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe("POST /api/known-companies", () => {
  it("an admin adds a known company, audited", async () => {
    const res = await call(
      "POST",
      "/api/known-companies",
      { name: "  Tapis Energy Sdn Bhd ", registrationNumber: "201901000001", countryCode: "my" },
      await as("admin"),
    );
    expect(res.statusCode).toBe(200);
    const company = res.json();
    expect(company).toMatchObject({
      name: "Tapis Energy Sdn Bhd",
      registrationNumber: "201901000001",
      countryCode: "MY",
      active: true,
      organisationCount: 0,
    });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "known_company"), eq(auditEvents.subjectId, company.id)));
    expect(event.action).toBe("known_company.create");
  });

  it("refuses a name already used in another case with 409", async () => {
    await createCompany("Bunga Kekwa Oil Sdn Bhd");
    const res = await call(
      "POST",
      "/api/known-companies",
      { name: "BUNGA KEKWA OIL SDN BHD" },
      await as("admin"),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("CONFLICT");
  });

  it("answers 400 naming the field for an empty name or an unknown country", async () => {
    const empty = await call("POST", "/api/known-companies", { name: "  " }, await as("admin"));
    expect(empty.statusCode).toBe(400);
    expect(fieldOf(empty)).toBe("body.name");
    const country = await call(
      "POST",
      "/api/known-companies",
      { name: "Xyz Oil", countryCode: "QQ" },
      await as("admin"),
    );
    expect(country.statusCode).toBe(400);
    expect(fieldOf(country)).toBe("body.countryCode");
  });

  it("answers 401 without a session and 403 to data admins, who may only view", async () => {
    expect((await call("POST", "/api/known-companies", { name: "A" })).statusCode).toBe(401);
    expect(
      (await call("POST", "/api/known-companies", { name: "A" }, await as("data-admin"))).statusCode,
    ).toBe(403);
  });
});

describe("GET /api/known-companies", () => {
  it("pages and searches by name or registration number", async () => {
    await createCompany("Search Alpha Petroleum", { registrationNumber: "SA-111" });
    await createCompany("Search Beta Petroleum", { registrationNumber: "SB-222" });
    const cookie = await as("mbr-admin");
    const page = await call("GET", "/api/known-companies?q=search&pageSize=1&page=2", undefined, cookie);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ pageNumber: 2, pageSize: 1, pageTotal: 2 });
    expect(page.json().result[0].name).toBe("Search Beta Petroleum");
    const byNumber = await call("GET", "/api/known-companies?q=sb-2", undefined, cookie);
    expect(byNumber.json().result.map((c: { name: string }) => c.name)).toEqual(["Search Beta Petroleum"]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    const res = await call("GET", "/api/known-companies?q=%25", undefined, await as("admin"));
    expect(res.json().pageTotal).toBe(0);
  });

  it("answers 400 naming a bad page size, 401 and 403 for a customer", async () => {
    const bad = await call("GET", "/api/known-companies?pageSize=1000", undefined, await as("admin"));
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe("querystring.pageSize");
    expect((await call("GET", "/api/known-companies")).statusCode).toBe(401);
    expect((await call("GET", "/api/known-companies", undefined, await as("premium"))).statusCode).toBe(403);
  });
});

describe("GET|PATCH|DELETE /api/known-companies/{id}", () => {
  it("answers one company and 404 for an unknown id", async () => {
    const company = await createCompany("Detail Petroleum");
    const cookie = await as("data-admin");
    expect((await call("GET", `/api/known-companies/${company.id}`, undefined, cookie)).json().name).toBe(
      "Detail Petroleum",
    );
    expect((await call("GET", "/api/known-companies/nope", undefined, cookie)).statusCode).toBe(404);
  });

  it("a superadmin renames and deactivates; an admin may not (403)", async () => {
    const company = await createCompany("Rename Me Oil");
    const forbidden = await call(
      "PATCH",
      `/api/known-companies/${company.id}`,
      { name: "X" },
      await as("admin"),
    );
    expect(forbidden.statusCode).toBe(403);
    const res = await call(
      "PATCH",
      `/api/known-companies/${company.id}`,
      { name: "Renamed Oil", active: false },
      await as("superadmin"),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Renamed Oil", active: false, registrationNumber: null });
  });

  it("a rename onto another company's name is a 409; an unknown id is a 404", async () => {
    await createCompany("Taken Name Oil");
    const company = await createCompany("Free Name Oil");
    const cookie = await as("system-admin");
    const res = await call("PATCH", `/api/known-companies/${company.id}`, { name: "taken name oil" }, cookie);
    expect(res.statusCode).toBe(409);
    expect((await call("PATCH", "/api/known-companies/nope", { name: "Y" }, cookie)).statusCode).toBe(404);
    const bad = await call("PATCH", `/api/known-companies/${company.id}`, { active: "yes" }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe("body.active");
  });

  it("deletes an unused company (204) and refuses one an organisation links to (409)", async () => {
    const cookie = await as("superadmin");
    const unused = await createCompany("Unused Oil");
    expect((await call("DELETE", `/api/known-companies/${unused.id}`, undefined, cookie)).statusCode).toBe(
      204,
    );
    expect((await call("GET", `/api/known-companies/${unused.id}`, undefined, cookie)).statusCode).toBe(404);

    const linked = await createCompany("Linked Oil");
    const organisation = await createOrganisation(t.database.db, { tier: "standard" });
    await t.database.db
      .update(organisations)
      .set({ knownCompanyId: linked.id })
      .where(eq(organisations.id, organisation.id));
    const res = await call("DELETE", `/api/known-companies/${linked.id}`, undefined, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/linked to 1 organisation.*deactivate it instead/);
    expect(
      (await call("DELETE", `/api/known-companies/${linked.id}`, undefined, await as("admin"))).statusCode,
    ).toBe(403);
    expect((await call("DELETE", "/api/known-companies/nope", undefined, cookie)).statusCode).toBe(404);
  });
});
