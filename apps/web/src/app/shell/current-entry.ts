/**
 * The navigation entry a page belongs to, whichever way the user came: the entry whose path is the
 * longest prefix of the page's path by whole segments (`/admin/applications/123` belongs to
 * `/admin/applications`, `/mbr/applications` to itself rather than to `/mbr`). The dashboard (`/`)
 * matches only itself. `alsoMatches` adds the paths of pages reached from an entry that live
 * elsewhere (a record's viewer under `/visualisation` belongs to the catalogue).
 */
export function currentEntryOf(
  entries: readonly { to: string; alsoMatches?: readonly string[] }[],
  pathname: string,
): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  let best: { to: string; length: number } | undefined;
  for (const entry of entries) {
    for (const prefix of [entry.to, ...(entry.alsoMatches ?? [])]) {
      const matches = prefix === "/" ? path === "/" : path === prefix || path.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { to: entry.to, length: prefix.length };
    }
  }
  return best?.to;
}
