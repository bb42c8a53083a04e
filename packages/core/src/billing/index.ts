export * from "./money.ts";
export * from "./statuses.ts";
export * from "./e-invoices.ts";
