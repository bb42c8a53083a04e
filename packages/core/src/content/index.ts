export * from "./contact.ts";
export * from "./eula.ts";
export * from "./faqs.ts";
export * from "./news.ts";
export * from "./overview.ts";
export * from "./rich-text.ts";
