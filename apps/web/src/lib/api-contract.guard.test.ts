import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findUntypedCalls } from "./api-contract.ts";

const SRC = path.resolve(import.meta.dirname, "..");

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
    expect([...found.values()].flat()).toEqual([]);
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
      "basemap ??= api",
      '  .get<Basemap>("/api/map/basemap")',
    ].join("\n");
    expect(findUntypedCalls(planted).map((call) => call.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
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
