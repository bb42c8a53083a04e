import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema/index.ts";
import { createOrganisationRecord, createUserAccount, type NewUser } from "../../../lib/accounts.ts";
import type { TestApp } from "../../../test/harness.ts";
import {
  expectBadFiltersRefused,
  expectReportAccess,
  exported,
  get,
  qs,
  type Staff,
  startReportTest,
} from "../test/report-test.ts";

let t: TestApp;
let staff: Staff;
let customer: string;

const HEADER = [
  "Name",
  "E-mail",
  "Organisation",
  "Tier",
  "Status",
  "Primary or member",
  "Add-ons",
  "Created",
];

beforeAll(async () => {
  ({ t, staff, customer } = await startReportTest());
  const db = t.database.db;
  const alpha = await createOrganisationRecord(db, { name: "Usrep Alpha Sdn Bhd", tier: "standard" });
  const beta = await createOrganisationRecord(db, { name: "Usrep Beta Bhd", tier: "graduate" });
  const user = async (input: NewUser, created: string) => {
    const id = await createUserAccount(db, input);
    await db
      .update(users)
      .set({ createdAt: new Date(`${created}Z`) })
      .where(eq(users.id, id));
  };
  await user(
    {
      email: "aina@usrep.test",
      name: "Aina Usrep",
      role: "standard",
      organisationId: alpha,
      isPrimary: true,
      addOns: ["mbr", "vdr"],
    },
    "2025-01-10T09:00:00",
  );
  await user(
    {
      email: "badrul@usrep.test",
      name: "Badrul Usrep",
      role: "standard",
      organisationId: alpha,
      status: "suspended",
    },
    "2025-03-05T09:00:00",
  );
  await user(
    {
      email: "chong@usrep.test",
      name: "Chong Usrep",
      role: "standard",
      organisationId: alpha,
      status: "invited",
    },
    "2025-03-20T09:00:00",
  );
  await user(
    { email: "dina@usrep.test", name: "Dina Usrep", role: "graduate", organisationId: beta, isPrimary: true },
    "2025-06-15T09:00:00",
  );
});
afterAll(() => t.close());

const report = (query: Record<string, string | number | undefined>, cookie = staff.admin) =>
  get(t, `/api/reports/users${qs(query)}`, cookie);
const names = (body: { result: { name: string }[] }) => body.result.map((r) => r.name);

describe("GET /api/reports/users", () => {
  it("lists customer users newest first with organisation, tier, status and whether primary", async () => {
    const all = (await report({ organisation: "Usrep" })).json();
    expect(all.pageTotal).toBe(4);
    expect(names(all)).toEqual(["Dina Usrep", "Chong Usrep", "Badrul Usrep", "Aina Usrep"]);
    expect(all.result[3]).toEqual({
      id: expect.any(String),
      name: "Aina Usrep",
      email: "aina@usrep.test",
      organisationName: "Usrep Alpha Sdn Bhd",
      tier: "standard",
      status: "active",
      membership: "Primary",
      addOns: "mbr, vdr",
      createdAt: "2025-01-10T09:00:00.000Z",
    });
    expect(all.result[1]).toMatchObject({ status: "invited", membership: "Member", addOns: "" });
  });

  it("lists no staff", async () => {
    const staffEmails = (
      await t.database.db.select({ email: users.email }).from(users).where(isNull(users.organisationId))
    ).map((u) => u.email);
    expect(staffEmails.length).toBeGreaterThanOrEqual(7);
    const csv = await exported(t, "users", {}, staff.admin);
    const listed = csv.rows.slice(1).map((r) => r[1]);
    expect(listed).toContain("aina@usrep.test");
    expect(listed.filter((e) => staffEmails.includes(e))).toEqual([]);
    expect((await report({})).json().pageTotal).toBe(listed.length);
  });

  it("filters by period created, tier, organisation and status", async () => {
    expect(names((await report({ organisation: "Usrep", tier: "graduate" })).json())).toEqual(["Dina Usrep"]);
    expect(names((await report({ organisation: "usrep alpha" })).json())).toHaveLength(3);
    expect(names((await report({ organisation: "Usrep", status: "suspended" })).json())).toEqual([
      "Badrul Usrep",
    ]);
    const march = (await report({ organisation: "Usrep", from: "2025-03-01", to: "2025-03-20" })).json();
    expect(names(march)).toEqual(["Chong Usrep", "Badrul Usrep"]);
    expect(march.pageTotal).toBe(2);
  });

  it("pages on the server", async () => {
    const first = (await report({ organisation: "Usrep", pageSize: 3 })).json();
    const second = (await report({ organisation: "Usrep", pageSize: 3, page: 2 })).json();
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 3, pageTotal: 4 });
    expect(names(first)).toEqual(["Dina Usrep", "Chong Usrep", "Badrul Usrep"]);
    expect(names(second)).toEqual(["Aina Usrep"]);
  });

  it("charts new users per month by kind of subscriber", async () => {
    const chart = (
      await get(
        t,
        `/api/reports/users/chart${qs({ organisation: "Usrep", from: "2025-01-01", to: "2025-12-31" })}`,
        staff["mbr-admin"],
      )
    ).json();
    expect(chart.title).toBe("New users per month");
    expect(chart.categories).toHaveLength(12);
    expect(chart.series).toEqual([
      { label: "Basic, Standard and Premium", data: [1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
      { label: "Academic and research", data: [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0] },
      { label: "Bid round, MBR, MPM study and VDR", data: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
    ]);
  });

  it("exports the filtered rows as CSV and XLSX, and an empty result as the header alone", async () => {
    const csv = await exported(t, "users", { organisation: "Usrep Alpha", status: "active" }, staff.loa);
    expect(csv.filename).toBe("users-report-all.csv");
    expect(csv.rows).toEqual([
      HEADER,
      [
        "Aina Usrep",
        "aina@usrep.test",
        "Usrep Alpha Sdn Bhd",
        "standard",
        "active",
        "Primary",
        "mbr, vdr",
        "2025-01-10T09:00:00.000Z",
      ],
    ]);
    const xlsx = await exported(
      t,
      "users",
      { organisation: "Usrep", from: "2025-03-01", to: "2025-06-30", format: "xlsx" },
      staff.finance,
    );
    expect(xlsx.filename).toBe("users-report-2025-03-01-to-2025-06-30.xlsx");
    expect(xlsx.rows.map((r) => [r[0], r[4], r[5]])).toEqual([
      ["Name", "Status", "Primary or member"],
      ["Dina Usrep", "active", "Primary"],
      ["Chong Usrep", "invited", "Member"],
      ["Badrul Usrep", "suspended", "Member"],
    ]);
    const none = await exported(t, "users", { organisation: "Nobody here" }, staff.admin);
    expect(none.rows).toEqual([HEADER]);
  });

  it("answers the staff who view reports, refuses the rest and bad filters", async () => {
    await expectReportAccess(t, "users", {
      staff,
      customer,
      allowed: ["superadmin", "admin", "loa", "finance", "data-admin", "system-admin", "mbr-admin"],
    });
    await expectBadFiltersRefused(t, "users", staff.admin);
    expect((await report({ status: "deleted" })).statusCode).toBe(400);
  });
});
