import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { commentText, psQuote, shQuote } from "./quote.ts";

const NASTY = [
  "plain",
  "",
  "it's",
  `"double" and 'single'`,
  "$(rm -rf ~) `id` $HOME \\n \\",
  // A parameter expansion with a default: "$" and "{" apart so the source holds no template placeholder.
  "$" + "{PATH:-none}",
  "line\nbreak",
  "‘typographic’ ‚quotes‛",
];

describe("quoting what a downloader script embeds", () => {
  it("sh: the shell reads back exactly the value, expanding nothing", () => {
    for (const value of NASTY) {
      const out = execFileSync("sh", ["-c", `printf %s ${shQuote(value)}`]).toString();
      expect(out).toBe(value);
    }
  });

  it("PowerShell: every single quote, plain or typographic, is doubled inside one quoted literal", () => {
    expect(psQuote("it's")).toBe("'it''s'");
    expect(psQuote("‘a’ ‚b‛")).toBe("'‘‘a’’ ‚‚b‛‛'");
    expect(psQuote('$(x) `y` "z"')).toBe("'$(x) `y` \"z\"'");
  });

  it("comments: no line break or control character survives", () => {
    expect(commentText("a\nb\r\nc\u2028d\te")).toBe("a b c d e");
  });
});
