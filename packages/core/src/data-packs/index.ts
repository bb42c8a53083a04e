export * from "./price.ts";
export * from "./schemas.ts";
