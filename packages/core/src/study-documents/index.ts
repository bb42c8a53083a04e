export * from "./schemas.ts";
