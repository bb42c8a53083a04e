export * from "./money.ts";
export * from "./statuses.ts";
export * from "./payments.ts";
