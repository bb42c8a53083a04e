export * from "./buyer.ts";
export * from "./credits.ts";
export * from "./e-invoices.ts";
export * from "./invoices.ts";
export * from "./money.ts";
export * from "./payments.ts";
export * from "./statuses.ts";
