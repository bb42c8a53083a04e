import "./no-eval.ts";
import { describe, expect, it } from "vitest";

describe("the CSP switch for zod", () => {
  it("turns zod's eval probe and compiled parsers off before zod loads", async () => {
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
  });
});
