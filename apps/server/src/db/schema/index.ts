export * from "./content.ts";
export * from "./identity.ts";
