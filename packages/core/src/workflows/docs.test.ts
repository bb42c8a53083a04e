import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { renderWorkflowDocs } from "./docs.ts";
import { WORKFLOWS } from "./index.ts";

describe("docs/workflows.md", () => {
  it("is exactly what the workflow tables generate (run `npm run docs:workflows` after changing one)", () => {
    const committed = readFileSync(
      fileURLToPath(new URL("../../../../docs/workflows.md", import.meta.url)),
      "utf8",
    );
    expect(committed).toBe(renderWorkflowDocs(WORKFLOWS));
  });

  it("draws every status of every workflow in its diagram", () => {
    const doc = renderWorkflowDocs(WORKFLOWS);
    for (const workflow of WORKFLOWS) {
      for (const status of workflow.statuses)
        expect(doc).toMatch(new RegExp(`\\b${status} -->|--> ${status}\\b`));
    }
  });
});
