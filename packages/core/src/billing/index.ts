export * from "./credits.ts";
export * from "./money.ts";
export * from "./statuses.ts";
