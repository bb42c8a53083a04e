/**
 * An allow-list HTML sanitiser for the rich text staff write (news bodies, FAQ answers). The input is
 * tokenised and rebuilt: only the tags and attributes below survive, every text and attribute value
 * is re-escaped, and links keep http(s), mailto and same-site addresses only. The output is therefore
 * safe to render as HTML whatever came in (no script, no event handler, no javascript: URL).
 */
const ALLOWED_TAGS = new Set([
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
]);
const VOID_TAGS = new Set(["br", "hr"]);
/** Their content is code or markup, not text: dropped with the tag. */
const DROP_WITH_CONTENT = new Set([
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
]);

const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, "&quot;").replace(/'/g, "&#39;");

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

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function readAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

function openTag(name: string, attributeSource: string): string {
  if (name !== "a") return `<${name}>`;
  const attributes = readAttributes(attributeSource);
  const href = safeHref(attributes.get("href") ?? "");
  const title = attributes.get("title");
  let html = "<a";
  if (href) html += ` href="${escapeAttribute(href)}" rel="noopener noreferrer nofollow"`;
  if (title) html += ` title="${escapeAttribute(decodeEntities(title))}"`;
  return `${html}>`;
}

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** Sanitised HTML of `input` (see the module's comment). Idempotent. */
export function sanitizeRichText(input: string): string {
  let out = "";
  const open: string[] = [];
  let dropping: string | null = null;
  let last = 0;
  const emitText = (text: string) => {
    if (!dropping && text) out += escapeText(decodeEntities(text));
  };
  for (const match of input.matchAll(TOKEN)) {
    emitText(input.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (!name) continue; // comments, CDATA, doctypes, processing instructions
    const closing = match[0][1] === "/";
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*>$/.test(match[0])) dropping = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (VOID_TAGS.has(name)) {
      if (!closing) out += `<${name}>`;
      continue;
    }
    if (!closing) {
      out += openTag(name, match[2] ?? "");
      open.push(name);
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at === -1) continue;
    while (open.length > at) out += `</${open.pop()}>`;
  }
  // A "<" that starts no tag is text.
  emitText(input.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** The visible text of sanitised rich text (for searching, summaries and "is it empty"). */
export function richTextToPlain(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}
