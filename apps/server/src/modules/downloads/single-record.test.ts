import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, downloadPackages } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { creditBalanceOf } from "../billing/index.ts";
import { staff } from "../subscriptions/test/helpers.ts";
import { packageReference } from "./lifecycle.ts";
import {
  customerOrganisation,
  type Detail,
  grantCredits,
  recordWithFiles,
  request,
  settled,
} from "./test/helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function standardCustomer(credits: number) {
  const c = await customerOrganisation(t, { tier: "standard" });
  if (credits > 0) await grantCredits(t, c.organisation.id, credits);
  return c;
}

const spendsOf = async (packageId: string) =>
  t.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.reference, packageReference(packageId)), eq(creditLedger.kind, "spend")));

describe("the catalogue's single-record download (v1 and v2)", () => {
  it("makes a package of the one record, confirmed at once, its credits spent once; asking again answers it", async () => {
    const c = await standardCustomer(10);
    const r = await recordWithFiles(t, { files: [Buffer.alloc(4000, 7)] });
    const call = request(t);
    const res = await call("POST", `/api/catalogs/${r.type}/${r.id}/download`, c.memberCookie);
    expect(res.statusCode, res.body).toBe(200);
    const pkg = res.json() as Detail;
    expect(pkg).toMatchObject({ itemCount: 1, creditsSpent: 1, name: r.title });
    expect(["preparing", "ready"]).toContain(pkg.status);
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(9);

    // v2 answers the same package while it lives, spending nothing.
    const again = await call("POST", `/api/v2/catalogs/${r.type}/${r.id}/download`, c.memberCookie);
    expect(again.statusCode).toBe(200);
    expect((again.json() as Detail).id).toBe(pkg.id);
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(9);

    await settled(t, pkg.id);
    const zip = await call("GET", `/api/download-packagers/${pkg.id}/download`, c.memberCookie);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    const [row] = await t.database.db.select().from(downloadPackages).where(eq(downloadPackages.id, pkg.id));
    expect(row).toMatchObject({ origin: "record", originId: `${r.type}:${r.id}` });
  });

  it("makes one package and one charge for two concurrent requests", async () => {
    const c = await standardCustomer(10);
    const r = await recordWithFiles(t);
    const call = request(t);
    const both = await Promise.all([
      call("POST", `/api/catalogs/${r.type}/${r.id}/download`, c.memberCookie),
      call("POST", `/api/v2/catalogs/${r.type}/${r.id}/download`, c.memberCookie),
    ]);
    expect(both.map((x) => x.statusCode)).toEqual([200, 200]);
    const [a, b] = both.map((x) => (x.json() as Detail).id);
    expect(a).toBe(b);
    expect(await spendsOf(a)).toHaveLength(1);
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(9);
  });

  it("refuses a record not released to the tier (403), unknown (404), without credits (409), charging nothing", async () => {
    const c = await standardCustomer(0);
    const premium = await recordWithFiles(t, { flags: { premium: true } });
    const open = await recordWithFiles(t);
    const call = request(t);
    const refused = await call(
      "POST",
      `/api/catalogs/${premium.type}/${premium.id}/download`,
      c.memberCookie,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain(premium.title);
    expect((await call("POST", `/api/catalogs/${open.type}/nope/download`, c.memberCookie)).statusCode).toBe(
      404,
    );
    const short = await call("POST", `/api/catalogs/${open.type}/${open.id}/download`, c.memberCookie);
    expect(short.statusCode).toBe(409);
    const made = await t.database.db
      .select()
      .from(downloadPackages)
      .where(eq(downloadPackages.organisationId, c.organisation.id));
    expect(made).toHaveLength(0);
  });

  it("is a 400 for an unknown category, 401 signed out, 403 for staff; another organisation gets its own package", async () => {
    const c = await standardCustomer(10);
    const other = await standardCustomer(10);
    const r = await recordWithFiles(t);
    const call = request(t);
    expect((await call("POST", `/api/catalogs/Nothing/${r.id}/download`, c.memberCookie)).statusCode).toBe(
      400,
    );
    expect((await call("POST", `/api/v2/catalogs/${r.type}/${r.id}/download`)).statusCode).toBe(401);
    const admin = await staff(t, "admin");
    expect((await call("POST", `/api/catalogs/${r.type}/${r.id}/download`, admin.cookie)).statusCode).toBe(
      403,
    );
    const mine = (
      await call("POST", `/api/catalogs/${r.type}/${r.id}/download`, c.memberCookie)
    ).json() as Detail;
    const theirs = (
      await call("POST", `/api/catalogs/${r.type}/${r.id}/download`, other.memberCookie)
    ).json() as Detail;
    expect(theirs.id).not.toBe(mine.id);
    expect((await call("GET", `/api/download-packagers/${mine.id}`, other.memberCookie)).statusCode).toBe(
      404,
    );
  });
});
