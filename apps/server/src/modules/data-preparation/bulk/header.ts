import { CATALOG_REGISTRY, type CatalogType } from "@strata/core";

/**
 * A header as compared: letters and digits only, lower-cased, without trailing parentheses: a
 * "(unit)", and the template's "(required)" mark ("Line Name (required)" is the line name).
 */
const normalise = (header: string) =>
  header
    .replace(/(\s*\([^()]*\))+\s*$/, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");

export type HeaderMatch =
  | { ok: true; keys: (string | null)[] }
  | { ok: false; problem: string; unknown?: string[] };

/**
 * A metadata sheet's header row against the type's columns: each header names a column by label
 * or key (as the export writes them), none twice, and the id column is there. The bulk upload and
 * the storage sync's table check share this one rule.
 */
export function matchTableHeader(type: CatalogType, header: string[]): HeaderMatch {
  const def = CATALOG_REGISTRY[type];
  if (header.every((h) => h.trim() === "")) return { ok: false, problem: "The sheet has no header row." };
  const byName = new Map<string, string>();
  for (const c of def.columns) {
    byName.set(normalise(c.label), c.key);
    byName.set(normalise(c.key), c.key);
  }
  const keys = header.map((h) => (h.trim() === "" ? null : (byName.get(normalise(h)) ?? undefined)));
  const unknown = header.filter((_, i) => keys[i] === undefined);
  if (unknown.length) {
    return {
      ok: false,
      problem: `Unknown columns for ${def.displayName}: ${unknown.map((h) => `"${h}"`).join(", ")}. Name each column by its label or key as the ${def.displayName} export does.`,
      unknown,
    };
  }
  const seen = new Set<string>();
  for (const [i, key] of keys.entries()) {
    if (key && seen.has(key))
      return { ok: false, problem: `The column "${header[i].trim()}" appears twice.` };
    if (key) seen.add(key);
  }
  if (!seen.has(def.idField)) {
    const idLabel = def.columns.find((c) => c.key === def.idField)!.label;
    return { ok: false, problem: `The file has no "${idLabel}" column: every row needs its id.` };
  }
  return { ok: true, keys: keys as (string | null)[] };
}
