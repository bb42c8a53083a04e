export * from "./credits.ts";
export * from "./define.ts";
export * from "./invoices.ts";
export * from "./registry.ts";
export * from "./sales.ts";
export * from "./shared.ts";
export * from "./subscriptions.ts";
