import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { defineAbilityFor } from "@strata/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { creditLedger, downloadPackages, users } from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { createLocalStorage } from "../../plugins/storage.ts";
import { collectBytes } from "../../test/collect-bytes.ts";
import { createDemoDatabase } from "../../test/demo-database.ts";
import { creditBalanceOf } from "../billing/index.ts";
import { writeCatalogSampleFiles } from "../catalogs/index.ts";
import type { Owner } from "./owner.ts";
import { downloadPackage } from "./serve.ts";

let database: DatabaseHandle;
let dir: string;
beforeAll(async () => {
  database = await createDemoDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), "strata-dl-demo-"));
  await writeCatalogSampleFiles(dir);
});
afterAll(async () => {
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("the download demo", () => {
  it.each(["standard", "premium"])(
    "gives the %s organisation a ready, an expired and a failed package (premium a draft too) whose ZIP verifies",
    async (login) => {
      const { db } = database;
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.email, demoEmail(login)));
      const packages = await db.select().from(downloadPackages).where(eq(downloadPackages.userId, user.id));
      expect(packages.map((p) => p.status).sort()).toEqual(
        login === "premium" ? ["draft", "expired", "failed", "ready"] : ["expired", "failed", "ready"],
      );
      const failed = packages.find((p) => p.status === "failed");
      expect(failed).toMatchObject({ creditsRefunded: failed?.creditsSpent });
      const ledger = await db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.organisationId, user.organisationId as string));
      expect(ledger.reduce((s, e) => s + e.credits, 0)).toBe(
        await creditBalanceOf(db, user.organisationId as string),
      );

      const ready = packages.find((p) => p.status === "ready");
      const role = user.role as Owner["role"];
      const owner: Owner = {
        userId: user.id,
        organisationId: user.organisationId as string,
        name: user.name,
        role,
        addOnsType: [],
        isExpired: false,
        isPrimary: true,
        ability: defineAbilityFor({ id: user.id, role, addOnsType: [], isPrimary: true, isExpired: false }),
        requestId: null,
      };
      const zip = await downloadPackage(
        { db, storage: createLocalStorage(dir) },
        owner,
        ready?.id as string,
        {},
      );
      const bytes = await collectBytes(zip.send);
      expect(bytes.length).toBe(ready?.zipSizeBytes);
      const file = path.join(dir, `${login}.zip`);
      await writeFile(file, bytes);
      expect(execFileSync("unzip", ["-t", file]).toString()).toMatch(/No errors detected/);
      const manifest = execFileSync("unzip", ["-p", file, "MANIFEST.sha256"]).toString();
      const root = path.join(dir, `${login}-out`);
      execFileSync("unzip", ["-q", file, "-d", root]);
      expect(execFileSync("sha256sum", ["-c", "MANIFEST.sha256"], { cwd: root }).toString()).toMatch(/: OK/);
      expect(manifest.trim().split("\n")).toHaveLength(3);
    },
  );

  it("gives the Bintulu data room two downloaded packages, paid by the sales desk's adjustment", async () => {
    const { db } = database;
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("vdr-bintulu")));
    const packages = await db.select().from(downloadPackages).where(eq(downloadPackages.userId, user.id));
    expect(packages.map((p) => [p.status, p.downloadedAt !== null])).toEqual([
      ["expired", true],
      ["expired", true],
    ]);
    const ledger = await db
      .select({ kind: creditLedger.kind })
      .from(creditLedger)
      .where(eq(creditLedger.organisationId, user.organisationId as string))
      .orderBy(creditLedger.createdAt);
    expect(ledger.map((e) => e.kind)).toEqual(["adjust", "spend", "spend"]);
    expect(await creditBalanceOf(db, user.organisationId as string)).toBe(0);
  });
});
