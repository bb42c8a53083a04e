import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  DATA_REQUEST_STATUSES,
  defineAbilityFor,
  selectionGeometrySchema,
  type UserRole,
} from "@strata/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { dataRequests, users } from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { createLocalStorage } from "../../plugins/storage.ts";
import { collectBytes } from "../../test/collect-bytes.ts";
import { createDemoDatabase } from "../../test/demo-database.ts";
import { downloadPackage } from "../downloads/index.ts";
import { DEMO_DELIVERED_REQUEST_ID, writeDataRequestDemoFiles } from "./demo.ts";

let database: DatabaseHandle;
let dir: string;
beforeAll(async () => {
  database = await createDemoDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), "strata-dr-demo-"));
  await writeDataRequestDemoFiles(dir);
});
afterAll(async () => {
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("the data request demo", () => {
  it("has a request in every status, and the delivered one's package downloads as a ZIP that verifies", async () => {
    const { db } = database;
    const rows = await db.select().from(dataRequests);
    expect([...new Set(rows.map((r) => r.status))].sort()).toEqual([...DATA_REQUEST_STATUSES].sort());
    // The submitted one names an area drawn on the map, which the request pages show.
    const withArea = rows.filter((r) => r.area !== null);
    expect(withArea.map((r) => r.status)).toEqual(["submitted"]);
    expect(selectionGeometrySchema.safeParse(withArea[0].area).success).toBe(true);

    const [delivered] = rows.filter((r) => r.id === DEMO_DELIVERED_REQUEST_ID);
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("academic")));
    expect(delivered).toMatchObject({ status: "delivered", userId: user.id });
    const role = user.role as UserRole;
    const zip = await downloadPackage(
      { db, storage: createLocalStorage(dir) },
      {
        userId: user.id,
        organisationId: user.organisationId as string,
        name: user.name,
        role,
        addOnsType: [],
        isExpired: false,
        isPrimary: true,
        ability: defineAbilityFor({ id: user.id, role, addOnsType: [], isPrimary: true, isExpired: false }),
        requestId: null,
      },
      delivered.packageId as string,
      {},
    );
    const file = path.join(dir, "delivered.zip");
    await writeFile(file, await collectBytes(zip.send));
    const root = path.join(dir, "out");
    execFileSync("unzip", ["-q", file, "-d", root]);
    const checked = execFileSync("sha256sum", ["-c", "MANIFEST.sha256"], { cwd: root }).toString();
    expect(checked.trim().split("\n")).toEqual([
      `Data Requests/${DEMO_DELIVERED_REQUEST_ID}/README.txt: OK`,
      `Data Requests/${DEMO_DELIVERED_REQUEST_ID}/kinta-valley-gravity.csv: OK`,
    ]);
  });
});
