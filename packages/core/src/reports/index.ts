export * from "./action-logs.ts";
export * from "./define.ts";
export * from "./e-invoice-logs.ts";
export * from "./interests.ts";
export * from "./registry.ts";
export * from "./shared.ts";
export * from "./subscriptions.ts";
