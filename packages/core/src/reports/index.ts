export * from "./define.ts";
export * from "./downloads.ts";
export * from "./registry.ts";
export * from "./shared.ts";
export * from "./subscriptions.ts";
export * from "./users.ts";
export * from "./vdr.ts";
