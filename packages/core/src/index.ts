import "./no-eval.ts";

export * from "./catalog/index.ts";
export * from "./data-preparation/index.ts";
export * from "./enums.ts";
export * from "./messages.ts";
export * from "./permissions/index.ts";
export * from "./regions.ts";
export * from "./sdc.ts";
export * from "./session.ts";
export * from "./text.ts";
export * from "./tiers.ts";
export * from "./toasts.ts";
export * from "./workflows/index.ts";
