export * from "./invoices.ts";
export * from "./money.ts";
export * from "./statuses.ts";
