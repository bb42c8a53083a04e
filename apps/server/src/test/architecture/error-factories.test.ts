import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findInlineErrors } from "./error-factories.ts";
import { readSourceTree } from "./module-faces.ts";

const SRC = fileURLToPath(new URL("../..", import.meta.url));

describe("the API's errors (apps/server/src)", () => {
  it("are made only by the factories of lib/errors.ts", () => {
    const violations = findInlineErrors(readSourceTree(SRC)).map((v) => `${v.path}:${v.line} ${v.text}`);
    expect(violations).toEqual([]);
  });
});

describe("finding an inline error", () => {
  it("catches a planted `new AppError(` on one line or several, and not in a comment or the vocabulary itself", () => {
    const found = findInlineErrors([
      {
        path: "modules/billing/service.ts",
        text: [
          'import { AppError, conflict } from "../../lib/errors.ts";',
          '// new AppError("CONFLICT", …) is what the factories replace',
          'if (paid) throw new AppError("CONFLICT", "The invoice is already paid.");',
          "throw new AppError(",
          '  "NOT_FOUND",',
          '  "Invoice not found",',
          ");",
          'throw conflict("The invoice is already paid.");',
        ].join("\n"),
      },
      { path: "lib/errors.ts", text: 'export const conflict = (m: string) => new AppError("CONFLICT", m);' },
    ]);
    expect(found.map((v) => [v.path, v.line])).toEqual([
      ["modules/billing/service.ts", 3],
      ["modules/billing/service.ts", 4],
    ]);
  });
});
