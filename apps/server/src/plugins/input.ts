import { RECORD_BOUNDS, storableText } from "@strata/core";
import type { FastifyInstance, FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";

/** String formats whose pattern already refuses NUL and lone surrogates. */
const SAFE_FORMATS = new Set(["email", "uuid", "guid"]);

interface Def {
  type: string;
  format?: string;
  checks?: unknown[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The places in an input schema where a string is accepted without the `text()` check of
 * @strata/core (docs/decisions.md, "Input at the edge"), as paths like `body.files[].fileid`.
 */
export function plainStrings(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: z.ZodType | null | undefined, at: string) =>
    child ? plainStrings(child, at, seen) : [];
  switch (def.type) {
    case "string":
      if (def.format && SAFE_FORMATS.has(def.format)) return [];
      return def.checks?.includes(storableText) ? [] : [path];
    case "object":
      return [
        ...Object.entries(def.shape ?? {}).flatMap(([key, child]) => walk(child, `${path}.${key}`)),
        ...walk(def.catchall, `${path}.*`),
      ];
    case "array":
      return walk(def.element, `${path}[]`);
    case "tuple":
      return [
        ...(def.items ?? []).flatMap((item, i) => walk(item, `${path}[${i}]`)),
        ...walk(def.rest, `${path}[]`),
      ];
    case "record":
    case "map":
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}.*`)];
    case "set":
      return walk(def.valueType, `${path}[]`);
    case "union":
      return (def.options ?? []).flatMap((option) => walk(option, path));
    case "intersection":
      return [...walk(def.left, path), ...walk(def.right, path)];
    case "pipe":
      return [...walk(def.in, path), ...walk(def.out, path)];
    case "lazy":
      return walk(def.getter?.(), path);
    default:
      return walk(def.innerType, path);
  }
}

/** String formats whose pattern fixes the length (a UUID is 36 characters): bounded without `.max()`. */
const FIXED_LENGTH_FORMATS = new Set([
  "uuid",
  "guid",
  "date",
  "time",
  "datetime",
  "duration",
  "ipv4",
  "ipv6",
]);
const LENGTH_BOUNDS = new Set(["max_length", "length_equals", "max_size", "size_equals"]);

const checksOf = (def: Def) =>
  (def.checks ?? []) as { _zod?: { def?: { check?: string; format?: string } } }[];
/** A maximum length, or a check of a fixed-length format (`text().check(z.iso.date())`). */
const hasLengthBound = (def: Def) =>
  checksOf(def).some(
    ({ _zod }) =>
      LENGTH_BOUNDS.has(_zod?.def?.check ?? "") ||
      (_zod?.def?.check === "string_format" && FIXED_LENGTH_FORMATS.has(_zod.def.format ?? "")),
  );
/** A record keyed by an enum or literal has as many entries as the key has values. */
const finiteKeys = (key: z.ZodType | undefined) =>
  key !== undefined && ["enum", "literal"].includes(defOf(key).type);

/**
 * The places in an input schema that accept an unbounded amount (issue 24, "No request can starve
 * the others"): an array, string or set without a maximum length, a record without `boundedRecord`.
 * Only what the client sends counts: a pipe is walked on its input side, since its output is
 * derived from an input already bounded.
 */
export function unboundedInputs(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: z.ZodType | null | undefined, at: string) =>
    child ? unboundedInputs(child, at, seen) : [];
  const unless = (bounded: boolean) => (bounded ? [] : [path]);
  switch (def.type) {
    case "string":
      return unless(hasLengthBound(def) || FIXED_LENGTH_FORMATS.has(def.format ?? ""));
    case "object":
      return [
        ...Object.entries(def.shape ?? {}).flatMap(([key, child]) => walk(child, `${path}.${key}`)),
        ...walk(def.catchall, `${path}.*`),
      ];
    case "array":
      return [...unless(hasLengthBound(def)), ...walk(def.element, `${path}[]`)];
    case "tuple":
      return [
        ...unless(!def.rest || hasLengthBound(def)),
        ...(def.items ?? []).flatMap((item, i) => walk(item, `${path}[${i}]`)),
        ...walk(def.rest, `${path}[]`),
      ];
    case "record":
    case "map":
      return [
        ...unless(finiteKeys(def.keyType) || checksOf(def).some((c) => RECORD_BOUNDS.has(c))),
        ...walk(def.keyType, `${path}{key}`),
        ...walk(def.valueType, `${path}.*`),
      ];
    case "set":
      return [...unless(hasLengthBound(def)), ...walk(def.valueType, `${path}[]`)];
    case "union":
      return (def.options ?? []).flatMap((option) => walk(option, path));
    case "intersection":
      return [...walk(def.left, path), ...walk(def.right, path)];
    case "pipe":
      return walk(def.in, path);
    case "lazy":
      return walk(def.getter?.(), path);
    default:
      return walk(def.innerType, path);
  }
}

/**
 * zod's validator, behind a start-up guardrail: a route whose body, query, params or headers accept
 * a string without `text()`, or an unbounded array, string, set or record, fails to register, naming
 * the field, as a route without `config.access` does. So every later route rejects NUL and lone
 * surrogates with a 400 naming the field, and no request carries more than its schema bounds.
 */
export const inputValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const plain = plainStrings(route.schema, route.httpPart ?? "input");
  if (plain.length > 0) {
    throw new Error(
      `Route ${route.method} ${route.url}: ${plain.join(", ")} accept(s) any string; use text() from @strata/core`,
    );
  }
  const unbounded = unboundedInputs(route.schema, route.httpPart ?? "input");
  if (unbounded.length > 0) {
    throw new Error(
      `Route ${route.method} ${route.url}: ${unbounded.join(", ")} accept(s) an unbounded amount; give each a .max() (uniqueList or boundedRecord from @strata/core)`,
    );
  }
  return validatorCompiler(route);
};

/** The parts of a request a route's schema validates. */
export const INPUT_PARTS = ["body", "querystring", "params", "headers"] as const;

export interface RouteInput {
  method: string;
  url: string;
  schema: Partial<Record<(typeof INPUT_PARTS)[number], z.ZodType>>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route's input schemas, in registration order (for the guardrail test). */
    routeInputs: RouteInput[];
  }
}

/** Validates every route's input through the guarded compiler and keeps the schemas for the guardrail test. */
export function registerInputGuard(app: FastifyInstance) {
  app.setValidatorCompiler(inputValidatorCompiler);
  const inputs: RouteInput[] = [];
  app.decorate("routeInputs", inputs);
  app.addHook("onRoute", (route) => {
    const schema = Object.fromEntries(
      INPUT_PARTS.flatMap((part) => (route.schema?.[part] ? [[part, route.schema[part]]] : [])),
    );
    for (const method of [route.method].flat()) inputs.push({ method, url: route.url, schema });
  });
}
