import { describe, expect, it } from "vitest";
import { richTextToPlain, safeHref, sanitizeRichText } from "./rich-text.ts";

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
    ["</p>stray", "stray"],
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
});
