import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findUntypedCalls } from "./api-contract.ts";

const SRC = path.resolve(import.meta.dirname, "..");

/**
 * The ratchet: files that still call the API the old, hand-typed way. It only shrinks — the test
 * fails when a file not listed calls untyped, and when a listed file no longer does (take it off).
 */
const NOT_YET_TYPED = new Set<string>([
  // RATCHET-LIST
  "features/contact/api/contact.ts",
  "features/core-analysis/api/core-analysis.ts",
  "features/curated-packages/api/curated-packages.ts",
  "features/data-packs/api/admin.ts",
  "features/data-preparation/api/client.ts",
  "features/data-requests/api/admin-requests.ts",
  "features/data-requests/api/my-requests.ts",
  "features/faqs/api/faqs.ts",
  "features/mbr-plus/api/mbr-plus.ts",
  "features/news/api/news.ts",
  "features/payments/api/payments.ts",
]);

/** Files that implement the calls (lib/api.ts) or the rule itself, and tests (they name the forms). */
function isExempt(file: string): boolean {
  return file === "lib/api.ts" || file === "lib/api-contract.ts" || /\.test\.tsx?$/.test(file);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function untypedFiles(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const full of sourceFiles(SRC)) {
    const file = path.relative(SRC, full).split(path.sep).join("/");
    if (isExempt(file)) continue;
    const calls = findUntypedCalls(readFileSync(full, "utf8"));
    if (calls.length > 0)
      found.set(
        file,
        calls.map((call) => `${file}:${call.line} ${call.text}`),
      );
  }
  return found;
}

describe("the web is typed from the API contract", () => {
  const found = untypedFiles();

  it("calls the API only through the typed client (api.GET/POST/PUT/PATCH/DELETE)", () => {
    const offending = [...found].filter(([file]) => !NOT_YET_TYPED.has(file)).flatMap(([, calls]) => calls);
    expect(offending).toEqual([]);
  });

  it("keeps the list of files not yet typed minimal (a typed file leaves the list)", () => {
    const typed = [...NOT_YET_TYPED].filter((file) => !found.has(file));
    expect(typed).toEqual([]);
  });
});

describe("the untyped-call rule", () => {
  it("catches the old hand-typed helpers, typed helpers given a hand-written answer, and raw fetches", () => {
    const planted = [
      'const a = await api.get<Invoice[]>("/api/invoices");',
      "await api.post(`/api/invoices/pay`, body);",
      "api.delete('/api/users/' + id);",
      'api.postForm<Upload>("/api/uploads", form);',
      'api.GET<Mine>("/api/users/me");',
      'const r = await fetch("/api/users/me");',
      "fetch(`/api/users/me`, { method: 'DELETE' });",
    ].join("\n");
    expect(findUntypedCalls(planted).map((call) => call.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("lets the typed calls and non-API fetches through", () => {
    const typed = [
      'await api.GET("/api/users/{id}", { params: { path: { id } }, signal });',
      'await api.PATCH("/api/users/{id}", { params: { path: { id } }, body });',
      'await api.postForm("/api/uploads", form, { headers });',
      "const countries = await fetch(countriesUrl);",
      "const target = api.getter;",
    ].join("\n");
    expect(findUntypedCalls(typed)).toEqual([]);
  });
});
