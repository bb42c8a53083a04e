export * from "./bid-round-access.ts";
export * from "./content-schemas.ts";
export * from "./download.ts";
export * from "./glossary-tags.ts";
export * from "./linked-values.ts";
export * from "./map-schemas.ts";
export * from "./registry.ts";
export * from "./schemas.ts";
