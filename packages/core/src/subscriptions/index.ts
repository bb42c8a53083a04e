export * from "./customer-applications.ts";
export * from "./members.ts";
export * from "./organisation.ts";
export * from "./plan-choice.ts";
export * from "./plans.ts";
export * from "./schemas.ts";
