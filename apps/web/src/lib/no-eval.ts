import { config } from "zod/v4/core";

// The portal runs under a Content-Security-Policy that forbids eval. zod compiles object parsers
// with `new Function` when it may, probing once as the first object schema is built (a caught probe
// is still reported as a violation): off in the browser, set before any schema exists (main.tsx
// imports this first; core is side-effect free, so it cannot carry this). The server keeps zod's
// faster compiled parsers.
config({ jitless: true });
