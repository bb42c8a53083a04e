export * from "./money.ts";
export * from "./statuses.ts";
