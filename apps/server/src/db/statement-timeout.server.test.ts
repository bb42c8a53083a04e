import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandling } from "../plugins/errors.ts";
import { registerStatementClasses } from "../plugins/statement-class.ts";
import { type DatabaseHandle, inStatementClass, openPostgres } from "./client.ts";

/**
 * The statement timeout per class of work on PostgreSQL (issue 24). Short limits here so a slow
 * statement is a quarter second, not the production five seconds.
 */
let database: DatabaseHandle;
const TIMEOUTS = { ordinary: 200, long: 3000, background: 0 };
/** Awaited inside: drizzle's query runs when awaited, and must run in the caller's class. */
const slow = async () => {
  await database.db.execute(sql`select pg_sleep(0.6)`);
};

beforeAll(async () => {
  database = await openPostgres(process.env.TEST_DATABASE_URL as string, TIMEOUTS);
});
afterAll(async () => {
  await database?.close();
});

const sqlstateOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return "completed";
  } catch (err) {
    const { code, cause } = err as { code?: string; cause?: { code?: string } };
    return cause?.code ?? code;
  }
};

describe("statement_timeout per class on PostgreSQL", () => {
  it("cancels an ordinary request's statement past its limit (SQLSTATE 57014)", async () => {
    expect(await sqlstateOf(inStatementClass("ordinary", slow))).toBe("57014");
  });

  it("lets a report's or export's statement run past the ordinary limit", async () => {
    expect(await sqlstateOf(inStatementClass("long", slow))).toBe("completed");
  });

  it("bounds a statement inside a transaction too (a checked-out connection of the class)", async () => {
    const inTransaction = inStatementClass("ordinary", () =>
      database.db.transaction(async (tx) => tx.execute(sql`select pg_sleep(0.6)`)),
    );
    expect(await sqlstateOf(inTransaction)).toBe("57014");
  });

  it("leaves work outside a request (jobs, migrations) to its own bounds", async () => {
    expect(await sqlstateOf(slow())).toBe("completed");
  });

  it("a request whose statement is cancelled answers 503 QUERY_TIMEOUT in the one error shape; a report's does not time out", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    registerStatementClasses(app);
    const answer = async () => {
      await slow();
      return { ok: true };
    };
    app.post("/api/catalogs/slow", answer);
    app.get("/api/reports/slow/export", answer);
    const ordinary = await app.inject({ method: "POST", url: "/api/catalogs/slow", payload: { a: 1 } });
    expect(ordinary.statusCode).toBe(503);
    expect(ordinary.json()).toEqual({
      error: {
        code: "QUERY_TIMEOUT",
        message:
          "The database took too long to answer this request. Narrow it (a smaller area, fewer filters) or try again.",
      },
    });
    const report = await app.inject({ method: "GET", url: "/api/reports/slow/export" });
    expect(report.statusCode).toBe(200);
    await app.close();
  });
});
