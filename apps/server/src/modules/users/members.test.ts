import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { latestLink, mailsTo } from "../../test/mailbox.ts";
import { customerOrganisation, request, staff } from "../subscriptions/test/helpers.ts";

let t: TestApp;
let call: ReturnType<typeof request>;
beforeAll(async () => {
  t = await buildTestApp();
  call = request(t);
});
afterAll(() => t.close());

async function linkTo(email: string) {
  for (let i = 0; i < 50; i++) {
    await t.app.jobs.drain();
    if ((await mailsTo(t.config.dataDir, email)).length) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return latestLink(t.config.dataDir, email, "http://localhost/activate?");
}

describe("POST /api/users (invite)", () => {
  it("invites a member who activates from the e-mailed link and signs in", async () => {
    const org = await customerOrganisation(t, { tier: "premium" });
    const res = await call("POST", "/api/users", org.primaryCookie, {
      name: "New Analyst",
      email: "analyst@petro.test",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "invited",
      role: "premium",
      organisationId: org.organisation.id,
    });

    const token = new URL(await linkTo("analyst@petro.test")).searchParams.get("token");
    const activated = await t.app.inject({
      method: "POST",
      url: "/api/activation/activate",
      payload: { token, password: "a good long password" },
    });
    expect(activated.statusCode).toBe(200);
    await signIn(t.app, "analyst@petro.test", "a good long password");
  });

  it("names a taken or invalid e-mail, refuses a member (403), a basic primary user (403) and no session (401)", async () => {
    const org = await customerOrganisation(t);
    const taken = await call("POST", "/api/users", org.primaryCookie, {
      name: "Again",
      email: org.member.email,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.message).toMatch(/^body\.email/);
    const bad = await call("POST", "/api/users", org.primaryCookie, { name: "X", email: "not-an-email" });
    expect(bad.json().error.message).toMatch(/^body\.email/);
    expect(
      (await call("POST", "/api/users", org.memberCookie, { name: "X", email: "x@y.test" })).statusCode,
    ).toBe(403);
    const basic = await customerOrganisation(t, { tier: "basic" });
    expect(
      (await call("POST", "/api/users", basic.primaryCookie, { name: "X", email: "x@y.test" })).statusCode,
    ).toBe(403);
    expect((await call("POST", "/api/users", "", { name: "X", email: "x@y.test" })).statusCode).toBe(401);
  });

  it("lets admin invite into a named organisation", async () => {
    const org = await customerOrganisation(t);
    const admin = await staff(t);
    const missing = await call("POST", "/api/users", admin.cookie, { name: "X", email: "x1@y.test" });
    expect(missing.json().error.message).toMatch(/^body\.organisationId/);
    const ok = await call("POST", "/api/users", admin.cookie, {
      name: "X",
      email: "x1@y.test",
      organisationId: org.organisation.id,
    });
    expect(ok.json()).toMatchObject({ organisationId: org.organisation.id, status: "invited" });
  });
});

describe("GET /api/users (members)", () => {
  it("lists the members of an MBR, bid-round or MPM study organisation to its primary user, never another's", async () => {
    const other = await customerOrganisation(t, { tier: "mbr" });
    for (const tier of ["mbr", "bid-round", "mpm-study"] as const) {
      const org = await customerOrganisation(t, { tier });
      const res = await call("GET", "/api/users", org.primaryCookie);
      expect(res.statusCode, tier).toBe(200);
      const ids = res.json().result.map((u: { id: string }) => u.id);
      expect(ids, tier).toEqual(expect.arrayContaining([org.primary.id, org.member.id]));
      expect(ids, tier).not.toContain(other.primary.id);
      const theirs = await call("GET", `/api/users/${other.member.id}`, org.primaryCookie);
      expect(theirs.statusCode, tier).toBe(404);
    }
  });
});

describe("GET|PATCH|DELETE /api/users/{id}", () => {
  it("suspends a member (their session ends at once), reactivates and removes them", async () => {
    const org = await customerOrganisation(t);
    const url = `/api/users/${org.member.id}`;
    expect((await call("GET", url, org.primaryCookie)).json()).toMatchObject({
      id: org.member.id,
      status: "active",
    });
    const suspended = await call("PATCH", url, org.primaryCookie, { status: "suspended" });
    expect(suspended.json().status).toBe("suspended");
    expect((await call("GET", "/api/users/me", org.memberCookie)).statusCode).toBe(401);
    expect((await call("PATCH", url, org.primaryCookie, { status: "active" })).json().status).toBe("active");
    expect((await call("DELETE", url, org.primaryCookie)).statusCode).toBe(200);
    expect((await call("GET", url, org.primaryCookie)).statusCode).toBe(404);
  });

  it("resends an invitation only to an invited member (409 with the status otherwise)", async () => {
    const org = await customerOrganisation(t);
    const invited = await call("POST", "/api/users", org.primaryCookie, {
      name: "Later",
      email: "later@petro.test",
    });
    const resent = await call("PATCH", `/api/users/${invited.json().id}`, org.primaryCookie, {
      resendInvitation: true,
    });
    expect(resent.statusCode).toBe(200);
    const active = await call("PATCH", `/api/users/${org.member.id}`, org.primaryCookie, {
      resendInvitation: true,
    });
    expect(active.statusCode).toBe(409);
    expect(active.json().error.details.status).toBe("active");
  });

  it("never removes or suspends the primary user or yourself, hides other organisations (404) and names bad fields", async () => {
    const org = await customerOrganisation(t);
    const other = await customerOrganisation(t);
    const self = `/api/users/${org.primary.id}`;
    expect((await call("DELETE", self, org.primaryCookie)).statusCode).toBe(409);
    expect((await call("PATCH", self, org.primaryCookie, { status: "suspended" })).statusCode).toBe(409);
    expect((await call("GET", `/api/users/${other.member.id}`, org.primaryCookie)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/users/${other.member.id}`, org.primaryCookie)).statusCode).toBe(404);
    const bad = await call("PATCH", `/api/users/${org.member.id}`, org.primaryCookie, { status: "gone" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^body\.status/);
    expect(
      (await call("PATCH", `/api/users/${org.primary.id}`, org.memberCookie, { status: "suspended" }))
        .statusCode,
    ).toBe(403);
    expect((await call("GET", `/api/users/${org.member.id}`)).statusCode).toBe(401);
  });
});
