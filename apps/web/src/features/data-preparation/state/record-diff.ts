/** One value a history entry changed. */
export interface FieldChange {
  key: string;
  before: unknown;
  after: unknown;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") {
    return (a ?? null) === (b ?? null);
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What a change did to a record: the keys whose value differs between before and after, in the
 * order of `keyOrder` (the type's columns) and then any other key alphabetically. A creation has no
 * before, a deletion no after: every value then counts as changed.
 */
export function diffRecord(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  keyOrder: readonly string[] = [],
): FieldChange[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const rank = new Map(keyOrder.map((key, index) => [key, index]));
  return [...keys]
    .filter((key) => !same(before?.[key], after?.[key]))
    .sort((a, b) => {
      const ra = rank.get(a) ?? Number.MAX_SAFE_INTEGER;
      const rb = rank.get(b) ?? Number.MAX_SAFE_INTEGER;
      return ra !== rb ? ra - rb : a.localeCompare(b);
    })
    .map((key) => ({ key, before: before?.[key] ?? null, after: after?.[key] ?? null }));
}
