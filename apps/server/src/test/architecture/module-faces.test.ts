import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  findFaceViolations,
  findLayerViolations,
  findModuleCycles,
  moduleGraph,
  readImports,
  readSourceTree,
  type SourceFile,
} from "./module-faces.ts";

const SRC = fileURLToPath(new URL("../..", import.meta.url));

describe("the server's modules (apps/server/src)", () => {
  const files = readSourceTree(SRC);

  it("reads the source tree", () => {
    expect(files.filter((f) => f.path.startsWith("modules/")).length).toBeGreaterThan(300);
  });

  it("import one another only through their faces (index.ts)", () => {
    const violations = findFaceViolations(files).map((v) => `${v.from}:${v.line} imports ${v.specifier}`);
    expect(violations).toEqual([]);
  });

  it("import nothing above them (seed/, tests) and lib/ imports no module", () => {
    const violations = findLayerViolations(files).map((v) => `${v.from}:${v.line} ${v.rule}: ${v.specifier}`);
    expect(violations).toEqual([]);
  });

  it("form no cycle, counting type-only imports", () => {
    expect(findModuleCycles(moduleGraph(files))).toEqual([]);
  });
});

describe("reading import specifiers", () => {
  it("finds static imports, re-exports, side-effect and dynamic imports, on one line or several", () => {
    const refs = readImports(
      [
        'import { a, b as c } from "../billing/service.ts";',
        "import {",
        "  d,",
        "  e,",
        '} from "../invoices/index.ts";',
        'import * as all from "./all.ts";',
        'import fallback, { f } from "./default.ts";',
        'export { g } from "../payments/routes.ts";',
        'export * from "./everything.ts";',
        'import "./side-effect.ts";',
        'const later = await import("../subscriptions/lazy.ts");',
      ].join("\n"),
    );
    expect(refs.map((r) => [r.specifier, r.line])).toEqual([
      ["../billing/service.ts", 1],
      ["../invoices/index.ts", 2],
      ["./all.ts", 6],
      ["./default.ts", 7],
      ["../payments/routes.ts", 8],
      ["./everything.ts", 9],
      ["./side-effect.ts", 10],
      ["../subscriptions/lazy.ts", 11],
    ]);
  });

  it("tells type-only imports: `import type`, `export type`, and braces whose every name is a type", () => {
    const refs = readImports(
      [
        'import type { A } from "./a.ts";',
        'import { type B, type C } from "./b.ts";',
        'import { type D, e } from "./d.ts";',
        'export type { F } from "./f.ts";',
        'import { g } from "./g.ts";',
      ].join("\n"),
    );
    expect(refs.map((r) => [r.specifier, r.typeOnly])).toEqual([
      ["./a.ts", true],
      ["./b.ts", true],
      ["./d.ts", false],
      ["./f.ts", true],
      ["./g.ts", false],
    ]);
  });

  it("ignores imports inside comments and strings", () => {
    const refs = readImports(
      [
        '// import { a } from "../billing/service.ts";',
        "/*",
        'import { b } from "../billing/issue.ts";',
        "*/",
        'const text = "import { c } from \\"../billing/ledger.ts\\"";',
        'import { d } from "./d.ts";',
      ].join("\n"),
    );
    expect(refs.map((r) => [r.specifier, r.line])).toEqual([["./d.ts", 6]]);
  });
});

describe("the guard catches planted violations", () => {
  const file = (path: string, ...lines: string[]): SourceFile => ({ path, text: lines.join("\n") });

  it("an import of another module's internals, from a module, a test or app.ts", () => {
    const files = [
      file("modules/applications/service.ts", 'import { issueInvoice } from "../billing/issue.ts";'),
      file("modules/applications/routes.ts", 'import { issueInvoice } from "../billing/index.ts";'),
      file("modules/applications/present.ts", 'import { applicationStore } from "./workflow.ts";'),
      file("modules/applications/apply.test.ts", 'import { ledger } from "../billing/ledger.ts";'),
      file("modules/applications/flow.test.ts", 'import { invoiceFor } from "../billing/test/helpers.ts";'),
      file("app.ts", 'import { registerBillingRoutes } from "./modules/billing/routes.ts";'),
      file("app.ts", 'import { registerBilling } from "./modules/billing/index.ts";'),
    ];
    expect(findFaceViolations(files)).toEqual([
      {
        from: "modules/applications/service.ts",
        line: 1,
        specifier: "../billing/issue.ts",
        module: "billing",
      },
      {
        from: "modules/applications/apply.test.ts",
        line: 1,
        specifier: "../billing/ledger.ts",
        module: "billing",
      },
      { from: "app.ts", line: 1, specifier: "./modules/billing/routes.ts", module: "billing" },
    ]);
  });

  it("a cycle through faces, counting type-only imports, but not through tests", () => {
    const files = [
      file("modules/applications/service.ts", 'import { issueInvoice } from "../billing/index.ts";'),
      file("modules/billing/issue.ts", 'import type { ApplicationRow } from "../applications/index.ts";'),
      file("modules/invoices/service.ts", 'import { issueInvoice } from "../billing/index.ts";'),
      file("modules/billing/issue.test.ts", 'import { listInvoices } from "../invoices/index.ts";'),
    ];
    const graph = moduleGraph(files);
    expect(findModuleCycles(graph)).toEqual([["applications", "billing"]]);
    expect(graph.get("billing")).toEqual(new Set(["applications"]));
  });

  it("a longer cycle is one component, without the modules that only lead into it", () => {
    const files = [
      file("modules/a/index.ts", 'export { b } from "../b/index.ts";'),
      file("modules/b/index.ts", 'export { c } from "../c/index.ts";'),
      file("modules/c/index.ts", 'export { a } from "../a/index.ts";'),
      file("modules/d/index.ts", 'export { a } from "../a/index.ts";'),
    ];
    const graph = moduleGraph(files);
    expect(findModuleCycles(graph)).toEqual([["a", "b", "c"]]);
  });

  it("a module or lib/ reaching up into seed/, production code importing a test, lib/ importing a module", () => {
    const files = [
      file("modules/invoices/demo.ts", 'import { demoEmail } from "../../seed/demo-accounts.ts";'),
      file("modules/invoices/demo.test.ts", 'import { seedDemoData } from "../../seed/demo.ts";'),
      file("modules/invoices/service.ts", 'import { invoiceFor } from "../billing/test/helpers.ts";'),
      file("lib/audit.ts", 'import { tableOf } from "../modules/catalogs/index.ts";'),
      file("lib/viewer.ts", 'import type { AuthModule } from "../modules/auth/index.ts";'),
      file("seed/demo.ts", 'import { seedInvoiceDemo } from "../modules/invoices/index.ts";'),
    ];
    expect(findLayerViolations(files).map((v) => `${v.from}: ${v.rule}`)).toEqual([
      "modules/invoices/demo.ts: imports seed/ from below it",
      "modules/invoices/service.ts: production code imports a test file",
      "lib/audit.ts: lib/ imports a module",
    ]);
  });
});
