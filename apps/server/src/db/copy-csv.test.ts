import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/harness.ts";
import type { DatabaseHandle } from "./client.ts";
import { copyCsv, crlfRows, withLiterals } from "./copy-csv.ts";

/** On the database TEST_DATABASE_URL names, else the embedded one: COPY reaches each its own way. */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("copyCsv", () => {
  it("writes parameters in as literals that mean what the parameters meant, quotes and backslashes too", async () => {
    const tricky = "it's a \\ back'slash'); drop table users; --";
    const query = sql`select ${tricky} as text, ${sql.param(["x", 'y"z', "a,b"])}::text[] as list,
      ${null}::text as nothing, ${5} + 1 as six, ${true}::boolean as yes, '' as empty
      where ${"S2D-1"} in (${"S2D-1"}, ${"S2D-2"})`;
    expect(withLiterals(query)).not.toContain("$1");
    const csv = await copyCsv(database.db, query);
    expect(parse(csv)).toEqual([[tricky, '{x,"y\\"z","a,b"}', "", "6", "t", ""]]);
    // COPY tells NULL from an empty text: an empty field against a quoted one.
    expect(csv.toString()).toMatch(/,,6,t,""\n$/);
    expect(await copyCsv(database.db, sql`select 1 where false`)).toEqual(Buffer.alloc(0));
  });

  it("refuses a parameter it cannot write as a literal", async () => {
    await expect(copyCsv(database.db, sql`select ${Buffer.from("x")}`)).rejects.toThrow(/cannot be written/);
    await expect(copyCsv(database.db, sql`select ${"a\0b"}`)).rejects.toThrow(/NUL/);
    // A statement that fails inside COPY: its error, and the next COPY runs as usual.
    await expect(copyCsv(database.db, sql`select 1 / ${0}::int`)).rejects.toThrow(/division by zero/);
    expect((await copyCsv(database.db, sql`select ${"ok"}`)).toString()).toBe("ok\n");
  });
});

describe("crlfRows", () => {
  it("ends each row with CRLF and leaves line breaks inside quoted fields as they are", () => {
    const csv = Buffer.from('a,"two\nlines"\n"say ""hi""\n",b\nlast,row\n');
    expect(crlfRows(csv).toString()).toBe('a,"two\nlines"\r\n"say ""hi""\n",b\r\nlast,row\r\n');
    expect(crlfRows(Buffer.alloc(0)).length).toBe(0);
  });
});
