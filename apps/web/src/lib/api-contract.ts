/**
 * The rule that keeps the web typed from the API contract (decision 0198): calls go through
 * lib/api.ts's `api.GET/POST/PUT/PATCH/DELETE` (and its typed `postForm`, `download`, `getBytes`),
 * whose path, parameters, body and answer come from the generated `paths`. The scanner finds the
 * forms that bypass the contract; api-contract.guard.test.ts runs it over apps/web/src.
 */

/** An untyped call found in a source: its line (1-based) and the text that matched. */
export interface UntypedCall {
  line: number;
  text: string;
}

const UNTYPED_FORMS: readonly RegExp[] = [
  // The old hand-typed helpers: `api.get<T>(path)`, `api.post(path, body)`, … (any path, any answer).
  /\bapi\s*\.\s*(?:get|post|put|patch|delete)\s*[<(]/g,
  // The typed helpers given a hand-written answer type: the contract gives it.
  /\bapi\s*\.\s*(?:postForm|download|getBytes|GET|POST|PUT|PATCH|DELETE)\s*</g,
  // A raw fetch of the API, untyped and without ApiError (lib/ alone may do this).
  /\bfetch\(\s*[`'"]\/api\//g,
];

/** Every untyped API call in one source text. */
export function findUntypedCalls(source: string): UntypedCall[] {
  const found: UntypedCall[] = [];
  for (const form of UNTYPED_FORMS) {
    for (const match of source.matchAll(form)) {
      const line = source.slice(0, match.index).split("\n").length;
      found.push({ line, text: match[0] });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}
