import { describe, expect, it } from "vitest";
import { countryName, ISO_COUNTRIES } from "./countries.ts";

describe("countryName", () => {
  it("names a country by its ISO code", () => {
    expect(countryName("MY")).toBe("Malaysia");
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName("my")).toBe("Malaysia");
  });

  it("shows a dash for none and an unknown code as given", () => {
    expect(countryName(null)).toBe("—");
    expect(countryName("")).toBe("—");
    expect(countryName("XX")).toBe("XX");
  });

  it("has a name for every code of the list", () => {
    for (const [code, name] of ISO_COUNTRIES) expect(countryName(code)).toBe(name);
  });
});
