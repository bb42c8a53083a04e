import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { findStatusWrites } from "./status-writes.ts";

const SERVER_SRC = join(import.meta.dirname, "..");

/**
 * The only places outside the workflow helper (lib/workflow.ts) that may write a `status` column,
 * each with the number of writes it holds (a new one fails the test until it is justified here)
 * and why (docs/decisions/0202-statuses-through-workflows.md).
 */
const EXCEPTIONS: Record<string, { writes: number; why: string }> = {
  "plugins/jobs.ts": {
    writes: 3,
    why: "the job runner's own bookkeeping: `jobs.status` mirrors pg-boss's state of the job, not a business status anyone acts on",
  },
  "modules/data-preparation/files/service.ts": {
    writes: 2,
    why: "a storage object's status is what the last scan found (linked, unlinked, invalid), recomputed by every sync; linking and unlinking a file by hand reclassify it",
  },
  "modules/data-preparation/sync/service.ts": {
    writes: 1,
    why: "the storage sync upserts each object with the classification it computed",
  },
  "modules/contact/service.ts": {
    writes: 1,
    why: "a contact message's handled flag, set and cleared idempotently by staff with its own audit row; spam is decided once, at insert",
  },
};

/** Server source that is not shipped: tests and their fixtures set rows up in the state they need. */
const isTestCode = (path: string) => path.endsWith(".test.ts") || path.split("/").includes("test");

function serverSources(dir = SERVER_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith(".ts") ? [relative(SERVER_SRC, path)] : [];
  });
}

describe("every status moves through its workflow table (docs/decisions/0202)", () => {
  const writes = serverSources()
    .filter((path) => !isTestCode(path) && path !== "lib/workflow.ts")
    .map((path) => ({ path, found: findStatusWrites(readFileSync(join(SERVER_SRC, path), "utf8")) }))
    .filter(({ found }) => found.length > 0);

  it("writes no status column outside applyTransition, applyCascade and the explicit exceptions", () => {
    const violations = writes
      .filter(({ path }) => !EXCEPTIONS[path])
      .flatMap(({ path, found }) => found.map((w) => `${path}:${w.line} ${w.text}`));
    expect(violations).toEqual([]);
  });

  it("keeps each exception to the writes it was granted, and drops exceptions no longer needed", () => {
    const counts = Object.fromEntries(writes.map(({ path, found }) => [path, found.length]));
    for (const [path, { writes: granted }] of Object.entries(EXCEPTIONS)) {
      expect({ path, writes: counts[path] ?? 0 }).toEqual({ path, writes: granted });
    }
  });
});

describe("findStatusWrites", () => {
  it("catches a planted status write however it is written", () => {
    const planted = [
      `await db.update(users).set({ status: "suspended" }).where(eq(users.id, id));`,
      `await tx\n  .update(subscriptions)\n  .set({\n    planType,\n    status: "active",\n  })\n  .where(x);`,
      `await tx.update(items).set(failed ? { status: "failed", error } : { error: null });`,
      `const status = "ready";\nawait tx.update(items).set({ error, status }).where(x);`,
      `await tx.update(t).set({ "status": next });`,
      `await tx.insert(t).values(v).onConflictDoUpdate({ target: t.id, set: { status: sql\`excluded.status\` } });`,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: planted source text for the scanner, not a template
      "await db.execute(sql`update users set name = ${n}, status = 'suspended' where id = ${id}`);",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: planted source text for the scanner, not a template
      "await db.execute(sql`UPDATE ${subscriptions} SET status = 'active'`);",
    ];
    for (const source of planted) expect(findStatusWrites(source), source).toHaveLength(1);
    expect(findStatusWrites(planted[1])[0]).toMatchObject({ line: 2, kind: "update-set" });
  });

  it("leaves alone what is not a status write", () => {
    const innocent = [
      // Inserts start a row in its table's initial state (or one the caller's workflow names).
      `await tx.insert(users).values({ id, status: "invited" });`,
      `await tx.update(users).set({ name, lastStableStatus: row.status }).where(eq(users.status, "active"));`,
      `// await db.update(users).set({ status: "suspended" })\n/* .update(x).set({ status }) */`,
      `byStatus.set(row.status, 1); link.searchParams.set("status", status);`,
      "const q = sql`select status from users where status = 'active'`;",
      `await tx.update(t).set({ statusLine: "x", responseStatus: 200 });`,
    ];
    for (const source of innocent) expect(findStatusWrites(source), source).toEqual([]);
  });
});
