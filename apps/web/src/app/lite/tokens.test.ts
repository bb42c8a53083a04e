import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { theme } from "../theme.ts";

/** The `--strata-*` variables of tokens.css, by name without the prefix. */
function cssTokens(): Map<string, string> {
  const css = readFileSync(path.join(import.meta.dirname, "tokens.css"), "utf8");
  return new Map(
    [...css.matchAll(/--strata-([\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2].trim()]),
  );
}

const normalise = (colour: string) => colour.replace(/\s+/g, "").toLowerCase();

describe("the plain-CSS tokens of the pages drawn without MUI", () => {
  const tokens = cssTokens();
  const token = (name: string) => {
    const value = tokens.get(name);
    if (value === undefined) throw new Error(`tokens.css has no --strata-${name}`);
    return normalise(value);
  };

  it("are the MUI theme's colours, so the sign-in page looks like the rest of the app", () => {
    const { palette } = theme;
    expect(token("primary")).toBe(normalise(palette.primary.main));
    expect(token("primary-dark")).toBe(normalise(palette.primary.dark));
    expect(token("primary-contrast")).toBe(normalise(palette.primary.contrastText));
    expect(token("background")).toBe(normalise(palette.background.default));
    expect(token("paper")).toBe(normalise(palette.background.paper));
    expect(token("text")).toBe(normalise(palette.text.primary));
    expect(token("text-secondary")).toBe(normalise(palette.text.secondary));
    expect(token("text-disabled")).toBe(normalise(palette.text.disabled));
    expect(token("divider")).toBe(normalise(palette.divider));
    expect(token("action-disabled")).toBe(normalise(palette.action.disabled));
    expect(token("action-disabled-background")).toBe(normalise(palette.action.disabledBackground));
  });

  it("are the theme's shape and type", () => {
    expect(token("radius")).toBe(`${theme.shape.borderRadius}px`);
    expect(tokens.get("font")).toBe(theme.typography.fontFamily);
  });

  it("add no letter spacing: the theme's type has none (MUI adds it only to its default Roboto)", () => {
    expect(theme.typography.body1.letterSpacing).toBeUndefined();
    expect(theme.typography.body2.letterSpacing).toBeUndefined();
    for (const file of [
      "tokens.css",
      "../../components/lite/lite.module.css",
      "../shell/Footer.module.css",
    ]) {
      const css = readFileSync(path.join(import.meta.dirname, file), "utf8");
      expect(css, file).not.toMatch(/letter-spacing:\s*[\d.]+em/);
    }
  });

  it("draw alerts in the colours of MUI's standard Alert", () => {
    for (const severity of ["error", "info", "success", "warning"] as const) {
      const light = theme.palette[severity].light;
      expect(token(severity)).toBe(normalise(theme.palette[severity].main));
      expect(hex(token(`${severity}-background`))).toBe(hex(theme.lighten(light, 0.9)));
      expect(hex(token(`${severity}-text`))).toBe(hex(theme.darken(light, 0.6)));
    }
  });
});

/** `#rrggbb` or `rgb(r, g, b)` as `#rrggbb`, rounding the channels. */
function hex(colour: string): string {
  if (colour.startsWith("#")) return colour.toLowerCase();
  const channels = /rgba?\(([^)]+)\)/.exec(colour)?.[1].split(",").slice(0, 3).map(Number);
  if (!channels) throw new Error(`not a colour: ${colour}`);
  return `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}
