import type { AddPackageItemsResponse } from "@strata/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { staff } from "../subscriptions/test/helpers.ts";
import { customerOrganisation, type Detail, grantCredits, recordWithFiles, request } from "./test/helpers.ts";

/**
 * Issue 30's "right messages" for downloads: a refusal names who the record is released to and the
 * step that would open it; adding several records adds those that can and names the rest with why.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const UPGRADE_TO_PREMIUM = { label: "Upgrade to Premium", path: "/subscription" };

async function standardCustomer() {
  const c = await customerOrganisation(t, { tier: "standard" });
  await grantCredits(t, c.organisation.id, 100);
  return c;
}

describe("a refused download says what the plan lacks and what would give it", () => {
  it("a standard user on a premium-only record: released to Premium subscribers, and the upgrade", async () => {
    const c = await standardCustomer();
    const premiumOnly = await recordWithFiles(t, { flags: { premium: true } });
    const res = await request(t)("POST", "/api/catalogs/packager", c.memberCookie, {
      records: [{ type: premiumOnly.type, id: premiumOnly.id }],
    });
    expect(res.statusCode).toBe(403);
    const { error } = res.json();
    expect(error.message).toBe(
      `${premiumOnly.title}: Released to Premium subscribers. Upgrade to Premium to download it.`,
    );
    expect(error.details.action).toEqual(UPGRADE_TO_PREMIUM);
    // The record page says the same, with the same step.
    const page = await request(t)(
      "GET",
      `/api/catalogs/${premiumOnly.type}/${premiumOnly.id}`,
      c.memberCookie,
    );
    expect(page.json().refusal).toEqual({
      message: "Released to Premium subscribers. Upgrade to Premium to download it.",
      action: UPGRADE_TO_PREMIUM,
    });
    expect(page.json().download).toMatchObject({ allowed: false, reason: "not-in-tier" });
  });

  it("an MBR+ record asks a standard user for the add-on, never for the Standard right they hold", async () => {
    const c = await standardCustomer();
    const mbrPlus = await recordWithFiles(t, { flags: { mbrPlus: true } });
    const res = await request(t)("POST", "/api/catalogs/packager", c.memberCookie, {
      records: [{ type: mbrPlus.type, id: mbrPlus.id }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      `${mbrPlus.title}: Released to holders of the MBR-Plus add-on. Add MBR-Plus to your subscription to download it.`,
    );
    expect(res.json().error.message).not.toMatch(/Standard/);
  });

  it("staff see no refusal on the record page", async () => {
    const admin = await staff(t, "superadmin");
    const premiumOnly = await recordWithFiles(t, { flags: { premium: true } });
    const page = await request(t)("GET", `/api/catalogs/${premiumOnly.type}/${premiumOnly.id}`, admin.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.json().refusal).toBeNull();
  });
});

describe("adding several records to a package", () => {
  it("adds those that can and names the rest with why (refused, no files, not found)", async () => {
    const c = await standardCustomer();
    const ok = await recordWithFiles(t);
    const premiumOnly = await recordWithFiles(t, { flags: { premium: true } });
    const noFiles = await recordWithFiles(t, { files: [] });
    const records = [ok, premiumOnly, noFiles].map(({ type, id }) => ({ type, id }));
    const res = await request(t)("POST", "/api/catalogs/packager", c.memberCookie, {
      records: [...records, { type: "Seismic_2D", id: "NO-SUCH-LINE" }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as AddPackageItemsResponse;
    expect(body.items.map((i) => i.recordId)).toEqual([ok.id]);
    expect(body.skipped).toEqual([
      {
        type: premiumOnly.type,
        id: premiumOnly.id,
        title: premiumOnly.title,
        message: "Released to Premium subscribers. Upgrade to Premium to download it.",
        action: UPGRADE_TO_PREMIUM,
      },
      {
        type: noFiles.type,
        id: noFiles.id,
        title: noFiles.title,
        message: "It has no files to download.",
        action: null,
      },
      {
        type: "Seismic_2D",
        id: "NO-SUCH-LINE",
        title: null,
        message: "It is not in the catalogue.",
        action: null,
      },
    ]);
    // What was added stays: the package holds the one record.
    const detail = (await request(t)("GET", `/api/download-packagers/${body.id}`, c.memberCookie)).json();
    expect((detail as Detail).items.map((i) => i.recordId)).toEqual([ok.id]);

    // The same to a named draft, with nothing skipped when all can go in.
    const another = await recordWithFiles(t);
    const more = await request(t)("POST", `/api/download-packagers/${body.id}/items`, c.memberCookie, {
      records: [
        { type: another.type, id: another.id },
        { type: premiumOnly.type, id: premiumOnly.id },
      ],
    });
    expect(more.statusCode).toBe(200);
    expect((more.json() as AddPackageItemsResponse).items).toHaveLength(2);
    expect((more.json() as AddPackageItemsResponse).skipped.map((s) => s.id)).toEqual([premiumOnly.id]);
    const clean = await request(t)("POST", `/api/download-packagers/${body.id}/items`, c.memberCookie, {
      records: [{ type: ok.type, id: ok.id }],
    });
    expect(clean.statusCode).toBe(200);
    expect((clean.json() as AddPackageItemsResponse).skipped).toEqual([]);
  });

  it("when none can go in, refuses the call with every reason and leaves no draft behind", async () => {
    const c = await standardCustomer();
    const premiumOnly = await recordWithFiles(t, { flags: { premium: true } });
    const mbrPlus = await recordWithFiles(t, { flags: { mbrPlus: true } });
    const res = await request(t)("POST", "/api/catalogs/packager", c.memberCookie, {
      records: [premiumOnly, mbrPlus].map(({ type, id }) => ({ type, id })),
    });
    expect(res.statusCode).toBe(403);
    const { error } = res.json();
    expect(error.message).toBe(
      `None of the 2 records can be added to a package. ${premiumOnly.title}: Released to Premium subscribers. Upgrade to Premium to download it.`,
    );
    expect(error.details.skipped.map((s: { id: string }) => s.id)).toEqual([premiumOnly.id, mbrPlus.id]);
    const list = await request(t)("GET", "/api/download-packagers", c.memberCookie);
    expect(list.json().pageTotal).toBe(0);
  });

  it("answers 400 for bad input, 401 without a session, 403 without the download manager", async () => {
    const c = await standardCustomer();
    const draft = await request(t)("POST", "/api/download-packagers", c.memberCookie, {});
    expect(draft.statusCode).toBe(201);
    const url = `/api/download-packagers/${draft.json().id}/items`;
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ type: "Seismic_2D", id: `X-${i}` }));
    for (const body of [
      { records: [] },
      { records: tooMany },
      { records: [{ type: "Seismic_2D", id: "" }] },
    ]) {
      const res = await request(t)("POST", url, c.memberCookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/record/i);
    }
    const a = await recordWithFiles(t);
    const records = [{ type: a.type, id: a.id }];
    expect((await request(t)("POST", url, "", { records })).statusCode).toBe(401);
    const basic = await customerOrganisation(t, { tier: "basic" });
    expect((await request(t)("POST", url, basic.memberCookie, { records })).statusCode).toBe(403);
    expect(
      (await request(t)("POST", "/api/catalogs/packager", basic.memberCookie, { records })).statusCode,
    ).toBe(403);
  });

  it("another organisation's package is a 404 and gains nothing", async () => {
    const owner = await standardCustomer();
    const other = await standardCustomer();
    const a = await recordWithFiles(t);
    const draft = await request(t)("POST", "/api/download-packagers", owner.memberCookie, {});
    const id = draft.json().id;
    const res = await request(t)("POST", `/api/download-packagers/${id}/items`, other.memberCookie, {
      records: [{ type: a.type, id: a.id }],
    });
    expect(res.statusCode).toBe(404);
    const detail = (await request(t)("GET", `/api/download-packagers/${id}`, owner.memberCookie)).json();
    expect((detail as Detail).items).toEqual([]);
  });
});

describe("catalogue rows say whether the viewer may download them", () => {
  it("each row of a page has its files and the viewer's refusal, in the page's order", async () => {
    const c = await standardCustomer();
    const ok = await recordWithFiles(t);
    const premiumOnly = await recordWithFiles(t, { flags: { premium: true } });
    const noFiles = await recordWithFiles(t, { files: [] });
    const ids = [ok.id, premiumOnly.id, noFiles.id];
    const filter = encodeURIComponent(JSON.stringify({ seismic2DInfoID: ids }));
    const res = await request(t)(
      "GET",
      `/api/catalogs/Seismic_2D/data?filter=${filter}&pageSize=10`,
      c.memberCookie,
    );
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.downloads.map((d: { id: string }) => d.id)).toEqual(
      page.result.map((r: { id: string }) => r.id),
    );
    const byId = Object.fromEntries(page.downloads.map((d: { id: string }) => [d.id, d]));
    expect(byId[ok.id]).toEqual({ id: ok.id, hasFiles: true, refusal: null });
    expect(byId[premiumOnly.id]).toEqual({
      id: premiumOnly.id,
      hasFiles: true,
      refusal: {
        message: "Released to Premium subscribers. Upgrade to Premium to download it.",
        action: UPGRADE_TO_PREMIUM,
      },
    });
    expect(byId[noFiles.id]).toEqual({ id: noFiles.id, hasFiles: false, refusal: null });

    // The same page read by a premium user (a shared cached page) carries that user's answers.
    const premium = await customerOrganisation(t, { tier: "premium" });
    const theirs = (
      await request(t)(
        "GET",
        `/api/catalogs/Seismic_2D/data?filter=${filter}&pageSize=10`,
        premium.memberCookie,
      )
    ).json();
    const theirsById = Object.fromEntries(theirs.downloads.map((d: { id: string }) => [d.id, d]));
    expect(theirsById[premiumOnly.id].refusal).toBeNull();
    expect(theirsById[ok.id].refusal.message).toBe(
      "Released to Standard subscribers. Your Premium subscription does not include it.",
    );
  });
});
