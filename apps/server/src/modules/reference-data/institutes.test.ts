import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organisations } from "../../db/schema/index.ts";
import { createOrganisation } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { fieldOf, referenceClient } from "./test/client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const { as, call } = referenceClient(() => t);

async function createInstitute(name: string, countryCode: string | null = "MY") {
  const res = await call("POST", "/api/institutes", { name, countryCode }, await as("superadmin"));
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe("/api/institutes", () => {
  it("a superadmin adds an institute; an MBR admin lists and reads it", async () => {
    const institute = await createInstitute("Universiti Sains Geologi", "my");
    expect(institute).toMatchObject({ name: "Universiti Sains Geologi", countryCode: "MY", active: true });
    const cookie = await as("mbr-admin");
    const list = await call("GET", "/api/institutes?q=sains", undefined, cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ pageNumber: 1, pageSize: 10, pageTotal: 1 });
    const one = await call("GET", `/api/institutes/${institute.id}`, undefined, cookie);
    expect(one.json().id).toBe(institute.id);
  });

  it("refuses a duplicate name in another case (409) and an empty name (400 naming it)", async () => {
    await createInstitute("Imperial Basin School", "GB");
    const cookie = await as("superadmin");
    expect(
      (await call("POST", "/api/institutes", { name: "imperial basin school" }, cookie)).statusCode,
    ).toBe(409);
    const bad = await call("POST", "/api/institutes", { name: "" }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe("body.name");
  });

  it("answers 401 without a session and 403 to roles without the right", async () => {
    expect((await call("GET", "/api/institutes")).statusCode).toBe(401);
    // Section 6 gives institutions to the MBR admin only (and superadmin, system).
    expect((await call("GET", "/api/institutes", undefined, await as("admin"))).statusCode).toBe(403);
    expect((await call("POST", "/api/institutes", { name: "X" }, await as("mbr-admin"))).statusCode).toBe(
      403,
    );
  });

  it("updates, answers 404 for an unknown id, and refuses to delete one an organisation links to", async () => {
    const institute = await createInstitute("Linked Institute");
    const cookie = await as("system-admin");
    const patched = await call("PATCH", `/api/institutes/${institute.id}`, { countryCode: null }, cookie);
    expect(patched.json().countryCode).toBeNull();
    expect((await call("PATCH", "/api/institutes/nope", { name: "Z" }, cookie)).statusCode).toBe(404);
    const organisation = await createOrganisation(t.database.db, { tier: "graduate" });
    await t.database.db
      .update(organisations)
      .set({ kind: "institute", instituteId: institute.id })
      .where(eq(organisations.id, organisation.id));
    const refused = await call("DELETE", `/api/institutes/${institute.id}`, undefined, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/deactivate it instead/);
    const unused = await createInstitute("Unused Institute");
    expect((await call("DELETE", `/api/institutes/${unused.id}`, undefined, cookie)).statusCode).toBe(204);
  });
});
