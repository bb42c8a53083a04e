import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { validationFailed } from "../../lib/errors.ts";
import type { Polygon, Position } from "../../lib/geometry.ts";

/**
 * A small CQL2-text parser (OGC API – Features Part 3, decision 0206): comparisons, AND/OR/NOT,
 * IS [NOT] NULL, [NOT] LIKE, [NOT] IN, [NOT] BETWEEN on a collection's queryables, and S_INTERSECTS of
 * the geometry with a POINT, POLYGON or BBOX literal. Bounded (length, nesting, terms); compiled only
 * into parameterised SQL over whitelisted columns — a value never becomes SQL text.
 */

export const FILTER_MAX_LENGTH = 4096;
export const FILTER_MAX_DEPTH = 20;
export const FILTER_MAX_TERMS = 100;
const MAX_POSITIONS = 1000;

export type QueryableKind = "text" | "number" | "date" | "boolean";
export interface Queryable {
  column: AnyPgColumn;
  kind: QueryableKind;
  title: string;
}

/** A spatial selection: the exact test the bbox uses, with its envelope for the box index. */
export type SpatialSelection =
  | { kind: "polygon"; polygon: Polygon; envelope: [number, number, number, number] }
  | { kind: "point"; point: Position; envelope: [number, number, number, number] };

const ISO_INSTANT =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?(Z|[+-]([01]\d|2[0-3]):[0-5]\d))?$/i;

/** An RFC 3339 date or date-time (with its offset), as `datetime` and DATE/TIMESTAMP take them. */
export function isIsoInstant(value: string): boolean {
  return ISO_INSTANT.test(value) && !value.startsWith("0000") && !Number.isNaN(Date.parse(value));
}

export const invalidFilter = (message: string) => validationFailed(`filter: ${message}`);

type Token =
  | { t: "ident"; v: string; quoted: boolean; at: number }
  | { t: "string"; v: string; at: number }
  | { t: "number"; v: number; at: number }
  | { t: "op"; v: string; at: number }
  | { t: "end"; at: number };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const at = i;
    if (c === "'") {
      let v = "";
      i++;
      for (;;) {
        if (i >= text.length) throw invalidFilter(`unterminated string starting at ${at + 1}`);
        if (text[i] === "'") {
          if (text[i + 1] === "'") {
            v += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        v += text[i++];
      }
      tokens.push({ t: "string", v, at });
    } else if (c === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) throw invalidFilter(`unterminated quoted name starting at ${at + 1}`);
      tokens.push({ t: "ident", v: text.slice(i + 1, end), quoted: true, at });
      i = end + 1;
    } else if (
      /[0-9]/.test(c) ||
      ((c === "-" || c === "+" || c === ".") && /[0-9.]/.test(text[i + 1] ?? ""))
    ) {
      const m = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/.exec(text.slice(i));
      if (!m || !Number.isFinite(Number(m[0])))
        throw invalidFilter(`the number at ${at + 1} is out of range`);
      tokens.push({ t: "number", v: Number(m[0]), at });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_.:]*/.exec(text.slice(i)) as RegExpExecArray;
      tokens.push({ t: "ident", v: m[0], quoted: false, at });
      i += m[0].length;
    } else {
      const two = text.slice(i, i + 2);
      if (two === "<>" || two === "<=" || two === ">=") {
        tokens.push({ t: "op", v: two, at });
        i += 2;
      } else if ("=<>(),".includes(c)) {
        tokens.push({ t: "op", v: c, at });
        i++;
      } else {
        throw invalidFilter(`unexpected "${c}" at ${at + 1}`);
      }
    }
  }
  tokens.push({ t: "end", at: text.length });
  return tokens;
}

type Literal =
  | { type: "string"; v: string }
  | { type: "number"; v: number }
  | { type: "boolean"; v: boolean }
  | { type: "date"; v: string };

type Node =
  | { op: "and" | "or"; args: Node[] }
  | { op: "not"; arg: Node }
  | { op: "cmp"; cmp: string; prop: string; value: Literal }
  | { op: "like"; not: boolean; prop: string; pattern: string }
  | { op: "in"; not: boolean; prop: string; values: Literal[] }
  | { op: "between"; not: boolean; prop: string; low: Literal; high: Literal }
  | { op: "null"; not: boolean; prop: string }
  | { op: "spatial"; prop: string; geometry: SpatialSelection };

const KEYWORDS = new Set(["AND", "OR", "NOT", "IS", "NULL", "LIKE", "IN", "BETWEEN", "TRUE", "FALSE"]);
const FLIP: Record<string, string> = { "=": "=", "<>": "<>", "<": ">", ">": "<", "<=": ">=", ">=": "<=" };

class Parser {
  private pos = 0;
  private terms = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.pos];
  }
  private next(): Token {
    return this.tokens[this.pos++];
  }
  private isWord(word: string, token = this.peek()) {
    return token.t === "ident" && !token.quoted && token.v.toUpperCase() === word;
  }
  private acceptWord(word: string) {
    if (!this.isWord(word)) return false;
    this.pos++;
    return true;
  }
  private expectOp(op: string) {
    const token = this.next();
    if (token.t !== "op" || token.v !== op) throw invalidFilter(`expected "${op}" at ${token.at + 1}`);
  }
  private acceptOp(op: string) {
    const token = this.peek();
    if (token.t === "op" && token.v === op) {
      this.pos++;
      return true;
    }
    return false;
  }
  private countTerm() {
    if (++this.terms > FILTER_MAX_TERMS) throw invalidFilter(`more than ${FILTER_MAX_TERMS} terms`);
  }

  parse(): Node {
    const node = this.or(0);
    const token = this.peek();
    if (token.t !== "end") throw invalidFilter(`unexpected text at ${token.at + 1}`);
    return node;
  }

  private or(depth: number): Node {
    if (depth > FILTER_MAX_DEPTH) throw invalidFilter(`nested deeper than ${FILTER_MAX_DEPTH}`);
    const args = [this.and(depth)];
    while (this.acceptWord("OR")) args.push(this.and(depth));
    return args.length === 1 ? args[0] : { op: "or", args };
  }

  private and(depth: number): Node {
    const args = [this.not(depth)];
    while (this.acceptWord("AND")) args.push(this.not(depth));
    return args.length === 1 ? args[0] : { op: "and", args };
  }

  private not(depth: number): Node {
    if (this.acceptWord("NOT")) {
      if (depth + 1 > FILTER_MAX_DEPTH) throw invalidFilter(`nested deeper than ${FILTER_MAX_DEPTH}`);
      return { op: "not", arg: this.not(depth + 1) };
    }
    return this.primary(depth);
  }

  private primary(depth: number): Node {
    if (this.acceptOp("(")) {
      const node = this.or(depth + 1);
      this.expectOp(")");
      return node;
    }
    this.countTerm();
    const token = this.peek();
    if (this.isWord("S_INTERSECTS")) {
      this.pos++;
      this.expectOp("(");
      const prop = this.property();
      this.expectOp(",");
      const geometry = this.geometry();
      this.expectOp(")");
      return { op: "spatial", prop, geometry };
    }
    if (token.t !== "ident" || (!token.quoted && KEYWORDS.has(token.v.toUpperCase()))) {
      // A literal on the left: `literal op property`.
      if (token.t === "string" || token.t === "number" || this.isWord("TRUE") || this.isWord("FALSE")) {
        const value = this.literal();
        const op = this.next();
        if (op.t !== "op" || !(op.v in FLIP)) throw invalidFilter(`expected a comparison at ${op.at + 1}`);
        return { op: "cmp", cmp: FLIP[op.v], prop: this.property(), value };
      }
      throw invalidFilter(`expected a property name at ${token.at + 1}`);
    }
    const prop = this.property();
    if (this.acceptWord("IS")) {
      const not = this.acceptWord("NOT");
      if (!this.acceptWord("NULL")) throw invalidFilter(`expected NULL at ${this.peek().at + 1}`);
      return { op: "null", not, prop };
    }
    const not = this.acceptWord("NOT");
    if (this.acceptWord("LIKE")) {
      const pattern = this.next();
      if (pattern.t !== "string") throw invalidFilter(`LIKE takes a quoted pattern (at ${pattern.at + 1})`);
      return { op: "like", not, prop, pattern: pattern.v };
    }
    if (this.acceptWord("IN")) {
      this.expectOp("(");
      const values = [this.literal()];
      while (this.acceptOp(",")) {
        this.countTerm();
        values.push(this.literal());
      }
      this.expectOp(")");
      return { op: "in", not, prop, values };
    }
    if (this.acceptWord("BETWEEN")) {
      const low = this.literal();
      if (!this.acceptWord("AND")) throw invalidFilter(`BETWEEN takes "low AND high"`);
      return { op: "between", not, prop, low, high: this.literal() };
    }
    if (not) throw invalidFilter(`expected LIKE, IN or BETWEEN after NOT at ${this.peek().at + 1}`);
    const op = this.next();
    if (op.t !== "op" || !(op.v in FLIP)) throw invalidFilter(`expected a comparison at ${op.at + 1}`);
    return { op: "cmp", cmp: op.v, prop, value: this.literal() };
  }

  private property(): string {
    const token = this.next();
    if (token.t !== "ident") throw invalidFilter(`expected a property name at ${token.at + 1}`);
    return token.v;
  }

  private literal(): Literal {
    const token = this.next();
    if (token.t === "string") return { type: "string", v: token.v };
    if (token.t === "number") return { type: "number", v: token.v };
    if (token.t === "ident" && !token.quoted) {
      const word = token.v.toUpperCase();
      if (word === "TRUE" || word === "FALSE") return { type: "boolean", v: word === "TRUE" };
      if (word === "DATE" || word === "TIMESTAMP") {
        this.expectOp("(");
        const value = this.next();
        this.expectOp(")");
        if (value.t !== "string" || !isIsoInstant(value.v)) {
          throw invalidFilter(`${word} takes a quoted ISO 8601 ${word.toLowerCase()} (at ${value.at + 1})`);
        }
        return { type: "date", v: value.v };
      }
    }
    throw invalidFilter(`expected a value at ${token.at + 1}`);
  }

  private coordinate(): number {
    const token = this.next();
    if (token.t !== "number" || !Number.isFinite(token.v))
      throw invalidFilter(`expected a coordinate at ${token.at + 1}`);
    return token.v;
  }

  private position(): Position {
    const position: Position = [this.coordinate(), this.coordinate()];
    const [x, y] = position;
    if (x < -180 || x > 180 || y < -90 || y > 90)
      throw invalidFilter("coordinates are CRS84 longitude, latitude");
    return position;
  }

  private geometry(): SpatialSelection {
    const token = this.next();
    const word = token.t === "ident" && !token.quoted ? token.v.toUpperCase() : "";
    if (word === "POINT") {
      this.expectOp("(");
      const point = this.position();
      this.expectOp(")");
      return { kind: "point", point, envelope: [point[0], point[1], point[0], point[1]] };
    }
    if (word === "BBOX" || word === "ENVELOPE") {
      this.expectOp("(");
      const v = [this.coordinate()];
      for (let i = 0; i < 3; i++) {
        this.expectOp(",");
        v.push(this.coordinate());
      }
      this.expectOp(")");
      const [minX, minY, maxX, maxY] = v;
      if (minX > maxX || minY > maxY || minX < -180 || maxX > 180 || minY < -90 || maxY > 90) {
        throw invalidFilter("BBOX takes minx, miny, maxx, maxy in CRS84");
      }
      const ring: Position[] = [
        [minX, minY],
        [maxX, minY],
        [maxX, maxY],
        [minX, maxY],
        [minX, minY],
      ];
      return { kind: "polygon", polygon: [ring], envelope: [minX, minY, maxX, maxY] };
    }
    if (word === "POLYGON") {
      this.expectOp("(");
      const polygon: Polygon = [];
      let positions = 0;
      do {
        this.expectOp("(");
        const ring: Position[] = [this.position()];
        while (this.acceptOp(",")) {
          if (++positions > MAX_POSITIONS)
            throw invalidFilter(`a polygon of more than ${MAX_POSITIONS} positions`);
          ring.push(this.position());
        }
        this.expectOp(")");
        const [first, last] = [ring[0], ring[ring.length - 1]];
        if (ring.length < 4 || first[0] !== last[0] || first[1] !== last[1]) {
          throw invalidFilter("a polygon ring needs at least 4 positions and must be closed");
        }
        polygon.push(ring);
      } while (this.acceptOp(","));
      this.expectOp(")");
      const xs = polygon[0].map((p) => p[0]);
      const ys = polygon[0].map((p) => p[1]);
      return {
        kind: "polygon",
        polygon,
        envelope: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
      };
    }
    throw invalidFilter(`S_INTERSECTS takes a POINT, POLYGON or BBOX literal (at ${token.at + 1})`);
  }
}

/** Parses a CQL2-text filter; a 400 naming the problem when it is not one. */
export function parseFilter(text: string): Node {
  if (text.length > FILTER_MAX_LENGTH) throw invalidFilter(`longer than ${FILTER_MAX_LENGTH} characters`);
  return new Parser(tokenize(text)).parse();
}

function queryable(queryables: Record<string, Queryable>, name: string): Queryable {
  const q = Object.hasOwn(queryables, name) ? queryables[name] : undefined;
  if (!q) throw invalidFilter(`"${name}" is not a queryable of this collection`);
  return q;
}

function value(q: Queryable, name: string, literal: Literal): unknown {
  if (q.kind === "text" && literal.type === "string") return literal.v;
  if (q.kind === "number" && literal.type === "number") return literal.v;
  if (q.kind === "boolean" && literal.type === "boolean") return literal.v;
  if (
    q.kind === "date" &&
    (literal.type === "date" || (literal.type === "string" && isIsoInstant(literal.v)))
  ) {
    return literal.v;
  }
  throw invalidFilter(
    `"${name}" is a ${q.kind}; ${literal.type === "string" ? `'${literal.v}'` : String(literal.v)} is not`,
  );
}

const CMP: Record<string, SQL> = {
  "=": sql.raw("="),
  "<>": sql.raw("<>"),
  "<": sql.raw("<"),
  "<=": sql.raw("<="),
  ">": sql.raw(">"),
  ">=": sql.raw(">="),
};

function param(q: Queryable, v: unknown): SQL {
  // Numbers compare as double precision, so no literal overflows an integer column.
  if (q.kind === "number") return sql`${v}::float8`;
  if (q.kind !== "date") return sql`${v}`;
  return String(v).length > 10 ? sql`${v}::timestamptz` : sql`${v}::date`;
}

function compileNode(node: Node, queryables: Record<string, Queryable>): SQL {
  switch (node.op) {
    case "and":
    case "or":
      return sql`(${sql.join(
        node.args.map((a) => compileNode(a, queryables)),
        sql.raw(node.op === "and" ? " and " : " or "),
      )})`;
    case "not":
      return sql`(not coalesce(${compileNode(node.arg, queryables)}, false))`;
    case "cmp": {
      const q = queryable(queryables, node.prop);
      return sql`(${q.column} ${CMP[node.cmp]} ${param(q, value(q, node.prop, node.value))})`;
    }
    case "like": {
      const q = queryable(queryables, node.prop);
      if (q.kind !== "text") throw invalidFilter(`LIKE takes a text property; "${node.prop}" is a ${q.kind}`);
      // `%` and `_` are the wildcards and `\` escapes one: a pattern may not end on a lone escape.
      if (/(^|[^\\])(\\\\)*\\$/.test(node.pattern)) throw invalidFilter("a LIKE pattern may not end with \\");
      return sql`(${q.column} ${sql.raw(node.not ? "not like" : "like")} ${node.pattern})`;
    }
    case "in": {
      const q = queryable(queryables, node.prop);
      const list = sql.join(
        node.values.map((v) => param(q, value(q, node.prop, v))),
        sql`, `,
      );
      return sql`(${q.column} ${sql.raw(node.not ? "not in" : "in")} (${list}))`;
    }
    case "between": {
      const q = queryable(queryables, node.prop);
      const low = param(q, value(q, node.prop, node.low));
      const high = param(q, value(q, node.prop, node.high));
      return sql`(${q.column} ${sql.raw(node.not ? "not between" : "between")} ${low} and ${high})`;
    }
    case "null": {
      const q = queryable(queryables, node.prop);
      return sql`(${q.column} ${sql.raw(node.not ? "is not null" : "is null")})`;
    }
    case "spatial":
      // compileMixed takes every subtree with a spatial test before this is reached.
      throw new Error("a spatial test reached the attribute compiler");
  }
}

/**
 * A test of each candidate row for a filter that nests S_INTERSECTS under OR or NOT: its attribute
 * parts are selected as boolean columns (`__r0`, `__r1`, …) and its spatial parts tested exactly.
 */
export interface Residual {
  columns: SQL[];
  test(row: Record<string, unknown>, meets: (selection: SpatialSelection) => boolean): boolean;
}

/** The compiled filter: SQL over the queryables, and the spatial selections every feature must meet. */
export interface CompiledFilter {
  where?: SQL;
  spatial: SpatialSelection[];
  residual?: Residual;
}

const hasSpatial = (node: Node): boolean =>
  node.op === "spatial" ||
  ((node.op === "and" || node.op === "or") && node.args.some(hasSpatial)) ||
  (node.op === "not" && hasSpatial(node.arg));

interface MixedPart {
  /**
   * SQL every matching row meets (`positive`), or that only matching rows meet (under an odd number
   * of NOTs): a spatial test is its envelope's box overlap where a superset is wanted, false where a
   * subset is, so the negation of a subset is again a superset for the index to prefilter with.
   */
  approx(positive: boolean): SQL;
  test: Residual["test"];
}

/**
 * A conjunct with S_INTERSECTS inside OR or NOT: attribute subtrees become selected columns (two-valued:
 * unknown is false, as `NOT` treats it), spatial leaves the map's exact test (decision 0206).
 */
function compileMixed(
  node: Node,
  queryables: Record<string, Queryable>,
  geometryName: string,
  overlaps: (envelope: SpatialSelection["envelope"]) => SQL,
  columns: SQL[],
): MixedPart {
  if (!hasSpatial(node)) {
    const condition = sql`coalesce(${compileNode(node, queryables)}, false)`;
    const key = `__r${columns.push(condition) - 1}`;
    return { approx: () => condition, test: (row) => row[key] === true };
  }
  switch (node.op) {
    case "spatial": {
      if (node.prop !== geometryName)
        throw invalidFilter(`"${node.prop}" is not the geometry; use "${geometryName}"`);
      const selection = node.geometry;
      return {
        approx: (positive) => (positive ? overlaps(selection.envelope) : sql`false`),
        test: (_row, meets) => meets(selection),
      };
    }
    case "not": {
      const inner = compileMixed(node.arg, queryables, geometryName, overlaps, columns);
      return {
        approx: (positive) => sql`(not ${inner.approx(!positive)})`,
        test: (row, meets) => !inner.test(row, meets),
      };
    }
    case "and":
    case "or": {
      const parts = node.args.map((a) => compileMixed(a, queryables, geometryName, overlaps, columns));
      const joiner = sql.raw(node.op === "and" ? " and " : " or ");
      return {
        approx: (positive) =>
          sql`(${sql.join(
            parts.map((p) => p.approx(positive)),
            joiner,
          )})`,
        test:
          node.op === "and"
            ? (row, meets) => parts.every((p) => p.test(row, meets))
            : (row, meets) => parts.some((p) => p.test(row, meets)),
      };
    }
    default:
      throw new Error(`unreachable: ${node.op}`);
  }
}

/**
 * Compiles a filter for a collection: S_INTERSECTS conjuncts at the top level become spatial
 * selections (tested exactly, like `bbox`); conjuncts that nest S_INTERSECTS under OR or NOT become a
 * residual test of each candidate, prefiltered by SQL that every match meets (`overlaps` is the box
 * index's test of an envelope); everything else becomes SQL over the queryables.
 */
export function compileFilter(
  text: string,
  queryables: Record<string, Queryable>,
  geometryName: string,
  overlaps: (envelope: SpatialSelection["envelope"]) => SQL,
): CompiledFilter {
  const root = parseFilter(text);
  const conjuncts = root.op === "and" ? root.args : [root];
  const spatial: SpatialSelection[] = [];
  const rest: SQL[] = [];
  const columns: SQL[] = [];
  const tests: Residual["test"][] = [];
  for (const node of conjuncts) {
    if (node.op === "spatial") {
      if (node.prop !== geometryName)
        throw invalidFilter(`"${node.prop}" is not the geometry; use "${geometryName}"`);
      spatial.push(node.geometry);
    } else if (hasSpatial(node)) {
      const part = compileMixed(node, queryables, geometryName, overlaps, columns);
      rest.push(part.approx(true));
      tests.push(part.test);
    } else {
      rest.push(compileNode(node, queryables));
    }
  }
  const residual: Residual | undefined = tests.length
    ? { columns, test: (row, meets) => tests.every((t) => t(row, meets)) }
    : undefined;
  return { where: rest.length ? sql.join(rest, sql` and `) : undefined, spatial, residual };
}
