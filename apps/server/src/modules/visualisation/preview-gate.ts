import { createWorkGate } from "../../lib/work-gate.ts";

/**
 * Preview work that reads and decodes a file (a SEG-Y geometry scan or section, a LAS parse), at most
 * two at a time per instance, twenty waiting, the rest answered 503 at once (issue 24's bulkhead): a
 * section of a 100 MB line is ~0.3–0.4 s of CPU on the event loop, so twenty at once would hold every
 * other customer's page for seconds. Parsed LAS files and geometries answered from their in-process
 * caches still pass through it; they leave it at once.
 */
export const previewWork = createWorkGate({ running: 2, waiting: 20, what: "previews" });
