export * from "./organisations-admin.ts";
export * from "./plan-choice.ts";
export * from "./plans.ts";
export * from "./reference-data.ts";
export * from "./schemas.ts";
export * from "./status-labels.ts";
