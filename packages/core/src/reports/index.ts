export * from "./define.ts";
export * from "./registry.ts";
export * from "./shared.ts";
export * from "./subscriptions.ts";
