import fc from "fast-check";

/**
 * fast-check arbitraries built from the JSON Schemas of the OpenAPI document, so every route,
 * present or future, is fuzzed from what it declares. `valid` stays inside the declared schema
 * (what a well-behaved client sends); `fuzz` replaces any node of it, at any depth, with a hostile
 * value of the classes that once caused 500s (see docs/decisions.md, "Input at the edge").
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Values of the running app a generator should sometimes use, so requests reach past "not found". */
export interface Dictionary {
  /** Strings that mean something here: record ids, column keys, e-mail addresses, tokens. */
  strings: string[];
  /** Object keys that mean something here (column keys of the registry). */
  keys: string[];
  /** Per property name, values that are worth trying there (a catalogue filter, a bbox…). */
  byName: Record<string, fc.Arbitrary<unknown>>;
}

const INT4_MAX = 2_147_483_647;

/** Above this limit (an export of 100,000 ids) the generators build no array past it: the bound cases send one. */
const LARGE_ARRAY = 1000;

/** Strings that broke something once: NUL, lone surrogates, long, odd encodings, markup, paths. */
export const NASTY_STRINGS: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfffy",
    "\udbff",
    "\ud83d\ude00\ud83d",
    "",
    " ",
    "\t\n",
    "%00",
    "%",
    "../../../etc/passwd",
    "C:\\Windows\\system32",
    "' or 1=1 --",
    '"; drop table users; --',
    "<script>alert(1)</script>",
    `$${"{"}jndi:ldap://x}`,
    "{{7*7}}",
    "\u202eevil",
    "𝕊𝕥𝕣𝕒𝕥𝕒",
    "null",
    "undefined",
    "NaN",
    "-1",
    "0",
    "1e400",
    "-2147483649",
    "2147483648",
    "9223372036854775808",
    "99999999999999999999999",
    "0x7fffffff",
    "Infinity",
    "true",
    "[]",
    "{}",
    '{"min":1e308}',
    "__proto__",
    "constructor",
  ),
  fc.constantFrom(10_000, 100_000).map((n) => "a".repeat(n)),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc
    .tuple(
      fc.string({ maxLength: 8 }),
      fc.constantFrom("\u0000", "\ud800", "\udc00"),
      fc.string({ maxLength: 8 }),
    )
    .map((parts) => parts.join("")),
);

/** Numbers at and past the edges of the PostgreSQL integer types, and a few that are not whole. */
export const NASTY_NUMBERS: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -1.5,
    INT4_MAX,
    INT4_MAX + 1,
    -INT4_MAX - 1,
    -INT4_MAX - 2,
    2 ** 53 + 2,
    -(2 ** 63),
    2 ** 64,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    1e21,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
);

/**
 * Deep nesting as JSON text (`[[[…]]]`, `{"a":{"a":…}}`): built as text, so neither fast-check nor
 * the test walks it; the server's parser, validators and JSON columns must.
 */
export const DEEP_JSON: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(64, 1000, 10_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
  );

/** Any value of the wrong kind, including the hostile strings and numbers. */
export const NASTY_VALUES: fc.Arbitrary<unknown> = fc.oneof(
  NASTY_STRINGS,
  NASTY_NUMBERS,
  fc.constantFrom(null, true, false, [], {}, [null], { "": null }),
  fc.array(fc.constantFrom(1, "a", null), { minLength: 1001, maxLength: 1001 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Geometries a map selection must refuse or handle: empty, unclosed, too few points, zero area, out of range. */
export const DEGENERATE_POLYGONS: fc.Arbitrary<unknown> = fc.constantFrom(
  { type: "Polygon", coordinates: [] },
  { type: "Polygon", coordinates: [[]] },
  { type: "Polygon", coordinates: [[[0, 0]]] },
  {
    type: "Polygon",
    coordinates: [
      [
        [0, 0],
        [1, 1],
        [0, 0],
      ],
    ],
  },
  {
    type: "Polygon",
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ],
    ],
  },
  {
    type: "Polygon",
    coordinates: [
      [
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ],
    ],
  },
  {
    type: "Polygon",
    coordinates: [
      [
        [0, 0],
        [1, 1],
        [2, 2],
        [0, 0],
      ],
    ],
  },
  {
    type: "Polygon",
    coordinates: [
      [
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
        [0, 0],
      ],
    ],
  },
  {
    type: "Polygon",
    coordinates: [
      [
        [170, 0],
        [-170, 0],
        [-170, 5],
        [170, 5],
        [170, 0],
      ],
    ],
  },
  {
    type: "Polygon",
    coordinates: [
      [
        [-180, -90],
        [180, -90],
        [180, 90],
        [-180, 90],
        [-180, -90],
      ],
    ],
  },
  {
    type: "Polygon",
    coordinates: [
      [
        [0, 0],
        [1e308, 0],
        [1, 1],
        [0, 0],
      ],
    ],
  },
  {
    type: "Polygon",
    coordinates: [
      [
        [0, 0, 0],
        [1, 0, 0],
        [1, 1, 0],
        [0, 0, 0],
      ],
    ],
  },
  {
    type: "Polygon",
    coordinates: [
      [
        ["0", "0"],
        ["1", "0"],
        ["1", "1"],
        ["0", "0"],
      ],
    ],
  },
  {
    type: "Polygon",
    coordinates: [
      [
        [null, 0],
        [1, 0],
        [1, 1],
        [null, 0],
      ],
    ],
  },
  {
    type: "Polygon",
    coordinates: [
      [
        [100, 4],
        [101, 4],
        [101, 5],
        [100, 5],
        [100, 4],
      ],
      [],
    ],
  },
  { type: "MultiPolygon", coordinates: [] },
  { type: "Point", coordinates: [0, 0] },
);

/** A closed ring inside lon/lat range, as a map selection draws it. */
const closedRing: fc.Arbitrary<number[][]> = fc
  .array(
    fc.tuple(fc.double({ min: -180, max: 180, noNaN: true }), fc.double({ min: -90, max: 90, noNaN: true })),
    {
      minLength: 3,
      maxLength: 8,
    },
  )
  .map((points) => [...points, points[0]].map(([lon, lat]) => [lon, lat]));

const isObjectSchema = (s: JsonSchema) =>
  s.type === "object" ||
  (s.type === undefined && (s.properties !== undefined || s.additionalProperties !== undefined));

export function typesOf(s: JsonSchema): string[] {
  if (Array.isArray(s.type)) return s.type;
  if (s.type) return [s.type];
  if (isObjectSchema(s)) return ["object"];
  if (s.items || s.prefixItems) return ["array"];
  return [];
}

/** A Polygon's `coordinates`: an array of rings of positions. */
const looksLikeRings = (s: JsonSchema) =>
  s.type === "array" &&
  !Array.isArray(s.items) &&
  s.items?.type === "array" &&
  !Array.isArray(s.items.items) &&
  s.items.items?.type === "array";

export type Mode = "valid" | "fuzz";

/** A value for a schema: valid (inside it) or fuzzed (any node may be hostile). */
export function arbitraryOf(
  schema: JsonSchema,
  dict: Dictionary,
  mode: Mode,
  name?: string,
): fc.Arbitrary<unknown> {
  const normal = shapeOf(schema, dict, mode, name);
  if (mode === "valid") return normal;
  const hostile = looksLikeRings(schema)
    ? fc.oneof(
        NASTY_VALUES,
        DEGENERATE_POLYGONS.map((g) => (g as { coordinates: unknown }).coordinates),
      )
    : NASTY_VALUES;
  const beyond = (schema.maxItems ?? 0) > LARGE_ARRAY ? null : beyondBound(schema, () => null);
  if (beyond !== null)
    return fc.oneof(
      { weight: 4, arbitrary: normal },
      { weight: 1, arbitrary: hostile },
      { weight: 1, arbitrary: fc.constant(beyond) },
    );
  return fc.oneof({ weight: 4, arbitrary: normal }, { weight: 1, arbitrary: hostile });
}

function shapeOf(schema: JsonSchema, dict: Dictionary, mode: Mode, name?: string): fc.Arbitrary<unknown> {
  const named = name ? dict.byName[name] : undefined;
  const plain = plainShapeOf(schema, dict, mode, name);
  return named ? fc.oneof(named, plain) : plain;
}

function plainShapeOf(
  schema: JsonSchema,
  dict: Dictionary,
  mode: Mode,
  name?: string,
): fc.Arbitrary<unknown> {
  const withNull = (arb: fc.Arbitrary<unknown>) =>
    schema.nullable
      ? fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(null) })
      : arb;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return withNull(fc.constantFrom(...schema.enum));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return withNull(fc.oneof(...alternatives.map((s) => arbitraryOf(s, dict, mode, name))));
  if (schema.allOf?.length) return arbitraryOf(mergeAll(schema.allOf), dict, mode, name);
  const types = typesOf(schema);
  if (types.length === 0) return fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(...dict.strings));
  return withNull(fc.oneof(...types.map((t) => ofType(t, schema, dict, mode, name))));
}

function mergeAll(schemas: JsonSchema[]): JsonSchema {
  const merged: JsonSchema = { properties: {}, required: [] };
  for (const s of schemas) {
    Object.assign(merged, { ...s, properties: merged.properties, required: merged.required });
    Object.assign(merged.properties as object, s.properties);
    merged.required?.push(...(s.required ?? []));
  }
  return merged;
}

function ofType(
  type: string,
  s: JsonSchema,
  dict: Dictionary,
  mode: Mode,
  name?: string,
): fc.Arbitrary<unknown> {
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer": {
      const min = Math.ceil(s.minimum ?? s.exclusiveMinimum ?? Number.MIN_SAFE_INTEGER);
      const max = Math.floor(s.maximum ?? s.exclusiveMaximum ?? Number.MAX_SAFE_INTEGER);
      return fc.oneof(
        fc.integer({ min, max }),
        fc.constantFrom(min, max),
        fc.integer({ min, max: Math.min(max, min + 20) }),
      );
    }
    case "number": {
      const min = s.minimum ?? s.exclusiveMinimum ?? -Number.MAX_VALUE;
      const max = s.maximum ?? s.exclusiveMaximum ?? Number.MAX_VALUE;
      return fc.oneof(
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(min, max),
      );
    }
    case "string":
      return stringOf(s, dict);
    case "array":
      return arrayOf(s, dict, mode, name);
    case "object":
      return objectOf(s, dict, mode);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(s: JsonSchema, dict: Dictionary): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = s.maxLength ?? 64;
  const fits = (v: string) => v.length >= minLength && v.length <= maxLength;
  const options: fc.Arbitrary<string>[] = [];
  if (s.format === "uuid") options.push(fc.uuid());
  if (s.format === "email") options.push(fc.emailAddress());
  // A format's own generator beats generating from its (long) pattern.
  if (s.pattern && options.length === 0) {
    try {
      options.push(fc.stringMatching(new RegExp(s.pattern)).filter(fits));
    } catch {
      // A pattern fast-check cannot generate from: the other options still apply.
    }
  }
  if (options.length === 0) {
    options.push(fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, 40)) }));
    options.push(
      fc.string({ unit: "grapheme", minLength, maxLength: Math.min(maxLength, Math.max(minLength, 12)) }),
    );
  }
  const known = dict.strings.filter(fits);
  if (known.length) options.push(fc.constantFrom(...known));
  // Exactly at the declared limit, where a column or an index may be narrower than the schema.
  if (s.maxLength !== undefined && !s.pattern && !s.format)
    options.push(fc.constant(textOfLength(s.maxLength)));
  return fc.oneof(...options);
}

/**
 * `n` characters of varied text (letters, digits, spaces, accented and three-byte characters), the
 * same every time: long values of it neither compress like a repeated letter nor trim shorter.
 */
export function textOfLength(n: number): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789 éüß€漢";
  let out = "";
  let x = n;
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0;
    out += i === 0 || i === n - 1 ? "x" : alphabet[(x >>> 16) % alphabet.length];
  }
  return out;
}

/** A value just past a schema's `maxLength` or `maxItems` (which must be refused), or null when it has none. */
export function beyondBound(s: JsonSchema, item: () => unknown): unknown {
  if (typesOf(s).includes("string") && s.maxLength !== undefined) return textOfLength(s.maxLength + 1);
  if (typesOf(s).includes("array") && s.maxItems !== undefined)
    return Array.from({ length: s.maxItems + 1 }, item);
  return null;
}

function arrayOf(s: JsonSchema, dict: Dictionary, mode: Mode, name?: string): fc.Arbitrary<unknown> {
  const tuple = s.prefixItems ?? (Array.isArray(s.items) ? s.items : undefined);
  if (tuple) return fc.tuple(...tuple.map((item) => arbitraryOf(item, dict, mode)));
  const item = (s.items as JsonSchema | undefined) ?? {};
  if (looksLikeRings(s)) {
    const rings = fc.array(closedRing, { minLength: s.minItems ?? 0, maxLength: 2 });
    if (mode === "valid") return rings;
    return fc.oneof(
      rings,
      fc.array(arbitraryOf(item, dict, mode), { minLength: s.minItems ?? 0, maxLength: 3 }),
    );
  }
  const minLength = s.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 4, 4));
  // Arrays at their limit are the bound cases' (requests.ts): generated here they cost more than they find.
  return fc.array(arbitraryOf(item, dict, mode, name), { minLength, maxLength });
}

function objectOf(s: JsonSchema, dict: Dictionary, mode: Mode): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const model = Object.fromEntries(
    Object.entries(props).map(([key, p]) => [key, arbitraryOf(p, dict, mode, key)]),
  );
  const known = fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
  const extra = s.additionalProperties;
  if (extra === undefined || extra === false) {
    if (mode === "valid") return known;
    // An unknown key next to the known ones.
    return fc.oneof(
      { weight: 5, arbitrary: known },
      {
        weight: 1,
        arbitrary: fc
          .tuple(known, fc.constantFrom(...dict.keys, "unknownKey"), NASTY_VALUES)
          .map(([o, k, v]) => ({ ...(o as object), [k]: v })),
      },
    );
  }
  const valueSchema = extra === true ? {} : extra;
  const keys = fc.oneof(
    fc.constantFrom(...dict.keys),
    fc.string({ maxLength: 12 }),
    ...(mode === "fuzz" ? [NASTY_STRINGS.filter((k) => k.length < 1000)] : []),
  );
  const values =
    mode === "fuzz"
      ? fc.oneof(arbitraryOf(valueSchema, dict, mode), NASTY_VALUES)
      : arbitraryOf(valueSchema, dict, mode);
  return fc
    .tuple(known, fc.dictionary(keys, values, { maxKeys: 6 }))
    .map(([o, d]) => ({ ...d, ...(o as object) }));
}

/** One query-string or form value as text; lone surrogates survive as their WTF-8 bytes. */
export function encodeComponent(value: string): string {
  if (!/[\ud800-\udfff]/.test(value)) return encodeURIComponent(value);
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const next = value.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      // WTF-8: the three bytes a lone surrogate would take, which a strict decoder refuses.
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(value[i]);
    }
  }
  return out;
}

/** A generated value as it travels in a URL: text as is, numbers and flags as text, the rest as JSON. */
export function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value) ?? "";
}
