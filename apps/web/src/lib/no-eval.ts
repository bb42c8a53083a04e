// The portal runs under a Content-Security-Policy that forbids eval. zod compiles object parsers
// with `new Function` when it may, probing once as the first object schema is built (a caught probe
// is still reported as a violation): off in the browser, set before any schema exists (main.tsx
// imports this first; core is side-effect free, so it cannot carry this). The server keeps zod's
// faster compiled parsers.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod) and
// takes an object already there: setting it directly spares the first page zod's core (~4 kB gzip),
// which `config({ jitless: true })` would load. no-eval.test.ts checks zod still reads it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
