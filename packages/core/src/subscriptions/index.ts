export * from "./applications-admin.ts";
export * from "./loa.ts";
export * from "./plan-choice.ts";
export * from "./plans.ts";
export * from "./registration.ts";
export * from "./schemas.ts";
export * from "./status-labels.ts";
export * from "./uploads.ts";
