import { richTextToPlain, safeHref } from "@strata/core";
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text.ts";

describe("sanitizeRichText", () => {
  it("keeps the formatting staff use", () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong> <em>claim</em>.</p><ul><li>one</li></ul><a href="/faqs">FAQs</a>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Title</h2><p>A <strong>bold</strong> <em>claim</em>.</p><ul><li>one</li></ul><a href="/faqs" rel="noopener noreferrer nofollow">FAQs</a>',
    );
  });

  it.each([
    ["<script>alert(1)</script>ok", "ok"],
    ["<SCRIPT SRC=//evil.js></SCRIPT>ok", "ok"],
    ['<p onclick="x()">t</p>', "<p>t</p>"],
    ["<img src=x onerror=alert(1)>", ""],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href=" java\tscript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="&#x6A;avascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html,<script>">x</a>', "<a>x</a>"],
    ['<a href="//evil.example">x</a>', "<a>x</a>"],
    ["<iframe src=//evil></iframe><style>body{}</style><svg onload=x()></svg>", ""],
    ["<!-- <script>x</script> -->text", "text"],
    ["a < b & c > d", "a &lt; b &amp; c &gt; d"],
    ["&lt;script&gt;", "&lt;script&gt;"],
    ['<p title="x" style="color:red">t</p>', "<p>t</p>"],
    ["<b><i>unclosed", "<b><i>unclosed</i></b>"],
    // A stray end tag opens an empty paragraph, as browsers parse it (the HTML standard).
    ["</p>stray", "<p></p>stray"],
    [
      '<a href="x" title=\'"><script>\'>t</a>',
      '<a href="x" rel="noopener noreferrer nofollow" title="&quot;&gt;&lt;script&gt;">t</a>',
    ],
  ])("neutralises %s", (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it("is idempotent", () => {
    const once = sanitizeRichText('<p>a &amp; b <a href="https://x.test/?a=1&b=2">l</a></p>');
    expect(sanitizeRichText(once)).toBe(once);
  });

  it("reads links and plain text", () => {
    expect(safeHref("mailto:help@strata.test")).toBe("mailto:help@strata.test");
    expect(safeHref("vbscript:x")).toBeNull();
    expect(richTextToPlain("<p>Hello&nbsp;<b>world</b></p>")).toBe("Hello world");
  });

  // A corpus of the classic payloads (OWASP's XSS filter evasion cheat sheet and html5sec.org): none
  // may leave markup that runs script, loads anything or styles the page, and a second pass changes nothing.
  const CORPUS = [
    "<script>alert(1)</script>",
    "<scr<script>ipt>alert(1)</scr</script>ipt>",
    '<IMG SRC="javascript:alert(1);">',
    "<IMG SRC=JaVaScRiPt:alert(1)>",
    "<IMG SRC=`javascript:alert(1)`>",
    '<IMG """><SCRIPT>alert(1)</SCRIPT>">',
    "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>",
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1);">x</a>',
    '<a href=" &#14;  javascript:alert(1);">x</a>',
    '<a href="javascript&colon;alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="\\\\evil.example/x">x</a>',
    '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
    "<BODY ONLOAD=alert(1)>",
    "<svg/onload=alert(1)>",
    "<svg><script>alert(1)</script></svg>",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<object data="javascript:alert(1)"></object>',
    '<embed src="javascript:alert(1)">',
    '<form action="javascript:alert(1)"><button>x</button></form>',
    "<input autofocus onfocus=alert(1)>",
    "<details open ontoggle=alert(1)>",
    '<p style="background:url(javascript:alert(1))">x</p>',
    "<style>@import 'javascript:alert(1)';</style>",
    '<link rel="stylesheet" href="javascript:alert(1)">',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<base href="javascript:alert(1)//">',
    "<!--[if gte IE 4]><script>alert(1)</script><![endif]-->",
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    "<textarea><script>alert(1)</script></textarea>",
    "<xmp><img src=x onerror=alert(1)></xmp>",
    '<a href="x" title="&quot; onmouseover=&quot;alert(1)">x</a>',
    "<p>unterminated <a href='javascript:alert(1)'",
    '<div><p id="x"><b onclick=alert(1)>b</b></p></div>',
    "<h1>big</h1><table><tr><td>t</td></tr></table>",
  ];

  it.each(CORPUS)("leaves nothing that runs, loads or styles: %s", (payload) => {
    const out = sanitizeRichText(payload);
    expect(out).not.toMatch(
      /<(script|img|svg|math|iframe|object|embed|form|input|details|style|link|meta|base|body|textarea|xmp|table|div|h1)\b/i,
    );
    // Attribute values are escaped text: what could run is an attribute name, outside the quotes.
    const markup = out.replace(/"[^"]*"/g, '""');
    expect(markup).not.toMatch(/\son[a-z]+\s*=/i);
    expect(markup).not.toMatch(/\s(style|src|srcdoc|action|data)\s*=/i);
    for (const href of out.matchAll(/href="([^"]*)"/g)) {
      expect(href[1]).toMatch(/^(https?:|mailto:|\/[^/\\]|#|[^:]*$)/i);
    }
    expect(sanitizeRichText(out)).toBe(out);
  });
});
