// The shapes live in @strata/core, shared with the web app.
export {
  STATIC_CONTENT_SLUGS,
  staticContentParamsSchema,
  staticContentSchema,
  staticContentUpdateSchema,
} from "@strata/core";
