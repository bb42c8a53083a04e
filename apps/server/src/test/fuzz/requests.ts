import { randomBytes } from "node:crypto";
import fc from "fast-check";
import {
  arbitraryOf,
  asText,
  DEEP_JSON,
  type Dictionary,
  encodeComponent,
  type JsonSchema,
  type Mode,
  NASTY_STRINGS,
  NASTY_VALUES,
  textOfLength,
  typesOf,
} from "./arbitraries.ts";

/** One operation of the OpenAPI document. */
export interface Operation {
  method: string;
  path: string;
  params: {
    name: string;
    in: "path" | "query" | "header" | "cookie";
    required?: boolean;
    schema: JsonSchema;
  }[];
  body?: JsonSchema;
  /** Declared as multipart (an upload): its body is built as parts. */
  multipart: boolean;
}

/** Every operation of the document, in its order. */
export function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation["params"];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const json = content["application/json"]?.schema;
      const multipart =
        "multipart/form-data" in content || (!json && (method === "post" || method === "put"));
      out.push({ method: method.toUpperCase(), path, params: op.parameters ?? [], body: json, multipart });
    }
  }
  return out;
}

/** What the test sends with app.inject. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** For the report of a failure: the body before encoding, shortened. */
  summary: string;
}

/** How a body travels: JSON as clients send it, a form (the auth contract accepts those), or raw text. */
type BodyEncoding = "json" | "form" | "raw";

const RAW_BODIES = fc.constantFrom(
  "",
  "{",
  "null",
  '"\\u0000"',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  "[".repeat(10_000) + "]".repeat(10_000),
  "\u0000",
  "\ud800",
);

/** Path segments a router and a decoder must survive: NUL, bad percent-encodings, WTF-8 surrogates, traversal. */
const RAW_SEGMENTS = fc.constantFrom(
  "%00",
  "%",
  "%zz",
  "%ED%A0%80",
  "%C0%AF",
  "..%2F..%2Fetc",
  "a".repeat(5000),
  "%E2%80%AE",
);

/** The arbitrary of requests to one operation. `csrfToken` is the caller's real token (or none when anonymous). */
export function requestsOf(
  op: Operation,
  dict: Dictionary,
  csrfToken: string | null,
): fc.Arbitrary<FuzzRequest> {
  const mode: fc.Arbitrary<Mode> = fc.constantFrom<Mode>("valid", "fuzz", "fuzz");
  return mode.chain((m) => {
    const pathArb = fc.tuple(
      ...op.params
        .filter((p) => p.in === "path")
        .map((p) =>
          fc.tuple(
            fc.constant(p.name),
            m === "valid"
              ? arbitraryOf(p.schema, dict, "valid").map((v) => encodeComponent(asText(v)))
              : fc.oneof(
                  {
                    weight: 3,
                    arbitrary: arbitraryOf(p.schema, dict, "fuzz").map((v) => encodeComponent(asText(v))),
                  },
                  { weight: 1, arbitrary: RAW_SEGMENTS },
                ),
          ),
        ),
    );
    const queryParams = op.params.filter((p) => p.in === "query");
    const queryArb = fc.tuple(
      fc.tuple(
        ...queryParams.map((p) =>
          fc.option(
            fc.oneof(
              {
                weight: 4,
                arbitrary: arbitraryOf(p.schema, dict, m, p.name).map((v) => [p.name, v] as const),
              },
              // A repeated key arrives as an array.
              {
                weight: m === "fuzz" ? 1 : 0,
                arbitrary: fc.tuple(NASTY_STRINGS, NASTY_STRINGS).map((v) => [p.name, v] as const),
              },
            ),
            { nil: undefined, freq: p.required ? 10 : 3 },
          ),
        ),
      ),
      m === "fuzz"
        ? fc.option(fc.tuple(fc.constantFrom("unknown", ...dict.keys), NASTY_STRINGS), { nil: undefined })
        : fc.constant(undefined),
    );
    const bodyArb = bodyOf(op, dict, m);
    const csrfArb = csrfToken
      ? fc.oneof({ weight: 4, arbitrary: fc.constant(csrfToken) }, { weight: 1, arbitrary: NASTY_STRINGS })
      : NASTY_STRINGS;
    return fc.tuple(pathArb, queryArb, bodyArb, csrfArb).map(([pathParts, [query, extra], body, csrf]) => {
      let url = op.path;
      for (const [name, value] of pathParts) url = url.replace(`{${name}}`, value === "" ? "%20" : value);
      const pairs: string[] = [];
      for (const entry of [...(query as (readonly [string, unknown] | undefined)[]), extra]) {
        if (!entry) continue;
        const [name, value] = entry;
        const values = Array.isArray(value) && value.every((v) => typeof v === "string") ? value : [value];
        for (const v of values) pairs.push(`${encodeComponent(name)}=${encodeComponent(asText(v))}`);
      }
      if (pairs.length) url += `?${pairs.join("&")}`;
      const headers: Record<string, string> = { "x-csrf-token": encodeHeader(csrf) };
      const request: FuzzRequest = { method: op.method, url, headers, summary: shorten(body?.summary) };
      if (body) {
        headers["content-type"] = body.contentType;
        request.payload = body.payload;
      }
      return request;
    });
  });
}

/** A generated value for a failure report: long strings and deep nesting cut short. */
function shorten(value: unknown): string {
  if (value === undefined) return "";
  let text: string;
  try {
    text = JSON.stringify(value, (_key, v) =>
      typeof v === "string" && v.length > 200 ? `${v.slice(0, 200)}…(${v.length} chars)` : v,
    );
  } catch {
    text = "(too deeply nested to print)";
  }
  return text.length > 1500 ? `${text.slice(0, 1500)}…` : text;
}

/** Header values cannot hold control characters or non-Latin-1 text: those travel percent-encoded. */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeComponent(value);
}

interface Body {
  payload: string | Buffer;
  contentType: string;
  encoding: BodyEncoding;
  summary: unknown;
}

function bodyOf(op: Operation, dict: Dictionary, mode: Mode): fc.Arbitrary<Body | undefined> {
  if (op.method === "GET" || op.method === "DELETE" || op.method === "HEAD") return fc.constant(undefined);
  if (op.multipart) return multipartBodies(dict, mode);
  const schema = op.body ?? {};
  const value = arbitraryOf(schema, dict, mode);
  const json = value.map(
    (v): Body => ({
      payload: JSON.stringify(v) ?? "null",
      contentType: "application/json",
      encoding: "json",
      summary: v,
    }),
  );
  if (mode === "valid") return json;
  const form = value.map(
    (v): Body => ({
      payload:
        typeof v === "object" && v !== null && !Array.isArray(v)
          ? Object.entries(v)
              .map(([k, x]) => `${encodeComponent(k)}=${encodeComponent(asText(x))}`)
              .join("&")
          : encodeComponent(asText(v)),
      contentType: "application/x-www-form-urlencoded",
      encoding: "form",
      summary: v,
    }),
  );
  // Deep nesting in place of the body or of one of its fields, spliced in as text.
  const deep = fc.tuple(value, DEEP_JSON).map(([v, nested]): Body => {
    const key = typeof v === "object" && v !== null && !Array.isArray(v) ? Object.keys(v)[0] : undefined;
    const payload = key
      ? JSON.stringify({ ...(v as object), [key]: 0 }).replace(
          `${JSON.stringify(key)}:0`,
          `${JSON.stringify(key)}:${nested}`,
        )
      : nested;
    return {
      payload,
      contentType: "application/json",
      encoding: "raw",
      summary: `${key ?? "body"}: nested ${nested.length} chars`,
    };
  });
  const raw = RAW_BODIES.map(
    (text): Body => ({ payload: text, contentType: "application/json", encoding: "raw", summary: text }),
  );
  return fc.oneof(
    { weight: 6, arbitrary: json },
    { weight: 2, arbitrary: form },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: deep },
  );
}

/** An upload: text fields and zero to three file parts, with hostile names and contents. */
function multipartBodies(dict: Dictionary, mode: Mode): fc.Arbitrary<Body> {
  const text =
    mode === "valid"
      ? fc.constantFrom(...dict.strings)
      : fc.oneof(
          fc.constantFrom(...dict.strings),
          NASTY_STRINGS.filter((s) => s.length < 2000),
        );
  const field = fc.tuple(
    fc.constantFrom("ingestType", "mode", "file", "other", "__proto__"),
    fc.oneof(text, fc.constantFrom("validate", "apply", "Seismic_2D", "Well_Log")),
  );
  const file = fc.tuple(
    fc.constantFrom("file", "file", "other", ""),
    fc.oneof(
      fc.constantFrom("sheet.csv", "sheet.xlsx", "a.txt", "", "a\u0000.csv", "../../x.csv", "\ud800.csv"),
      fc.string({ maxLength: 20 }),
    ),
    fc.oneof(
      fc.constant(""),
      fc.constantFrom("id,name\n1,a\n", "\u0000\u0000\u0000", "PK\u0003\u0004garbage"),
      fc
        .array(fc.array(fc.oneof(text, NASTY_VALUES.map(asText)), { maxLength: 4 }), { maxLength: 4 })
        .map((rows) => rows.map((r) => r.join(",")).join("\n")),
    ),
  );
  return fc
    .tuple(fc.array(field, { maxLength: 4 }), fc.array(file, { maxLength: 3 }), fc.boolean())
    .map(([fields, files, truncate]) => {
      const boundary = `----fuzz${randomBytes(6).toString("hex")}`;
      const chunks: Buffer[] = [];
      const quoted = (s: string) => s.replaceAll('"', "%22").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
      for (const [name, value] of fields) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`,
          ),
        );
      }
      for (const [name, filename, content] of files) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"; filename="${quoted(filename)}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n`,
          ),
        );
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      let payload = Buffer.concat(chunks);
      if (truncate && mode === "fuzz") payload = payload.subarray(0, Math.floor(payload.length / 2));
      return {
        payload,
        contentType: `multipart/form-data; boundary=${boundary}`,
        encoding: "raw" as const,
        summary: { fields, files: files.map(([n, f, c]) => [n, f, c.slice(0, 100)]), truncate },
      };
    });
}

/** A request with one bounded value at its declared limit (`beyond`: one past it), the rest valid. */
export interface BoundCase {
  request: FuzzRequest;
  beyond: boolean;
  /** Where the bounded value is: `query.ids`, `body.records`, `body.filters.name`… */
  site: string;
}

/** A bounded node of a schema (an array with `maxItems`, a string with `maxLength`) and its path. */
interface Site {
  path: (string | number)[];
  schema: JsonSchema;
}

/** The alternatives of a union that are not null (a nullable node is one), or the schema itself. */
function variantsOf(schema: JsonSchema): JsonSchema[] {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (!alternatives) return [schema];
  return alternatives.filter((a) => a.type !== "null").flatMap(variantsOf);
}

/** The bounded nodes of a schema; inside a union of several shapes, a sample may take another: not walked. */
function sitesOf(schema: JsonSchema, path: (string | number)[], depth = 0): Site[] {
  const variants = variantsOf(schema);
  if (variants.length !== 1) return [];
  const s = variants[0];
  const out: Site[] = [];
  if (s.maxLength !== undefined || s.maxItems !== undefined) out.push({ path, schema: s });
  if (depth > 3) return out;
  for (const [key, child] of Object.entries(s.properties ?? {}))
    out.push(...sitesOf(child, [...path, key], depth + 1));
  if (s.items && !Array.isArray(s.items)) out.push(...sitesOf(s.items, [...path, 0], depth + 1));
  return out;
}

/** `value` with `path` set to `leaf`, containers made where the valid sample had none. */
function withValueAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const list = Array.isArray(value) ? [...value] : [];
    list[0] = withValueAt(list[0], rest, leaf);
    return list.slice(0, 1);
  }
  const object = value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
  return { ...object, [head]: withValueAt((object as Record<string, unknown>)[head], rest, leaf) };
}

/**
 * The plain request to an operation: its path parameters and required query parameters, and its
 * body, valid samples (fixed by `seed`), nothing optional. A list then shows its first page of
 * every row (the states seeded included), which optional filters drawn at random seldom do.
 */
export function plainRequestOf(op: Operation, dict: Dictionary, csrfToken: string | null, seed: number) {
  return sampledRequests(op, dict, csrfToken, seed).build({});
}

/**
 * Per bounded value of an operation (query, path and JSON body, nested included), a request with it
 * at its limit and one with it just past, every other value as in the plain request.
 */
export function boundCasesOf(
  op: Operation,
  dict: Dictionary,
  csrfToken: string | null,
  seed: number,
): BoundCase[] {
  const { sample, params, values, hasBody, body, build } = sampledRequests(op, dict, csrfToken, seed);
  const cases: BoundCase[] = [];
  const atAndBeyond = (site: Site, place: (leaf: unknown) => Parameters<typeof build>[0], name: string) => {
    const s = site.schema;
    const one = sample((s.items as JsonSchema | undefined) ?? {});
    const item = () => one;
    for (const beyond of [false, true]) {
      let leaf: unknown;
      if (typesOf(s).includes("array") && s.maxItems !== undefined) {
        leaf = Array.from({ length: s.maxItems + (beyond ? 1 : 0) }, item);
      } else if (s.maxLength !== undefined) leaf = textOfLength(s.maxLength + (beyond ? 1 : 0));
      else continue;
      cases.push({ request: build(place(leaf)), beyond, site: name });
    }
  };
  for (const p of params) {
    for (const site of sitesOf(p.schema, [])) {
      atAndBeyond(
        site,
        (leaf) => ({ param: p.name, value: withValueAt(values.get(p.name), site.path, leaf) }),
        `${p.in}.${[p.name, ...site.path].join(".")}`,
      );
    }
  }
  if (hasBody) {
    // A body of several shapes (a record bookmark or a map view): each shape with its own sample.
    const shapes = variantsOf(op.body as JsonSchema);
    for (const shape of shapes) {
      const base = shapes.length === 1 ? body : sample(shape);
      for (const site of sitesOf(shape, [])) {
        atAndBeyond(
          site,
          (leaf) => ({ body: withValueAt(base, site.path, leaf) }),
          `body.${site.path.join(".")}`,
        );
      }
    }
  }
  return cases;
}

/** Valid samples of an operation's parameters and body, and requests built of them with one value replaced. */
function sampledRequests(op: Operation, dict: Dictionary, csrfToken: string | null, seed: number) {
  const sample = (schema: JsonSchema, name?: string) =>
    fc.sample(arbitraryOf(schema, dict, "valid", name), { seed, numRuns: 1 })[0];
  const params = op.params.filter((p) => p.in === "path" || p.in === "query");
  const values = new Map<string, unknown>();
  for (const p of params) if (p.in === "path" || p.required) values.set(p.name, sample(p.schema, p.name));
  const hasBody = op.body && !op.multipart && !["GET", "DELETE", "HEAD"].includes(op.method);
  const body = hasBody ? sample(op.body as JsonSchema) : undefined;

  const build = (override: { param?: string; value?: unknown; body?: unknown }): FuzzRequest => {
    let url = op.path;
    const pairs: string[] = [];
    for (const p of params) {
      const value = p.name === override.param ? override.value : values.get(p.name);
      if (value === undefined) continue;
      if (p.in === "path") {
        url = url.replace(`{${p.name}}`, encodeComponent(asText(value)) || "%20");
        continue;
      }
      for (const v of Array.isArray(value) ? value : [value])
        pairs.push(`${encodeComponent(p.name)}=${encodeComponent(asText(v))}`);
    }
    if (pairs.length) url += `?${pairs.join("&")}`;
    const headers: Record<string, string> = csrfToken ? { "x-csrf-token": csrfToken } : {};
    const payloadValue = "body" in override ? override.body : body;
    const request: FuzzRequest = { method: op.method, url, headers, summary: "" };
    if (hasBody) {
      headers["content-type"] = "application/json";
      request.payload = JSON.stringify(payloadValue) ?? "null";
      request.summary = `${request.payload.length} bytes`;
    }
    return request;
  };
  return { sample, params, values, hasBody, body, build };
}
