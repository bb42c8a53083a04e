export * from "./metadata.ts";
