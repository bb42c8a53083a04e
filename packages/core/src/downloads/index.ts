export * from "./credits.ts";
export * from "./schemas.ts";
export * from "./statistics.ts";
export * from "./statuses.ts";
