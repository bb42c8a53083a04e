import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { createPlan, customerOrganisation, request, staff } from "./test/helpers.ts";

let t: TestApp;
let call: ReturnType<typeof request>;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  call = request(t);
  admin = (await staff(t)).cookie;
});
afterAll(() => t.close());

const body = {
  name: "Starter",
  description: "For a first look",
  credits: 100,
  priceSen: 500_000,
  validityDays: 365,
};

describe("download credit plans", () => {
  it("admin creates, edits and retires a plan; a retired plan leaves the offer but not the history", async () => {
    const created = await call("POST", "/api/download-credit-plans", admin, body);
    expect(created.statusCode).toBe(201);
    const plan = created.json();
    expect(plan).toMatchObject({ ...body, retired: false, retiredAt: null });

    const edited = await call("PUT", `/api/download-credit-plans/${plan.id}`, admin, {
      ...body,
      credits: 120,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().credits).toBe(120);

    const customer = await customerOrganisation(t);
    const offered = await call("GET", "/api/download-credit-plans", customer.primaryCookie);
    expect(offered.statusCode).toBe(200);
    expect(offered.json().result.map((p: { id: string }) => p.id)).toContain(plan.id);

    const retired = await call("DELETE", `/api/download-credit-plans/${plan.id}`, admin);
    expect(retired.statusCode).toBe(200);
    expect(retired.json().retired).toBe(true);
    const after = await call("GET", "/api/download-credit-plans", customer.primaryCookie);
    expect(after.json().result.map((p: { id: string }) => p.id)).not.toContain(plan.id);
    expect(
      (await call("GET", `/api/download-credit-plans/${plan.id}`, customer.primaryCookie)).statusCode,
    ).toBe(404);
    const history = await call("GET", "/api/download-credit-plans?includeRetired=true", admin);
    expect(history.json().result.find((p: { id: string }) => p.id === plan.id)).toMatchObject({
      retired: true,
    });
    expect((await call("GET", `/api/download-credit-plans/${plan.id}`, admin)).json().retired).toBe(true);

    // Retired is final: retiring again or editing it is a 409.
    expect((await call("DELETE", `/api/download-credit-plans/${plan.id}`, admin)).statusCode).toBe(409);
    expect((await call("PUT", `/api/download-credit-plans/${plan.id}`, admin, body)).statusCode).toBe(409);
  });

  it("names the field of bad input in words people understand", async () => {
    const res = await call("POST", "/api/download-credit-plans", admin, {
      ...body,
      credits: 0,
      priceSen: 12.5,
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().error.details.issues.map((i: { message: string }) => i.message);
    expect(messages).toContain("A plan gives at least one credit");
    expect(messages).toContain("The price must be a whole number of sen");
    const blank = await call("POST", "/api/download-credit-plans", admin, { ...body, name: "  " });
    expect(blank.json().error.message).toBe("body.name: Give the plan a name");
  });

  it("refuses strangers (401), customers and finance managing plans (403), and unknown plans (404)", async () => {
    const customer = await customerOrganisation(t);
    const finance = (await staff(t, "finance")).cookie;
    expect((await call("GET", "/api/download-credit-plans")).statusCode).toBe(401);
    expect((await call("POST", "/api/download-credit-plans", customer.primaryCookie, body)).statusCode).toBe(
      403,
    );
    expect((await call("POST", "/api/download-credit-plans", finance, body)).statusCode).toBe(403);
    // A member (no invoices) is not a buyer; the retired plans are for plan managers only.
    expect((await call("GET", "/api/download-credit-plans", customer.memberCookie)).statusCode).toBe(403);
    expect(
      (await call("GET", "/api/download-credit-plans?includeRetired=true", customer.primaryCookie))
        .statusCode,
    ).toBe(403);
    expect((await call("GET", "/api/download-credit-plans", finance)).statusCode).toBe(200);
    expect((await call("PUT", "/api/download-credit-plans/nope", admin, body)).statusCode).toBe(404);
    expect((await call("DELETE", "/api/download-credit-plans/nope", admin)).statusCode).toBe(404);
    const plan = await createPlan(t, admin);
    expect(
      (await call("GET", `/api/download-credit-plans/${plan.id}`, customer.primaryCookie)).statusCode,
    ).toBe(200);
  });
});
