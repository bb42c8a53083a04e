export * from "./e-invoices.ts";
export * from "./money.ts";
export * from "./statuses.ts";
