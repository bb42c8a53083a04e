import {
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_TAGS,
  safeHref,
} from "@strata/core";
import DOMPurify from "dompurify";

// Links keep only the addresses core allows (http(s), mailto, fragments, same-site paths), judged as
// a browser reads them, and always carry rel; DOMPurify's own URI check runs before this.
DOMPurify.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName !== "A") return;
  const href = safeHref(node.getAttribute("href") ?? "");
  if (href) {
    node.setAttribute("href", href);
    node.setAttribute("rel", RICH_TEXT_LINK_REL);
  } else {
    node.removeAttribute("href");
    node.removeAttribute("rel");
  }
});

/**
 * Rich text as the page shows it (news bodies, FAQ answers, the EULA, the editor's starting text):
 * DOMPurify with core's allow-list, in the browser's own parser. The server stores it already
 * sanitised by sanitize-html with the same lists; this is the second wall.
 */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_LINK_ATTRIBUTES, "rel"],
    ALLOW_DATA_ATTR: false,
    FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  });
}
