import { storableText } from "@strata/core";
import type { FastifySchemaCompiler } from "fastify";
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

/**
 * zod's validator, behind a start-up guardrail: a route whose body, query, params or headers accept
 * a string without `text()` fails to register, naming the field, as a route without `config.access`
 * does. So every later route rejects NUL and lone surrogates with a 400 naming the field.
 */
export const inputValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const plain = plainStrings(route.schema, route.httpPart ?? "input");
  if (plain.length > 0) {
    throw new Error(
      `Route ${route.method} ${route.url}: ${plain.join(", ")} accept(s) any string; use text() from @strata/core`,
    );
  }
  return validatorCompiler(route);
};
