export * from "./fit.ts";
export * from "./schemas.ts";
