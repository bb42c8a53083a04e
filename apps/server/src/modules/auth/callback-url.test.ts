import { describe, expect, it } from "vitest";
import { resolveCallbackUrl } from "./callback-url.ts";

const PUBLIC_URL = "https://portal.example";

describe("resolveCallbackUrl", () => {
  it.each([
    [undefined, "/"],
    ["", "/"],
    ["/", "/"],
    ["/catalog?type=Seismic_2D#map", "/catalog?type=Seismic_2D#map"],
    ["https://portal.example/dashboard", "/dashboard"],
  ])("accepts %s as %s", (value, expected) => {
    expect(resolveCallbackUrl(value, PUBLIC_URL)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "http://portal.example/",
    "https://portal.example.evil.example/",
    "//evil.example/",
    "/\\evil.example/",
    "javascript:alert(1)",
    "dashboard",
  ])("refuses %s", (value) => {
    expect(() => resolveCallbackUrl(value, PUBLIC_URL)).toThrow(
      expect.objectContaining({ code: "INVALID_CALLBACK_URL" }),
    );
  });
});
