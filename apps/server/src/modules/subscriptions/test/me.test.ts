import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/harness.ts";
import { customerOrganisation, request, staff } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof request>;
beforeAll(async () => {
  t = await buildTestApp();
  call = request(t);
});
afterAll(() => t.close());

const ONE_YEAR = { value: 1, unit: "years" };

describe("GET|PUT /api/organizations/me and GET …/subscription", () => {
  it("shows the viewer's organisation and subscription with days left", async () => {
    // Ten days from this moment: days are Malaysian calendar days (decision 0185), and this moment and
    // its tenth day fall on the same hour of a Malaysian day, whatever the hour of the run.
    const org = await customerOrganisation(t, { endsAt: new Date(Date.now() + 10 * 86_400_000) });
    const me = await call("GET", "/api/organizations/me", org.memberCookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: org.organisation.id, tier: "standard" });
    const sub = await call("GET", "/api/organizations/me/subscription", org.memberCookie);
    expect(sub.json()).toMatchObject({
      planType: "standard",
      status: "active",
      daysLeft: 10,
      dataRoom: null,
    });
  });

  it("shows a VDR organisation its data room's days and contact, its own where an MBR admin set them", async () => {
    const org = await customerOrganisation(t, { tier: "vdr" });
    const mbrAdmin = (await staff(t, "mbr-admin")).cookie;
    const defaults = await call("GET", "/api/organizations/me/subscription", org.primaryCookie);
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json().dataRoom).toEqual({ accessDays: 30, contactEmail: null });
    const saved = await call(
      "PUT",
      `/api/admin/organizations/${org.organisation.id}/vdr-settings`,
      mbrAdmin,
      {
        enabled: true,
        accessDays: 21,
        contactEmail: "dataroom@mpm.test",
      },
    );
    expect(saved.statusCode).toBe(200);
    const own = await call("GET", "/api/organizations/me/subscription", org.memberCookie);
    expect(own.json().dataRoom).toEqual({ accessDays: 21, contactEmail: "dataroom@mpm.test" });
  });

  it("lets the primary user edit the address; a member gets 403; a bad field is named", async () => {
    const org = await customerOrganisation(t);
    const body = { address: "Level 3, Menara Petro, Kuala Lumpur", countryCode: null };
    const ok = await call("PUT", "/api/organizations/me", org.primaryCookie, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().address).toBe(body.address);
    expect((await call("PUT", "/api/organizations/me", org.memberCookie, body)).statusCode).toBe(403);
    const bad = await call("PUT", "/api/organizations/me", org.primaryCookie, {
      address: "",
      countryCode: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^body\.address/);
  });

  it("answers 401 without a session and 403 to staff, who may not view an organisation of their own", async () => {
    expect((await call("GET", "/api/organizations/me")).statusCode).toBe(401);
    const admin = await staff(t, "admin");
    expect((await call("GET", "/api/organizations/me", admin.cookie)).statusCode).toBe(403);
  });
});

describe("/api/organizations/me/applications", () => {
  it("applies for an upgrade priced by the plan, submits it, and shows it with its timeline", async () => {
    const org = await customerOrganisation(t);
    const created = await call("POST", "/api/organizations/me/applications", org.primaryCookie, {
      kind: "upgrade",
      choice: { planType: "premium", duration: { value: 3, unit: "years" }, addOnsType: [] },
    });
    expect(created.statusCode).toBe(200);
    const app = created.json();
    expect(app).toMatchObject({
      kind: "upgrade",
      status: "new",
      amount: { currency: "MYR", amountSen: 252_000_00 },
    });
    expect(app.allowedActions).toEqual(expect.arrayContaining(["submit", "cancel"]));

    const submitted = await call(
      "POST",
      `/api/organizations/me/applications/${app.id}/submit`,
      org.primaryCookie,
      {},
    );
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().status).toBe("pending_verification");
    expect(submitted.json().timeline.map((e: { action: string }) => e.action)).toEqual(["create", "submit"]);

    const again = await call("POST", "/api/organizations/me/applications", org.primaryCookie, {
      kind: "upgrade",
      choice: { planType: "premium", duration: ONE_YEAR, addOnsType: [] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details.status).toBe("pending_verification");

    const edit = await call("PUT", `/api/organizations/me/applications/${app.id}`, org.primaryCookie, {
      kind: "upgrade",
      choice: { planType: "premium", duration: ONE_YEAR, addOnsType: [] },
    });
    expect(edit.statusCode).toBe(409);

    const withdrawn = await call("DELETE", `/api/organizations/me/applications/${app.id}`, org.primaryCookie);
    expect(withdrawn.json().status).toBe("cancel_request");
    const list = await call("GET", "/api/organizations/me/applications", org.memberCookie);
    expect(list.json()).toMatchObject({ pageTotal: 1 });
    expect(list.json().result[0].allowedActions).toEqual([]);
  });

  it("enforces the kind rules, naming the field", async () => {
    const org = await customerOrganisation(t, { tier: "premium" });
    const post = (body: object) =>
      call("POST", "/api/organizations/me/applications", org.primaryCookie, body);
    const up = await post({ kind: "upgrade", choice: { planType: "standard", duration: ONE_YEAR } });
    expect(up.statusCode).toBe(400);
    expect(up.json().error.message).toMatch(/^body\.choice\.planType: Choose a plan dearer than Premium/);
    const renewal = await post({ kind: "renewal", choice: { planType: "standard", duration: ONE_YEAR } });
    expect(renewal.json().error.message).toMatch(/^body\.choice\.planType/);
    const addOn = await post({
      kind: "add-on",
      choice: { planType: "premium", duration: ONE_YEAR, addOnsType: [] },
    });
    expect(addOn.json().error.message).toMatch(/^body\.choice\.addOnsType/);
    const amendment = await post({ kind: "amendment" });
    expect(amendment.json().error.message).toMatch(/^body\.details/);
    const down = await post({ kind: "downgrade", choice: { planType: "standard", duration: ONE_YEAR } });
    expect(down.json()).toMatchObject({ kind: "downgrade", amount: { amountSen: 64_000_00 } });
    const vdr = await post({
      kind: "add-on",
      choice: { planType: "premium", duration: ONE_YEAR, addOnsType: ["mbr-plus", "vdr"] },
    });
    expect(vdr.json()).toMatchObject({ addOnsType: ["mbr-plus", "vdr"], amount: { amountSen: 30_000_00 } });
  });

  it("cancels a draft, answers a clarification with a message, and refuses a member (403) and another organisation (404)", async () => {
    const org = await customerOrganisation(t);
    const other = await customerOrganisation(t);
    const created = await call("POST", "/api/organizations/me/applications", org.primaryCookie, {
      kind: "amendment",
      details: { address: "New address 1" },
    });
    const id = created.json().id;
    expect(created.json().details).toEqual({ address: "New address 1" });
    expect(
      (await call("GET", `/api/organizations/me/applications/${id}`, other.primaryCookie)).statusCode,
    ).toBe(404);
    expect(
      (await call("POST", `/api/organizations/me/applications/${id}/submit`, org.memberCookie, {}))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call("POST", "/api/organizations/me/applications", org.memberCookie, {
          kind: "amendment",
          details: { address: "x" },
        })
      ).statusCode,
    ).toBe(403);
    const cancelled = await call("DELETE", `/api/organizations/me/applications/${id}`, org.primaryCookie);
    expect(cancelled.json().status).toBe("cancelled");
    const twice = await call(
      "POST",
      `/api/organizations/me/applications/${id}/submit`,
      org.primaryCookie,
      {},
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.details.status).toBe("cancelled");
    expect((await call("GET", "/api/organizations/me/applications")).statusCode).toBe(401);
  });

  it("lets an expired basic user apply for renewal", async () => {
    const org = await customerOrganisation(t, {
      tier: "basic",
      status: "expired",
      endsAt: new Date(Date.now() - 86_400_000),
    });
    const res = await call("POST", "/api/organizations/me/applications", org.primaryCookie, {
      kind: "upgrade",
      choice: { planType: "standard", duration: ONE_YEAR },
    });
    expect(res.statusCode).toBe(200);
  });
});
