export * from "./metadata.ts";
export * from "./files.ts";
