/**
 * Derives an OpenAPI operationId (verb + noun, camelCase) from a route's method and path, so every
 * route gets a stable name in generated clients without anyone having to remember it:
 *
 * - an item (the path ends with a parameter) is got, updated and deleted:
 *   `GET /api/admin/subscriptions/{id}` → `getAdminSubscription`, `PUT`/`PATCH`/`POST` → `updateAdminSubscription`;
 * - a collection (a path with a `…/{param}` child route) is listed and created:
 *   `GET /api/admin/subscriptions` → `listAdminSubscriptions`, `POST` → `createAdminSubscription`;
 *   a GET of a plural word with no item route lists too (`GET /api/tags` → `listTags`);
 * - a POST to any other path is an action named by its last segment, verb first:
 *   `POST /api/users/change-password` → `changeUserPassword`,
 *   `POST /api/admin/applications/{id}/approve` → `approveAdminApplication`;
 * - any other GET gets, PUT and PATCH update, DELETE deletes.
 *
 * `/api` and parameters never appear in the name and every word group but the last is singular. A
 * version segment names the version at the end: `GET /api/v2/catalogs/{type}/facets` → `listCatalogFacetsV2`
 * (the name of the same route without it, plus `V2`), so both versions sit side by side in a client.
 * Where the result reads badly (remote-procedure paths such as `/api/data-preparation/getmetadata`),
 * the route's schema names the operation itself with `operationId`.
 */
export function deriveOperationId(
  method: string,
  url: string,
  isCollection: (path: string) => boolean,
): string {
  const version = url.match(VERSION)?.[0];
  if (version) {
    const at = url.indexOf(version);
    // The versioned paths' own child routes decide list or get.
    const versioned = (path: string) => path.slice(0, at) + version + path.slice(at);
    const name = deriveOperationId(method, url.replace(version, ""), (path) => isCollection(versioned(path)));
    return `${name}${version.slice(1).toUpperCase()}`;
  }
  const segments = url.split("/").filter((s) => s !== "" && s !== "api");
  const statics = segments.filter((s) => !isParam(s)).map(splitWords);
  const endsWithParam = isParam(segments.at(-1) ?? "");
  const verb = method.toUpperCase();

  if (endsWithParam) {
    // An item: every word group names one thing (`/catalogs/bookmarks/{id}` → CatalogBookmark).
    const noun = pascal(statics.flatMap(singular));
    if (verb === "GET") return `get${noun}`;
    if (verb === "DELETE") return `delete${noun}`;
    return `update${noun}`;
  }

  const last = statics.at(-1) ?? ["root"];
  const qualifiers = statics.slice(0, -1).flatMap(singular);
  const hasItems = isCollection(url.replace(/\/+$/, ""));
  if (verb === "GET") {
    const listed = hasItems || isPlural(last);
    return `${listed ? "list" : "get"}${pascal([...qualifiers, ...last])}`;
  }
  if (verb === "POST") {
    if (hasItems) return `create${pascal([...qualifiers, ...singular(last)])}`;
    const [action, ...object] = last;
    return `${action}${pascal([...qualifiers, ...object])}`;
  }
  if (verb === "DELETE") return `delete${pascal([...qualifiers, ...last])}`;
  return `update${pascal([...qualifiers, ...last])}`;
}

/** A version segment of a path: `/v2`. */
const VERSION = /\/v\d+(?=\/|$)/;

const isParam = (segment: string) => segment.startsWith(":") || segment.startsWith("{");

/** `change-password` → [change, password]; `_log` → [log]; `metadataProperties` → [metadata, properties]. */
function splitWords(segment: string): string[] {
  return segment
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

function isPlural(words: string[]): boolean {
  const word = words.at(-1) ?? "";
  return word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word);
}

function singular(words: string[]): string[] {
  if (!isPlural(words)) return words;
  const word = words.at(-1)!;
  const one = word.endsWith("ies") ? `${word.slice(0, -3)}y` : word.slice(0, -1);
  return [...words.slice(0, -1), one];
}

const pascal = (words: string[]) => words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
