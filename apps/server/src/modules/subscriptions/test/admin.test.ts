import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/harness.ts";
import { mailsTo } from "../../../test/mailbox.ts";
import { customerOrganisation, request, staff, subscriptionOf } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof request>;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  call = request(t);
  admin = (await staff(t)).cookie;
});
afterAll(() => t.close());

/** The mails to `to` once `count` arrived (the running instance may be sending them while we drain). */
async function mailsOf(to: string, count: number) {
  for (let i = 0; i < 50; i++) {
    await t.app.jobs.drain();
    const mails = await mailsTo(t.config.dataDir, to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return mailsTo(t.config.dataDir, to);
}

describe("GET /api/admin/subscriptions", () => {
  it("lists subscriptions with filters by status, plan, organisation and end", async () => {
    const org = await customerOrganisation(t, { tier: "premium", endsAt: new Date("2030-01-10T00:00:00Z") });
    const res = await call(
      "GET",
      `/api/admin/subscriptions?status=active&planType=premium&q=${encodeURIComponent(org.organisation.name)}&endingBefore=2030-02-01`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pageNumber: 1, pageSize: 10, pageTotal: 1 });
    expect(res.json().result[0]).toMatchObject({
      id: org.subscription.id,
      planType: "premium",
      status: "active",
    });
    const none = await call(
      "GET",
      `/api/admin/subscriptions?q=${encodeURIComponent(org.organisation.name)}&endingBefore=2029-01-01`,
      admin,
    );
    expect(none.json().pageTotal).toBe(0);
  });

  it("names a bad filter, and refuses customers (403) and strangers (401)", async () => {
    const bad = await call("GET", "/api/admin/subscriptions?endingBefore=soon", admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^querystring\.endingBefore/);
    const org = await customerOrganisation(t);
    expect((await call("GET", "/api/admin/subscriptions", org.primaryCookie)).statusCode).toBe(403);
    expect(
      (await call("GET", "/api/admin/subscriptions", (await staff(t, "data-admin")).cookie)).statusCode,
    ).toBe(403);
    expect((await call("GET", "/api/admin/subscriptions")).statusCode).toBe(401);
  });

  it("lets LOA, finance and MBR admin read the list and a detail, and change nothing (section 6 view subscriptions)", async () => {
    const org = await customerOrganisation(t);
    const id = org.subscription.id;
    for (const role of ["loa", "finance", "mbr-admin"] as const) {
      const { cookie } = await staff(t, role);
      const list = await call(
        "GET",
        `/api/admin/subscriptions?q=${encodeURIComponent(org.organisation.name)}`,
        cookie,
      );
      expect(list.statusCode, role).toBe(200);
      expect(list.json().result[0].id).toBe(id);
      const detail = await call("GET", `/api/admin/subscriptions/${id}`, cookie);
      expect(detail.statusCode, role).toBe(200);
      expect(detail.json().users.map((u: { id: string }) => u.id)).toContain(org.primary.id);
      const edit = await call("PATCH", `/api/admin/subscriptions/${id}`, cookie, { addOnsType: ["mbr"] });
      expect(edit.statusCode, role).toBe(403);
      expect((await call("PUT", `/api/admin/subscriptions/${id}/suspend`, cookie)).statusCode, role).toBe(
        403,
      );
    }
    // Another organisation's user reads neither, though customers "view Subscription" (their own).
    const other = await customerOrganisation(t);
    expect((await call("GET", `/api/admin/subscriptions/${id}`, other.primaryCookie)).statusCode).toBe(403);
  });
});

describe("GET|PATCH /api/admin/subscriptions/{id}", () => {
  it("shows the subscription with its users and history, and edits it with an audit row", async () => {
    const org = await customerOrganisation(t);
    const id = org.subscription.id;
    const patched = await call("PATCH", `/api/admin/subscriptions/${id}`, admin, {
      endsAt: "2031-05-01T00:00:00.000Z",
      addOnsType: ["mbr"],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ endsAt: "2031-05-01T00:00:00.000Z", addOnsType: ["mbr"] });
    const alias = await call("PATCH", `/api/admin/subscriptions/${id}/alias`, admin, {
      alias: "Key account",
    });
    expect(alias.json().alias).toBe("Key account");

    const detail = await call("GET", `/api/admin/subscriptions/${id}`, admin);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().users.map((u: { id: string }) => u.id)).toEqual([org.primary.id, org.member.id]);
    expect(detail.json().timeline.map((e: { action: string }) => e.action)).toEqual(["edit", "alias"]);
    // The users follow the add-ons: the member now has MBR rights.
    const me = await call("GET", "/api/users/me", org.memberCookie);
    expect(me.json().user.addOnsType).toEqual(["mbr"]);
  });

  it("names a bad field, answers 404 for an unknown id and 409 on a revoked subscription", async () => {
    const org = await customerOrganisation(t);
    const id = org.subscription.id;
    const bad = await call("PATCH", `/api/admin/subscriptions/${id}`, admin, { planType: "gold" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^body\.planType/);
    expect((await call("GET", "/api/admin/subscriptions/nope", admin)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/admin/subscriptions/${id}`, admin)).json().status).toBe("revoked");
    const edit = await call("PATCH", `/api/admin/subscriptions/${id}`, admin, { planType: "premium" });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.details.status).toBe("revoked");
  });
});

describe("suspend, reactivate and revoke", () => {
  it("suspending ends every session of the organisation's users at once; reactivating lets them sign in again", async () => {
    const org = await customerOrganisation(t);
    const id = org.subscription.id;
    expect((await call("GET", "/api/users/me", org.memberCookie)).statusCode).toBe(200);

    const suspended = await call("PUT", `/api/admin/subscriptions/${id}/suspend`, admin);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().status).toBe("suspended");
    expect((await call("GET", "/api/users/me", org.memberCookie)).statusCode).toBe(401);
    expect((await call("GET", "/api/users/me", org.primaryCookie)).statusCode).toBe(401);

    const again = await call("PUT", `/api/admin/subscriptions/${id}/suspend`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details.status).toBe("suspended");

    const back = await call("PUT", `/api/admin/subscriptions/${id}/activate`, admin);
    expect(back.json().status).toBe("active");
    expect((await subscriptionOf(t.database.db, org.organisation.id)).status).toBe("active");
    // The old cookies stay dead: their sessions were deleted.
    expect((await call("GET", "/api/users/me", org.memberCookie)).statusCode).toBe(401);

    const mails = await mailsOf(org.primary.email, 2);
    expect(mails.some((m) => m.includes("Subject: Your Strata subscription is suspended"))).toBe(true);
    expect(mails.some((m) => m.includes("Subject: Your Strata subscription is reactivated"))).toBe(true);
  });

  it("revoking ends the sessions and is final", async () => {
    const org = await customerOrganisation(t);
    const id = org.subscription.id;
    expect((await call("DELETE", `/api/admin/subscriptions/${id}`, admin)).json().status).toBe("revoked");
    expect((await call("GET", "/api/users/me", org.primaryCookie)).statusCode).toBe(401);
    const reactivate = await call("PUT", `/api/admin/subscriptions/${id}/activate`, admin);
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().error.details).toMatchObject({ status: "revoked" });
  });

  it("refuses customers and other staff (403) and unknown ids (404)", async () => {
    const org = await customerOrganisation(t);
    const id = org.subscription.id;
    expect((await call("PUT", `/api/admin/subscriptions/${id}/suspend`, org.primaryCookie)).statusCode).toBe(
      403,
    );
    expect(
      (await call("PUT", `/api/admin/subscriptions/${id}/suspend`, (await staff(t, "loa")).cookie))
        .statusCode,
    ).toBe(403);
    expect((await call("PUT", `/api/admin/subscriptions/${id}/suspend`)).statusCode).toBe(401);
    expect((await call("PUT", "/api/admin/subscriptions/nope/suspend", admin)).statusCode).toBe(404);
  });
});

describe("subscription users", () => {
  it("admin suspends (sessions end), reactivates, re-invites and removes a user", async () => {
    const org = await customerOrganisation(t);
    const userId = org.member.id;
    const suspended = await call("PUT", `/api/admin/subscriptions/users/${userId}/suspend`, admin);
    expect(suspended.json().status).toBe("suspended");
    expect((await call("GET", "/api/users/me", org.memberCookie)).statusCode).toBe(401);
    expect(
      (await call("PUT", `/api/admin/subscriptions/users/${userId}/reactivate`, admin)).json().status,
    ).toBe("active");
    const invite = await call("PUT", `/api/admin/subscriptions/users/${userId}/invitation`, admin);
    expect(invite.statusCode).toBe(409);
    expect(invite.json().error.details.status).toBe("active");
    expect((await call("DELETE", `/api/admin/subscriptions/users/${userId}`, admin)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/admin/subscriptions/users/${userId}`, admin)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/admin/subscriptions/users/${org.primary.id}`, admin)).statusCode).toBe(
      409,
    );
    expect(
      (await call("DELETE", `/api/admin/subscriptions/users/${org.primary.id}`, org.primaryCookie))
        .statusCode,
    ).toBe(403);
  });
});
