export * from "./arps.ts";
export * from "./schemas.ts";
