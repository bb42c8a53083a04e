export * from "./money.ts";
export * from "./payments.ts";
export * from "./statuses.ts";
