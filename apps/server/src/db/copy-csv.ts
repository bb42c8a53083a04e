import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import type { Database } from "./client.ts";

/** COPY's output formats the app reads: CSV, or the text format (tab-separated, `\\N` for NULL). */
export type CopyFormat = "csv" | "text";

/**
 * A select's rows as PostgreSQL writes them for `COPY (…) TO STDOUT`, held in memory: the database
 * writes each value's text and joins the fields in C, which costs a third of what reading the rows
 * into JavaScript objects and writing them out again does. For one bounded batch (the caller limits
 * the rows): the statement ends as soon as its bytes are read, whatever the client of the request
 * does. Rows end with LF, as COPY writes them.
 */
export async function copyRows(db: Database, query: SQL, format: CopyFormat): Promise<Buffer> {
  const text = `COPY (${withLiterals(query)}) TO`;
  const client = db.$client as unknown;
  if (client instanceof PGlite) {
    // The embedded engine has no client socket: COPY writes to a blob it hands back.
    const result = await client.query(`${text} '/dev/blob' (FORMAT ${format})`);
    return result.blob ? Buffer.from(await result.blob.arrayBuffer()) : Buffer.alloc(0);
  }
  // The pool of the caller's statement class (db/client.ts), so its statement_timeout applies.
  const connection: pg.PoolClient = await (client as pg.Pool).connect();
  let failed: Error | undefined;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of connection.query(copyTo(`${text} STDOUT (FORMAT ${format})`)))
      chunks.push(chunk);
    return Buffer.concat(chunks);
  } catch (err) {
    failed = err as Error;
    throw err;
  } finally {
    // A connection a COPY failed on is closed, not handed to the next statement mid-protocol.
    connection.release(failed);
  }
}

/** A select's rows as PostgreSQL's own CSV (`copyRows`): NULL is an empty field, an empty string `""`. */
export const copyCsv = (db: Database, query: SQL): Promise<Buffer> => copyRows(db, query, "csv");

/**
 * The query builder's dialect with each parameter written as a quoted literal where `$n` would be,
 * since COPY takes no parameters. The literal is untyped, as node-postgres's parameters are (each is
 * sent as text of unknown type), so PostgreSQL resolves it to the same type from where it stands.
 * Quotes are doubled; with standard_conforming_strings (on since PostgreSQL 9.1) a backslash is text.
 */
class LiteralDialect extends PgDialect {
  override escapeParam(_num: number, value?: unknown): string {
    return literal(value);
  }
}
const dialect = new LiteralDialect();

/** The statement with its parameters written in as literals. */
export const withLiterals = (query: SQL): string => dialect.sqlToQuery(query).sql;

const quoted = (text: string) => {
  if (text.includes("\0")) throw new TypeError("a parameter holds a NUL character");
  return `'${text.replaceAll("'", "''")}'`;
};

/** An array element as PostgreSQL's array input reads it: double-quoted, `"` and `\` escaped. */
const arrayElement = (value: unknown): string =>
  value === null || value === undefined
    ? "NULL"
    : `"${String(value).replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "string") return quoted(value);
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean")
    return quoted(String(value));
  if (value instanceof Date) return quoted(value.toISOString());
  if (Array.isArray(value)) return quoted(`{${value.map(arrayElement).join(",")}}`);
  throw new TypeError(`a parameter of this kind cannot be written into COPY: ${typeof value}`);
}

/**
 * CSV rows as COPY ends them (LF) ended with CRLF, as RFC 4180 and the app's other CSV files end
 * them. A line break inside a quoted field is data and stays as it is: the quotes before each LF
 * are counted (a doubled quote counts twice, so it never changes the parity). `csv` holds whole rows.
 */
export function crlfRows(csv: Buffer): Buffer {
  const ends: number[] = [];
  let quoted = false;
  let nextQuote = csv.indexOf(0x22);
  for (let at = csv.indexOf(0x0a); at >= 0; at = csv.indexOf(0x0a, at + 1)) {
    while (nextQuote >= 0 && nextQuote < at) {
      quoted = !quoted;
      nextQuote = csv.indexOf(0x22, nextQuote + 1);
    }
    if (!quoted) ends.push(at);
  }
  const out = Buffer.allocUnsafe(csv.length + ends.length);
  let from = 0;
  let to = 0;
  for (const end of ends) {
    to += csv.copy(out, to, from, end);
    out[to++] = 0x0d;
    out[to++] = 0x0a;
    from = end + 1;
  }
  csv.copy(out, to, from);
  return out;
}
