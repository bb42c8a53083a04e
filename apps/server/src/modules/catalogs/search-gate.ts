import { createWorkGate } from "../../lib/work-gate.ts";

/**
 * Text searches of the catalogue, at most two at a time per instance (the rest wait their turn, and
 * past fifty waiting are answered 503): a search of many broad words ranks most of a category, and
 * on the embedded database twenty of them at once put a second of statements ahead of every other
 * customer's page (bench/worst-case.ts). Pages, filters and stored counts do not pass through it.
 */
export const textSearches = createWorkGate({ running: 2, waiting: 50, what: "searches" });
