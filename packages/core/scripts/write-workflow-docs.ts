import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderWorkflowDocs, WORKFLOWS } from "../src/workflows/index.ts";

/** `npm run docs:workflows`: redraws docs/workflows.md from the workflow tables. */
const target = fileURLToPath(new URL("../../../docs/workflows.md", import.meta.url));
writeFileSync(target, renderWorkflowDocs(WORKFLOWS));
console.log(`Wrote ${target}`);
