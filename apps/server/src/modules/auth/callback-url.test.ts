import { describe, expect, it } from "vitest";
import { pathOf, resolveCallbackUrl } from "./callback-url.ts";

// The request came to 127.0.0.1; PUBLIC_URL names another address of the same portal.
const origins = { requestOrigin: "http://127.0.0.1:3000", publicOrigin: "https://portal.example" };

describe("resolveCallbackUrl", () => {
  it.each([
    [undefined, "http://127.0.0.1:3000/"],
    ["", "http://127.0.0.1:3000/"],
    ["/", "http://127.0.0.1:3000/"],
    ["/catalog?type=Seismic_2D#map", "http://127.0.0.1:3000/catalog?type=Seismic_2D#map"],
    ["http://127.0.0.1:3000/catalog?x=1", "http://127.0.0.1:3000/catalog?x=1"],
    ["https://portal.example/dashboard", "https://portal.example/dashboard"],
  ])("accepts %s as the absolute %s", (value, expected) => {
    expect(resolveCallbackUrl(value, origins).href).toBe(expected);
  });

  it("answers the path of an address for links that land on their own origin", () => {
    expect(pathOf(resolveCallbackUrl("https://portal.example/catalog?x=1#map", origins))).toBe(
      "/catalog?x=1#map",
    );
  });

  it.each([
    "https://evil.example/",
    "http://portal.example/",
    "https://portal.example.evil.example/",
    "http://localhost:3000/",
    "http://127.0.0.1:3001/",
    "//evil.example/",
    "/\\evil.example/",
    "javascript:alert(1)",
    "dashboard",
  ])("refuses %s as the library's InvalidCallbackUrl (INVALID_CALLBACK_URL_ERROR)", (value) => {
    expect(() => resolveCallbackUrl(value, origins)).toThrow(
      expect.objectContaining({
        code: "INVALID_CALLBACK_URL_ERROR",
        details: expect.objectContaining({ name: "InvalidCallbackUrl", field: "callbackUrl" }),
      }),
    );
  });

  it("without PUBLIC_URL only the request's own origin is accepted", () => {
    const local = { requestOrigin: "http://localhost:3000", publicOrigin: null };
    expect(resolveCallbackUrl("http://localhost:3000/map", local).href).toBe("http://localhost:3000/map");
    expect(() => resolveCallbackUrl("http://127.0.0.1:3000/map", local)).toThrow(
      expect.objectContaining({ code: "INVALID_CALLBACK_URL_ERROR" }),
    );
  });
});
