import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { staff } from "../subscriptions/test/helpers.ts";
import { customerOrganisation, type Detail, recordWithFiles, request } from "./test/helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe("the v2 catalogue's packager (section 7: catalogs v1 and v2 … packager)", () => {
  it("adds records to the user's open package, the same one v1 adds to, with the same rights", async () => {
    const c = await customerOrganisation(t, { tier: "standard" });
    const a = await recordWithFiles(t);
    const b = await recordWithFiles(t);
    const premium = await recordWithFiles(t, { flags: { premium: true } });
    const call = request(t);
    const v1 = await call("POST", "/api/catalogs/packager", c.memberCookie, {
      records: [{ type: a.type, id: a.id }],
    });
    expect(v1.statusCode).toBe(200);
    const v2 = await call("POST", "/api/v2/catalogs/packager", c.memberCookie, {
      records: [
        { type: b.type, id: b.id },
        { type: premium.type, id: premium.id },
      ],
    });
    expect(v2.statusCode, v2.body).toBe(200);
    const body = v2.json() as Detail & { skipped: { id: string }[] };
    expect(body.id).toBe((v1.json() as Detail).id);
    expect(body.itemCount).toBe(2);
    expect(body.skipped.map((s) => s.id)).toEqual([premium.id]);

    // Another organisation's user gets a package of their own.
    const other = await customerOrganisation(t, { tier: "standard" });
    const theirs = await call("POST", "/api/v2/catalogs/packager", other.memberCookie, {
      records: [{ type: a.type, id: a.id }],
    });
    expect(theirs.statusCode).toBe(200);
    expect((theirs.json() as Detail).id).not.toBe(body.id);
    expect((theirs.json() as Detail).itemCount).toBe(1);
  });

  it("is a 400 for a bad body, 401 signed out, 403 for staff and for a tier without the download manager", async () => {
    const c = await customerOrganisation(t, { tier: "standard" });
    const call = request(t);
    expect(
      (await call("POST", "/api/v2/catalogs/packager", c.memberCookie, { records: "x" })).statusCode,
    ).toBe(400);
    expect((await call("POST", "/api/v2/catalogs/packager", undefined, { records: [] })).statusCode).toBe(
      401,
    );
    const admin = await staff(t, "admin");
    expect((await call("POST", "/api/v2/catalogs/packager", admin.cookie, { records: [] })).statusCode).toBe(
      403,
    );
    const basic = await customerOrganisation(t, { tier: "basic" });
    expect(
      (await call("POST", "/api/v2/catalogs/packager", basic.memberCookie, { records: [] })).statusCode,
    ).toBe(403);
  });
});
