export { registerFaqRoutes } from "./routes.ts";
export { faqCounts } from "./service.ts";
