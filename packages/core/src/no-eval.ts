import { z } from "zod";

// In the browser the portal runs under a Content-Security-Policy that forbids eval. zod compiles
// object parsers with `new Function` when it may, probing once as the first object schema is built
// (a caught probe is still reported as a violation): off in the browser, set before any schema here
// exists (index.ts imports this first). The server keeps the faster compiled parsers.
if ("document" in globalThis) z.config({ jitless: true });
