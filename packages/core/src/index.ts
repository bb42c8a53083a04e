export * from "./enums.ts";
export * from "./session.ts";
