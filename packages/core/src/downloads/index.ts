export * from "./credits.ts";
export * from "./schemas.ts";
export * from "./statuses.ts";
