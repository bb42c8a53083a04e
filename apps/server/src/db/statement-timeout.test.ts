import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseInputError } from "../plugins/errors.ts";
import { statementClassOf } from "../plugins/statement-class.ts";
import { type DatabaseHandle, openPglite } from "./client.ts";

/** The embedded engine whatever TEST_DATABASE_URL says: this is about PGlite itself. */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openPglite(null);
});
afterAll(async () => {
  await database?.close();
});

describe("statement classes (issue 24)", () => {
  it.each([
    ["/api/reports/sales", "long"],
    ["/api/reports/sales/export", "long"],
    ["/api/data-preparation/exportsdcexcel", "long"],
    ["/api/catalogs/:type/data", "ordinary"],
    ["/api/map/select", "ordinary"],
    ["/api/catalogs/search", "ordinary"],
  ])("%s runs its statements in the %s class", (url, cls) => {
    expect(statementClassOf(url)).toBe(cls);
  });

  it("a statement cancelled by its timeout maps to 503 QUERY_TIMEOUT, also through drizzle's wrapper", () => {
    const cancelled = {
      code: "57014",
      severity: "ERROR",
      message: "canceling statement due to statement timeout",
    };
    expect(databaseInputError(cancelled)).toMatchObject({
      status: 503,
      code: "QUERY_TIMEOUT",
      sqlstate: "57014",
    });
    expect(databaseInputError(new Error("Failed query", { cause: cancelled }))).toMatchObject({
      status: 503,
    });
  });
});

describe("the embedded engine (decision 0112)", () => {
  it("accepts statement_timeout but does not enforce it: a statement past the limit completes", async () => {
    await database.db.execute(sql`set statement_timeout = 50`);
    const [shown] = (await database.db.execute<{ statement_timeout: string }>(sql`show statement_timeout`))
      .rows;
    expect(shown.statement_timeout).toBe("50ms");
    const started = performance.now();
    await database.db.execute(sql`select pg_sleep(0.3)`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    await database.db.execute(sql`reset statement_timeout`);
  });
});
