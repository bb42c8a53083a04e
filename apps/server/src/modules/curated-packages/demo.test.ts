import { defineAbilityFor, type UserRole } from "@strata/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { createDemoDatabase } from "../../test/demo-database.ts";
import type { Owner } from "../downloads/index.ts";
import { seedCuratedPackageDemo } from "./demo.ts";
import { listMyCuratedPackages } from "./mine.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createDemoDatabase();
});
afterAll(() => database?.close());

async function ownerOf(login: string): Promise<Owner> {
  const [user] = await database.db
    .select()
    .from(users)
    .where(eq(users.email, demoEmail(login)));
  const role = user.role as UserRole;
  return {
    userId: user.id,
    organisationId: user.organisationId as string,
    name: user.name,
    role,
    addOnsType: [],
    isExpired: false,
    isPrimary: user.isPrimary,
    ability: defineAbilityFor({
      id: user.id,
      role,
      addOnsType: [],
      isPrimary: user.isPrimary,
      isExpired: false,
    }),
    requestId: null,
  };
}

const mine = async (login: string) =>
  (await listMyCuratedPackages(database.db, await ownerOf(login), { page: 1, pageSize: 10 })).result;

describe("the curated packages demo", () => {
  it("curates records with files for the premium organisation and for the standard primary user alone", async () => {
    const premium = await mine("premium");
    expect(premium).toEqual([
      expect.objectContaining({ name: "Tatau province starter set", recordCount: 4, packageId: null }),
    ]);
    expect(premium[0].sizeBytes).toBeGreaterThan(0);
    const standard = await mine("standard");
    expect(standard.map((p) => p.name)).toEqual(["Field study technical reports"]);
    expect(standard[0].sizeBytes).toBeGreaterThan(0);
    expect(await mine("standard-member")).toEqual([]);
    expect(await mine("graduate")).toEqual([]);
  });

  it("loads once", async () => {
    await seedCuratedPackageDemo(database.db);
    expect(await mine("premium")).toHaveLength(1);
  });
});
