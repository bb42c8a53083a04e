import { randomUUID } from "node:crypto";
import path from "node:path";
import { breakdownOf, PASSWORD_RULES, REGISTRATION_TOKEN_HEADER } from "@strata/core";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registrations, uploads } from "../../db/schema/index.ts";
import { createLocalStorage } from "../../plugins/storage.ts";
import { createUser } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { findLink, mailsTo } from "../../test/mailbox.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../auth/index.ts";
import { CONTINUE_PAGE } from "./mail.ts";
import { purgeExpiredDrafts } from "./purge.ts";
import {
  applicant,
  company,
  insertReferenceData,
  standardPlan,
  waitForMails,
  wizard,
} from "./test/helpers.ts";

let t: TestApp;
let ids: Awaited<ReturnType<typeof insertReferenceData>>;
let n = 0;
const newEmail = () => `applicant-${++n}@example.test`;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await insertReferenceData(t.database.db);
});
afterAll(() => t.close());

/** A draft filled in up to (and including) `until`. */
async function draftUntil(until: "user" | "verified" | "organization" | "subscription" | "documents") {
  const w = wizard(t.app, t.config.dataDir);
  await w.start();
  const email = newEmail();
  expect((await w.post("user", applicant(email))).statusCode).toBe(200);
  if (until === "user") return { w, email };
  expect((await w.verify(email)).statusCode).toBe(200);
  if (until === "verified") return { w, email };
  expect((await w.post("organization", company())).statusCode).toBe(200);
  if (until === "organization") return { w, email };
  expect((await w.post("subscription", standardPlan)).statusCode).toBe(200);
  if (until === "subscription") return { w, email };
  expect((await w.upload()).statusCode).toBe(200);
  return { w, email };
}

it("uses the same password rules as reset and activation", () => {
  expect(PASSWORD_RULES).toEqual({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
});

describe("new and the continuation token", () => {
  it("starts a draft and keeps only the token's hash", async () => {
    const w = wizard(t.app, t.config.dataDir);
    const res = await w.start();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: expect.any(String), token: expect.any(String) });
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, w.id));
    expect(row.tokenHash).not.toContain(w.token);
    const current = await w.current();
    expect(current.json()).toMatchObject({ id: w.id, applicant: null, emailVerified: false, documents: [] });
  });

  it("answers 404 to a step without a token or with a wrong one (no draft is found)", async () => {
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/registration/user",
      payload: applicant(newEmail()),
    });
    expect(missing.statusCode).toBe(404);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/registration/organization",
      headers: { "x-registration-token": "not-a-token" },
      payload: company(),
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.code).toBe("NOT_FOUND");
  });

  it("answers 404 once the draft has expired; the purge then forgets it with its documents", async () => {
    const w = wizard(t.app, t.config.dataDir);
    await w.start();
    const upload = (await w.upload()).json();
    await t.database.db
      .update(registrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrations.id, w.id));
    expect((await w.current()).statusCode).toBe(404);
    expect(
      await purgeExpiredDrafts(t.database.db, createLocalStorage(path.join(t.config.dataDir, "storage"))),
    ).toBe(1);
    expect(await t.database.db.select().from(registrations).where(eq(registrations.id, w.id))).toEqual([]);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, upload.id))).toEqual([]);
  });
});

describe("user and activate", () => {
  it("refuses a short password, naming the field", async () => {
    const w = wizard(t.app, t.config.dataDir);
    await w.start();
    const res = await w.post("user", { ...applicant(newEmail()), password: "short" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^body\.password/);
  });

  it("e-mails a verification link that verifies the address once", async () => {
    const { w, email } = await draftUntil("user");
    expect((await w.current()).json()).toMatchObject({ applicant: { email }, emailVerified: false });
    const [mail] = await waitForMails(t.config.dataDir, email, 1);
    expect(mail).toContain("Verify your e-mail address for Strata");
    const res = await w.verify(email);
    expect(res.json()).toEqual({ email, emailVerified: true, continuationToken: expect.any(String) });
    expect((await w.current()).json().emailVerified).toBe(true);
    const again = await w.verify(email);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("TOKEN_INVALID");
  });

  it("answers a taken e-mail address exactly like a new one, and mails its owner instead of a link", async () => {
    const owner = await createUser(t.database.db, { role: "standard" });
    const free = wizard(t.app, t.config.dataDir);
    await free.start();
    const taken = wizard(t.app, t.config.dataDir);
    await taken.start();
    const a = await free.post("user", applicant(newEmail()));
    const b = await taken.post("user", applicant(owner.email));
    expect(b.statusCode).toBe(a.statusCode);
    expect(Object.keys(b.json()).sort()).toEqual(Object.keys(a.json()).sort());
    expect(b.json()).toMatchObject({ applicant: { email: owner.email }, emailVerified: false });
    const mails = await waitForMails(t.config.dataDir, owner.email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("You already have a Strata account");
    expect(mails[0]).not.toContain("/register/verify");
  });

  it("limits verification e-mails per address (429 with Retry-After)", async () => {
    const email = newEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const w = wizard(t.app, t.config.dataDir);
      await w.start();
      const res = await w.post("user", applicant(email));
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.headers["retry-after"]).toBeDefined();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("continuing on another device", () => {
  const asDevice = (token: string, step = "current", payload?: object) =>
    t.app.inject({
      method: step === "current" ? "GET" : "POST",
      url: `/api/registration/${step}`,
      headers: { [REGISTRATION_TOKEN_HEADER]: token },
      payload,
    });

  it("the verification link hands the device that opens it the draft; the first tab keeps it too", async () => {
    const { w, email } = await draftUntil("user");
    const verified = await w.verify(email);
    const phone = verified.json().continuationToken as string;
    expect(phone).not.toBe(w.token);
    // The phone goes on with the next step, and the first tab sees it.
    expect((await asDevice(phone, "organization", company())).statusCode).toBe(200);
    expect((await w.current()).json()).toMatchObject({
      emailVerified: true,
      organisation: { name: "New Exploration Sdn Bhd" },
    });
    // A changed signature opens nothing.
    const at = phone.length - 10;
    const forged = `${phone.slice(0, at)}${phone[at] === "A" ? "B" : "A"}${phone.slice(at + 1)}`;
    expect((await asDevice(forged)).statusCode).toBe(404);
  });

  it("a returning applicant gets a continue link by e-mail; an address without a draft gets the same answer", async () => {
    const { w, email } = await draftUntil("organization");
    const ask = (address: string) =>
      t.app.inject({ method: "POST", url: "/api/registration/resume", payload: { email: address } });
    const res = await ask(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const stranger = newEmail();
    expect((await ask(stranger)).json()).toEqual({ sent: true });

    const mails = await waitForMails(t.config.dataDir, email, 2);
    expect(mails.at(-1)).toContain("Continue your Strata registration");
    const link = findLink(mails.at(-1)!, `http://localhost${CONTINUE_PAGE}`);
    const opened = await t.app.inject({
      method: "POST",
      url: "/api/registration/continue",
      payload: { token: new URL(link).searchParams.get("token") },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ email, emailVerified: true });
    const draft = await asDevice(opened.json().continuationToken);
    expect(draft.json()).toMatchObject({ id: w.id, organisation: { name: "New Exploration Sdn Bhd" } });
    expect(await mailsTo(t.config.dataDir, stranger)).toEqual([]);
  });

  it("refuses a bad address (400), and a bad or forged continue token (400)", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/registration/resume",
      payload: { email: "not an address" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^body\.email/);
    for (const token of ["nonsense", `r1.${randomUUID()}.9999999999.${"A".repeat(43)}`]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/registration/continue",
        payload: { token },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("TOKEN_INVALID");
    }
  });
});

describe("organization and subscription", () => {
  it("refuses steps out of order with 409 naming the missing step", async () => {
    const w = wizard(t.app, t.config.dataDir);
    await w.start();
    const org = await w.post("organization", company());
    expect(org.statusCode).toBe(409);
    expect(org.json().error.details).toEqual({ missingStep: "user" });
    await w.post("user", applicant(newEmail()));
    const plan = await w.post("subscription", standardPlan);
    expect(plan.statusCode).toBe(409);
    expect(plan.json().error.details).toEqual({ missingStep: "organization" });
  });

  it("takes a known company's name, a new company's name, or an institute", async () => {
    const { w } = await draftUntil("verified");
    const known = await w.post("organization", company({ name: null, knownCompanyId: ids.company }));
    expect(known.json().organisation).toMatchObject({ kind: "company", name: "Petro Known Sdn Bhd" });
    const fresh = await w.post("organization", company());
    expect(fresh.json().organisation).toMatchObject({
      name: "New Exploration Sdn Bhd",
      knownCompanyId: null,
    });
    const institute = await w.post("organization", {
      kind: "institute",
      instituteId: ids.institute,
      countryCode: "MY",
      address: "Campus Road 1",
    });
    expect(institute.json().organisation).toMatchObject({
      kind: "institute",
      name: "Universiti Teknologi Test",
    });
  });

  it("refuses an unknown country, a missing name and an inactive company, naming the field", async () => {
    const { w } = await draftUntil("verified");
    const country = await w.post("organization", company({ countryCode: "ZZ" }));
    expect(country.statusCode).toBe(400);
    expect(country.json().error.message).toMatch(/^body\.countryCode/);
    const noName = await w.post("organization", company({ name: null }));
    expect(noName.json().error.message).toMatch(/^body\.name/);
    const [inactive] = await t.database.db
      .execute<{ id: string }>(sql`select id from known_companies where active = false`)
      .then((r) => ("rows" in r ? r.rows : r) as { id: string }[]);
    const retired = await w.post("organization", company({ knownCompanyId: inactive.id }));
    expect(retired.json().error.message).toMatch(/^body\.knownCompanyId/);
  });

  it("answers the server-computed price of the plan, duration and add-ons", async () => {
    const { w } = await draftUntil("organization");
    const one = await w.post("subscription", standardPlan);
    expect(one.json().price).toEqual(breakdownOf(6_400_000, 800));
    expect(one.json().price.totalSen).toBe(6_912_000);
    const three = await w.post("subscription", {
      ...standardPlan,
      duration: { value: 3, unit: "years" },
      addOnsType: ["vdr"],
    });
    expect(three.json().price).toEqual(breakdownOf(19_200_000 + 3_000_000, 800));
  });

  it("takes a free graduate plan for a Malaysian institute and submits it at 0 sen", async () => {
    const { w } = await draftUntil("verified");
    await w.post("organization", {
      kind: "institute",
      instituteId: ids.institute,
      countryCode: "MY",
      address: "Campus Road 1",
    });
    const plan = await w.post("subscription", {
      planType: "graduate",
      duration: { value: 1, unit: "years" },
    });
    expect(plan.json().price).toMatchObject({ subtotalSen: 0, taxSen: 0, totalSen: 0 });
    const abroad = await w.post("subscription", {
      planType: "international-graduate",
      duration: { value: 1, unit: "years" },
    });
    expect(abroad.json().error.message).toMatch(/^body\.planType: .*outside Malaysia/);
    await w.upload();
    const submitted = await w.post("submit");
    expect(submitted.json()).toMatchObject({ status: "pending_verification", amount: { amountSen: 0 } });
  });

  it("refuses a plan that does not fit the organisation or a bid round that is not open", async () => {
    const { w } = await draftUntil("organization");
    const graduate = await w.post("subscription", {
      planType: "graduate",
      duration: { value: 1, unit: "years" },
    });
    expect(graduate.statusCode).toBe(400);
    expect(graduate.json().error.message).toMatch(
      /^body\.planType: The Graduate plan is for academic institutes/,
    );
    // A bid round lasts its round (section 9): the applicant chooses no duration.
    const yearOfRound = await w.post("subscription", {
      planType: "bid-round",
      duration: { value: 1, unit: "years" },
      addOnsType: [],
      bidRoundId: ids.openRound,
    });
    expect(yearOfRound.json().error.message).toMatch(/^body\.duration: The Bid Round plan has no duration/);
    const bidRound = { planType: "bid-round", duration: null, addOnsType: [] };
    const closed = await w.post("subscription", { ...bidRound, bidRoundId: ids.closedRound });
    expect(closed.json().error.message).toMatch(/^body\.bidRoundId/);
    const open = await w.post("subscription", { ...bidRound, bidRoundId: ids.openRound });
    expect(open.json()).toMatchObject({
      plan: { bidRoundId: ids.openRound },
      price: { subtotalSen: 4_000_000, taxSen: 320_000, totalSen: 4_320_000 },
    });
    const wrongDuration = await w.post("subscription", {
      ...standardPlan,
      duration: { value: 2, unit: "years" },
    });
    expect(wrongDuration.json().error.message).toMatch(/^body\.duration/);
  });
});

describe("what the wizard picks from", () => {
  it("lists only open bid rounds", async () => {
    const res = await t.app.inject({ url: "/api/registration/bid-rounds" });
    expect(res.json().map((r: { name: string }) => r.name)).toEqual(["Bid Round Open"]);
  });

  it("searches active known companies and institutes by name", async () => {
    const all = await t.app.inject({ url: "/api/registration/known-companies" });
    expect(all.json().map((c: { name: string }) => c.name)).toEqual(["Petro Known Sdn Bhd"]);
    const none = await t.app.inject({ url: "/api/registration/known-companies?search=%25%25" });
    expect(none.json()).toEqual([]);
    const found = await t.app.inject({ url: "/api/registration/institutes?search=teknologi" });
    expect(found.json()).toEqual([
      { id: ids.institute, name: "Universiti Teknologi Test", countryCode: "MY" },
    ]);
    const bad = await t.app.inject({ url: `/api/registration/institutes?search=${"x".repeat(101)}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^querystring\.search/);
  });
});
