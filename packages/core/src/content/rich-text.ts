/**
 * The rich text staff write (news bodies, FAQ answers, the EULA): which tags and link addresses it may
 * hold. The sanitisers are maintained libraries configured from these lists — `sanitize-html` on the
 * server when text is stored (apps/server/src/lib/rich-text.ts), DOMPurify in the browser when it is
 * shown (apps/web/src/components/rich-text/sanitize.ts); docs/decisions/0142-rich-text-libraries.md.
 */
export const RICH_TEXT_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "ul",
  "ol",
  "li",
  "h2",
  "h3",
  "h4",
  "blockquote",
  "a",
  "code",
  "pre",
  "hr",
] as const;
/** Attributes kept: on links only. */
export const RICH_TEXT_LINK_ATTRIBUTES = ["href", "title"] as const;
/** Every kept link opens without the opener and passes no ranking. */
export const RICH_TEXT_LINK_REL = "noopener noreferrer nofollow";
/** Their content is code or markup, not text: dropped with the tag. */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "svg",
  "math",
  "textarea",
  "title",
  "xmp",
  "noembed",
  "noframes",
] as const;

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Decodes character references, so that `&#106;avascript:` is judged as what a browser reads. */
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code =
        ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** A link's address if it is http(s), mailto, a fragment or a same-site path; otherwise null. */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  if (value.startsWith("//") || value.startsWith("\\")) return null;
  return value.length > 0 ? value : null;
}

/** The visible text of sanitised rich text (for searching, summaries and "is it empty"). */
export function richTextToPlain(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}
