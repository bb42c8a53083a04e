/**
 * Section 5: a technical report's linked values (2D/3D USI, non-seismic UNSI, wells, fields) are one
 * text split on semicolons, each part trimmed; empty parts are dropped. The database applies the same
 * rule in the generated `*_list` columns (see the catalogue schema).
 */
export function splitLinkedValues(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
