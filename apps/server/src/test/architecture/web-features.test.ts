import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  findFaceViolations,
  findLayerViolations,
  findModuleCycles,
  moduleGraph,
  readSourceTree,
  type SourceFile,
  WEB_LAYOUT,
} from "./module-faces.ts";

// The web's own guard lives beside the server's: one reader of import lines for both apps.
const WEB_SRC = fileURLToPath(new URL("../../../../web/src", import.meta.url));

describe("the web's features (apps/web/src/features)", () => {
  const files = readSourceTree(WEB_SRC);

  it("reads the source tree, pages included", () => {
    expect(
      files.filter((f) => f.path.startsWith("features/") && f.path.endsWith(".tsx")).length,
    ).toBeGreaterThan(300);
  });

  it("use one another only through their faces (index.ts)", () => {
    const violations = findFaceViolations(files, WEB_LAYOUT).map(
      (v) => `${v.from}:${v.line} imports ${v.specifier}`,
    );
    expect(violations).toEqual([]);
  });

  it("sit above components/ and lib/, which import no feature", () => {
    const violations = findLayerViolations(files, WEB_LAYOUT).map(
      (v) => `${v.from}:${v.line} ${v.rule}: ${v.specifier}`,
    );
    expect(violations).toEqual([]);
  });

  it("form no cycle, counting type-only imports", () => {
    expect(findModuleCycles(moduleGraph(files, WEB_LAYOUT))).toEqual([]);
  });
});

describe("the web guard catches planted violations", () => {
  const file = (path: string, ...lines: string[]): SourceFile => ({ path, text: lines.join("\n") });

  it("a feature reaching into another's components, api or pages; the route table may split pages off", () => {
    const files = [
      file(
        "features/subscription/pages/A.tsx",
        'import { CountryField } from "../../reference-data/components/CountryField.tsx";',
      ),
      file(
        "features/subscription/pages/B.tsx",
        'import { CountryField } from "../../reference-data/index.ts";',
      ),
      file("features/tags/api/tags.ts", 'import { recordQueryKey } from "../../catalog/api/get-record.ts";'),
      file("app/router.tsx", 'const page = () => import("../features/map/pages/MapPage.tsx");'),
      file("app/router.tsx", 'import { mapRoutes } from "../features/map/routes.tsx";'),
      file(
        "app/shell/Counts.ts",
        'import { queueCountsQuery } from "../../features/dashboard/api/get-queue-counts.ts";',
      ),
      file(
        "features/map/pages/MapPage.tsx",
        'const panel = () => import("../../catalog/pages/RecordPage.tsx");',
      ),
    ];
    expect(findFaceViolations(files, WEB_LAYOUT).map((v) => `${v.from} → ${v.module}`)).toEqual([
      "features/subscription/pages/A.tsx → reference-data",
      "features/tags/api/tags.ts → catalog",
      "app/shell/Counts.ts → dashboard",
      "features/map/pages/MapPage.tsx → catalog",
    ]);
  });

  it("components/ or lib/ importing a feature, and a cycle between two features", () => {
    const files = [
      file("components/PageHeader.tsx", 'import { useSession } from "../features/auth/index.ts";'),
      file("lib/format.ts", 'import type { Invoice } from "../features/invoices/index.ts";'),
      file("features/catalog/pages/RecordPage.tsx", 'import { TagChips } from "../../tags/index.ts";'),
      file("features/tags/api/tags.ts", 'import type { RecordKey } from "../../catalog/index.ts";'),
    ];
    expect(findLayerViolations(files, WEB_LAYOUT).map((v) => `${v.from}: ${v.rule}`)).toEqual([
      "components/PageHeader.tsx: components/ imports a feature",
    ]);
    expect(findModuleCycles(moduleGraph(files, WEB_LAYOUT))).toEqual([["catalog", "tags"]]);
  });
});
