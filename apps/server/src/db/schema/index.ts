export * from "./applications.ts";
export * from "./audit.ts";
export * from "./catalog.ts";
export * from "./content.ts";
export * from "./data-preparation.ts";
export * from "./identity.ts";
export * from "./reference-data.ts";
export * from "./subscriptions.ts";
