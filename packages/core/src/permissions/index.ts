export * from "./ability.ts";
export * from "./loa.ts";
export * from "./subjects.ts";
export * from "./table.ts";
