import {
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_TAGS,
  safeHref,
} from "@strata/core";
import sanitizeHtml from "sanitize-html";

/**
 * Rich text as it is stored (news bodies, FAQ answers, the EULA): `sanitize-html`, a maintained
 * parser-based sanitiser, with core's allow-list. Only plain formatting survives; links keep http(s),
 * mailto, fragments and same-site paths (core `safeHref`, which also judges entity-encoded and
 * whitespace-split schemes) and always carry `rel`. Idempotent.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_LINK_ATTRIBUTES, "rel"] },
  // safeHref has judged the address already; the library's own scheme check stays on as a second wall.
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeHref(attribs.href ?? "");
      const kept: Record<string, string> = href ? { href, rel: RICH_TEXT_LINK_REL } : {};
      if (attribs.title) kept.title = attribs.title;
      return { tagName, attribs: kept };
    },
  },
};

export function sanitizeRichText(input: string): string {
  return sanitizeHtml(input, OPTIONS);
}
