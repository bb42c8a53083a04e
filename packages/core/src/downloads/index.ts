export * from "./credits.ts";
export * from "./curated.ts";
export * from "./downloader.ts";
export * from "./item-types.ts";
export * from "./schemas.ts";
export * from "./statistics.ts";
export * from "./statuses.ts";
