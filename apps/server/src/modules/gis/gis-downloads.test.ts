import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, creditLedger } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { creditBalanceOf } from "../billing/index.ts";
import {
  customerOrganisation,
  type Detail,
  grantCredits,
  recordWithFiles,
  request,
  settled,
  storageOf,
} from "../downloads/test/helpers.ts";
import { staff as staffUser } from "../subscriptions/test/helpers.ts";
import { DIRECT_DOWNLOAD_ACTION, directDownloadReference, NOT_A_GIS_USER } from "./downloads.ts";

/**
 * directdownload, packageDownloader and filebrowsing of the GIS-side API (decision 0200): a service
 * account with `gis:downloads` acts for a mirrored GIS user, whose rights decide and whose
 * organisation's credits pay; and the failed-sign-in limits on basic authentication.
 */

let t: TestApp;
type Account = { id: string; apiKey: string };
let server: Account;
let catalogueOnly: Account;
let staffCookie: string;
let lockable: Account;
type Customer = Awaited<ReturnType<typeof customerOrganisation>>;
let a: Customer;
let b: Customer;
let notMirrored: Customer;
let open: Awaited<ReturnType<typeof recordWithFiles>>;
let premiumOnly: Awaited<ReturnType<typeof recordWithFiles>>;

const PER_ACCOUNT_ADDRESS = 3;
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
const basic = (acc: Account) => `Basic ${Buffer.from(`${acc.id}:${acc.apiKey}`).toString("base64")}`;
const bytes = (n: number, seed: number) =>
  Buffer.from(Array.from({ length: n }, (_, i) => (i * 7 + seed) % 251));

function get(url: string, account: Account | null, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "GET",
    url,
    headers: { ...(account ? { authorization: basic(account) } : {}), ...headers },
  });
}
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const direct = (userId: string, path: string) => `/gis/directdownload?${q({ userId, path })}`;

async function spends(organisationId: string, reference: string) {
  return t.database.db
    .select()
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.organisationId, organisationId),
        eq(creditLedger.reference, reference),
        eq(creditLedger.kind, "spend"),
      ),
    );
}

beforeAll(async () => {
  t = await buildTestApp({
    env: { SIGN_IN_LIMIT_PER_ACCOUNT_ADDRESS: String(PER_ACCOUNT_ADDRESS), LOG_LEVEL: "error" },
    logger: { level: "error" } as never,
  });
  const staff = await staffUser(t, "data-admin");
  staffCookie = staff.cookie;
  const create = async (name: string, scopes: string[]) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/service-accounts",
      headers: { cookie: staff.cookie },
      payload: { name, scopes, expiresOn: inAYear() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { account, apiKey } = res.json();
    return { id: account.id as string, apiKey: apiKey as string };
  };
  server = await create("GIS download server", ["gis:users", "gis:downloads"]);
  catalogueOnly = await create("GIS catalogue only", ["gis:catalogue", "gis:users"]);
  lockable = await create("GIS guessed", ["gis:downloads"]);
  a = await customerOrganisation(t, { tier: "standard" });
  b = await customerOrganisation(t, { tier: "standard" });
  notMirrored = await customerOrganisation(t, { tier: "standard" });
  await grantCredits(t, a.organisation.id, 100);
  await grantCredits(t, b.organisation.id, 100);
  for (const user of [a.member, b.member]) {
    const res = await t.app.inject({
      method: "POST",
      url: "/gis/user/create",
      headers: { authorization: basic(server) },
      payload: { userId: user.id },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  open = await recordWithFiles(t, { files: [bytes(5000, 1), bytes(300, 2), bytes(4000, 3)] });
  premiumOnly = await recordWithFiles(t, { flags: { premium: true }, files: [bytes(100, 4)] });
}, 120_000);
afterAll(() => t?.close());

describe("directdownload", () => {
  it("sends one file of a record the user may download, spending its credits from their organisation once", async () => {
    const before = await creditBalanceOf(t.database.db, a.organisation.id);
    const res = await get(direct(a.member.id, open.paths[0]), server);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(open.files[0])).toBe(true);
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect(res.headers["content-length"]).toBe("5000");
    expect(res.headers["content-disposition"]).toContain(`${open.id}-0.sgy`);
    expect(await creditBalanceOf(t.database.db, a.organisation.id)).toBe(before - 1);

    // Downloading it again (a retry) costs nothing more.
    const again = await get(direct(a.member.id, open.paths[0]), server);
    expect(again.statusCode).toBe(200);
    expect(await creditBalanceOf(t.database.db, a.organisation.id)).toBe(before - 1);
    expect(
      await spends(a.organisation.id, directDownloadReference(a.member.id, `${open.id}-0`)),
    ).toHaveLength(1);

    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, DIRECT_DOWNLOAD_ACTION), eq(auditEvents.subjectId, a.member.id)));
    expect(audit).toMatchObject({ actorName: "GIS download server", organisationId: a.organisation.id });
    expect(audit.after).toMatchObject({ path: open.paths[0], credits: 1 });
  });

  it("resumes with Range (206) and If-Range, and answers 416 past the end without charging", async () => {
    const path = open.paths[2];
    const first = await get(direct(a.member.id, path), server, { range: "bytes=0-999" });
    expect(first.statusCode).toBe(206);
    expect(first.headers["content-range"]).toBe("bytes 0-999/4000");
    expect(first.rawPayload.equals(open.files[2].subarray(0, 1000))).toBe(true);
    const etag = String(first.headers.etag);
    const rest = await get(direct(a.member.id, path), server, { range: "bytes=1000-", "if-range": etag });
    expect(rest.statusCode).toBe(206);
    expect(Buffer.concat([first.rawPayload, rest.rawPayload]).equals(open.files[2])).toBe(true);
    // A validator that no longer matches sends the whole file.
    const changed = await get(direct(a.member.id, path), server, {
      range: "bytes=1000-",
      "if-range": '"old"',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(4000);
    expect(
      await spends(a.organisation.id, directDownloadReference(a.member.id, `${open.id}-2`)),
    ).toHaveLength(1);

    const past = await get(direct(b.member.id, path), server, { range: "bytes=5000-" });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe("bytes */4000");
    expect(
      await spends(b.organisation.id, directDownloadReference(b.member.id, `${open.id}-2`)),
    ).toHaveLength(0);
  });

  it("charges two concurrent first requests once", async () => {
    const before = await creditBalanceOf(t.database.db, b.organisation.id);
    const both = await Promise.all([
      get(direct(b.member.id, open.paths[1]), server),
      get(direct(b.member.id, open.paths[1]), server, { range: "bytes=0-9" }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 206]);
    expect(
      await spends(b.organisation.id, directDownloadReference(b.member.id, `${open.id}-1`)),
    ).toHaveLength(1);
    expect(await creditBalanceOf(t.database.db, b.organisation.id)).toBe(before - 1);
  });

  it("refuses a record the user's tier does not open (403 with the record page's refusal), charging nothing", async () => {
    const before = await creditBalanceOf(t.database.db, a.organisation.id);
    const res = await get(direct(a.member.id, premiumOnly.paths[0]), server);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain(premiumOnly.title);
    expect(await creditBalanceOf(t.database.db, a.organisation.id)).toBe(before);
  });

  it("is a 404 for a path that is no record's file and for a user who is not a GIS user", async () => {
    expect((await get(direct(a.member.id, "Seismic 2D/PM/none.sgy"), server)).statusCode).toBe(404);
    const res = await get(direct(notMirrored.member.id, open.paths[0]), server);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(NOT_A_GIS_USER);
  });

  it("refuses a file gone from storage (409) before charging anything", async () => {
    const gone = await recordWithFiles(t, { files: [bytes(50, 9)] });
    await storageOf(t).delete(gone.paths[0]);
    const before = await creditBalanceOf(t.database.db, a.organisation.id);
    const res = await get(direct(a.member.id, gone.paths[0]), server);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain("nothing was charged");
    expect(await creditBalanceOf(t.database.db, a.organisation.id)).toBe(before);
  });

  it("is a 400 without a user or with a path that climbs", async () => {
    expect((await get(`/gis/directdownload?${q({ path: open.paths[0] })}`, server)).statusCode).toBe(400);
    expect((await get(direct(a.member.id, "Seismic 2D/../../etc/passwd"), server)).statusCode).toBe(400);
    expect((await get(direct(a.member.id, `/${open.paths[0]}`), server)).statusCode).toBe(400);
  });

  it("is a 401 with WWW-Authenticate: Basic without credentials, and a 403 without gis:downloads", async () => {
    const anonymous = await get(direct(a.member.id, open.paths[0]), null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers["www-authenticate"]).toMatch(/^Basic realm="Strata GIS"/);
    expect((await get(direct(a.member.id, open.paths[0]), catalogueOnly)).statusCode).toBe(403);
    const person = await get(direct(a.member.id, open.paths[0]), null, { cookie: a.memberCookie });
    expect(person.statusCode).toBe(403);
  });
});

describe("packageDownloader", () => {
  let packageId: string;
  beforeAll(async () => {
    const call = request(t);
    const added = await call("POST", "/api/catalogs/packager", a.memberCookie, {
      records: [{ type: open.type, id: open.id }],
    });
    expect(added.statusCode, added.body).toBe(200);
    packageId = (added.json() as Detail).id;
    expect(
      (await call("POST", `/api/download-packagers/${packageId}/confirm`, a.memberCookie)).statusCode,
    ).toBe(200);
    await settled(t, packageId);
  }, 60_000);
  const pkg = (userId: string, id: string) => `/gis/packageDownloader?${q({ userId, packageId: id })}`;

  it("sends the user's ready package as the portal's ZIP, resumable", async () => {
    const portal = await request(t)("GET", `/api/download-packagers/${packageId}/download`, a.memberCookie);
    expect(portal.statusCode).toBe(200);
    const res = await get(pkg(a.member.id, packageId), server);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.rawPayload.equals(portal.rawPayload)).toBe(true);
    const part = await get(pkg(a.member.id, packageId), server, { range: "bytes=100-199" });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(portal.rawPayload.subarray(100, 200))).toBe(true);
  });

  it("is a 404 for another organisation's package, a 400 without the package, 401 and 403 as every call", async () => {
    expect((await get(pkg(b.member.id, packageId), server)).statusCode).toBe(404);
    expect((await get(`/gis/packageDownloader?${q({ userId: a.member.id })}`, server)).statusCode).toBe(400);
    const anonymous = await get(pkg(a.member.id, packageId), null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers["www-authenticate"]).toMatch(/^Basic /);
    expect((await get(pkg(a.member.id, packageId), catalogueOnly)).statusCode).toBe(403);
  });
});

describe("filebrowsing", () => {
  const browse = (userId: string, extra: Record<string, string> = {}) =>
    get(`/gis/filebrowsing?${q({ userId, ...extra })}`, server);

  it("walks the storage tree by the data paths down to the files the user may download, with their record", async () => {
    const top = await browse(a.member.id);
    expect(top.statusCode, top.body).toBe(200);
    const seismic = top.json().result.find((e: { name: string }) => e.name === "Seismic 2D");
    expect(seismic).toMatchObject({ kind: "folder", path: "Seismic 2D", record: null });
    // Each file of the test records lies in a folder of its own: Seismic 2D/PM/TEST-n/SEG-Y/<file>.
    const folders = open.paths.map((p) => p.split("/").slice(0, 3).join("/"));
    const pm = await browse(a.member.id, { path: "Seismic 2D/PM/" });
    expect(pm.statusCode).toBe(200);
    const entries = pm.json().result as { path: string; files: number; sizeBytes: number }[];
    for (const [i, folder] of folders.entries()) {
      expect(entries.find((e) => e.path === folder)).toMatchObject({
        kind: "folder",
        files: 1,
        sizeBytes: open.files[i].length,
      });
    }
    const folder = open.paths[0].split("/").slice(0, -1).join("/");
    const files = await browse(a.member.id, { path: folder });
    expect(files.statusCode).toBe(200);
    expect(files.json()).toMatchObject({
      path: folder,
      pageTotal: 1,
      result: [
        {
          name: `${open.id}-0.sgy`,
          path: open.paths[0],
          kind: "file",
          files: 1,
          sizeBytes: 5000,
          record: { type: open.type, id: open.id },
        },
      ],
    });
  });

  it("leaves out the files of records the user may not download", async () => {
    const folder = premiumOnly.paths[0].split("/").slice(0, -1).join("/");
    const res = await browse(a.member.id, { path: folder });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pageTotal: 0, result: [] });
    const all = await browse(a.member.id, { path: "Seismic 2D/PM" });
    const paths = all.json().result.map((e: { path: string }) => e.path);
    expect(paths).toContain(open.paths[0].split("/").slice(0, 3).join("/"));
    expect(paths).not.toContain(premiumOnly.paths[0].split("/").slice(0, 3).join("/"));
  });

  it("pages, and refuses a climbing path or an oversized page (400), 401, 403", async () => {
    const whole = await browse(a.member.id, { path: "Seismic 2D/PM", pageSize: "500" });
    const all = whole.json().result.map((e: { path: string }) => e.path);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const second = await browse(a.member.id, { path: "Seismic 2D/PM", page: "2", pageSize: "1" });
    expect(second.json()).toMatchObject({ pageNumber: 2, pageSize: 1, pageTotal: all.length });
    expect(second.json().result.map((e: { path: string }) => e.path)).toEqual([all[1]]);
    expect((await browse(a.member.id, { path: "../x" })).statusCode).toBe(400);
    expect((await browse(a.member.id, { pageSize: "501" })).statusCode).toBe(400);
    expect((await browse(notMirrored.member.id)).statusCode).toBe(404);
    expect((await get(`/gis/filebrowsing?${q({ userId: a.member.id })}`, null)).statusCode).toBe(401);
    expect((await get(`/gis/filebrowsing?${q({ userId: a.member.id })}`, catalogueOnly)).statusCode).toBe(
      403,
    );
  });
});

describe("failed sign-ins with basic authentication", () => {
  it("locks an account from an address after repeated wrong keys (429 with Retry-After), on /gis and /ogc alike", async () => {
    const wrong = { id: lockable.id, apiKey: "strata_sk_wrong" };
    for (let i = 0; i < PER_ACCOUNT_ADDRESS; i++) {
      const res = await get("/gis/ping", wrong);
      expect(res.statusCode).toBe(401);
    }
    for (const url of ["/gis/ping", "/ogc/collections"]) {
      const res = await get(url, lockable);
      expect(res.statusCode, url).toBe(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Another account from the same address is not locked.
    expect((await get("/gis/ping", server)).statusCode).toBe(200);
  });
});

describe("the service account's users (GET /api/service-accounts/{id}/users)", () => {
  const users = (id: string, cookie: string, query = "") =>
    t.app.inject({ method: "GET", url: `/api/service-accounts/${id}/users${query}`, headers: { cookie } });

  it("lists the GIS users the account mirrored, with their roles, to data staff", async () => {
    const res = await users(server.id, staffCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ pageTotal: 2, pageNumber: 1 });
    expect(
      res
        .json()
        .result.map((u: { userId: string }) => u.userId)
        .sort(),
    ).toEqual([a.member.id, b.member.id].sort());
    expect(res.json().result[0]).toMatchObject({ tier: "standard" });
    const paged = await users(server.id, staffCookie, "?page=2&pageSize=1");
    expect(paged.json().result).toHaveLength(1);
    // An account that mirrored nobody lists nobody.
    expect((await users(lockable.id, staffCookie)).json()).toMatchObject({ pageTotal: 0, result: [] });
  });

  it("is a 400 for a bad page, 404 for an unknown account, 401 signed out, 403 for a customer", async () => {
    expect((await users(server.id, staffCookie, "?pageSize=1000")).statusCode).toBe(400);
    expect((await users("00000000-0000-4000-8000-000000000000", staffCookie)).statusCode).toBe(404);
    expect((await users(server.id, "")).statusCode).toBe(401);
    expect((await users(server.id, a.memberCookie)).statusCode).toBe(403);
  });
});
