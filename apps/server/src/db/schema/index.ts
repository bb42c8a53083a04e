export * from "./catalog.ts";
export * from "./content.ts";
export * from "./identity.ts";
