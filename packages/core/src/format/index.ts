export * from "./countries.ts";
export * from "./dates.ts";
