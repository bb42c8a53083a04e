export * from "./files.ts";
export * from "./metadata.ts";
