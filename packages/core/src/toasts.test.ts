import { describe, expect, it } from "vitest";
import { stripToastParams, toastsFromSearchParams } from "./toasts.ts";

describe("toastsFromSearchParams", () => {
  it("shows a toast of each kind that holds a real value", () => {
    const params = new URLSearchParams("info=Saved&error=Failed&success=Done&warning=Careful&page=2");
    expect(toastsFromSearchParams(params)).toEqual([
      { kind: "info", message: "Saved", id: "toast-info" },
      { kind: "error", message: "Failed", id: "toast-error" },
      { kind: "success", message: "Done", id: "toast-success" },
      { kind: "warning", message: "Careful", id: "toast-warning" },
    ]);
  });

  it.each(["", "null", "undefined", "0", "false", "  "])("ignores the non-value %j", (value) => {
    expect(toastsFromSearchParams(new URLSearchParams({ error: value }))).toEqual([]);
  });

  it("gives a list of toasts for a list of values, skipping the non-values", () => {
    const params = new URLSearchParams("info=One&info=null&info=Two");
    expect(toastsFromSearchParams(params)).toEqual([
      { kind: "info", message: "One", id: "toast-info-0" },
      { kind: "info", message: "Two", id: "toast-info-1" },
    ]);
  });

  it("ignores other parameters", () => {
    expect(toastsFromSearchParams(new URLSearchParams("message=Hello"))).toEqual([]);
  });
});

describe("stripToastParams", () => {
  it("removes the four toast parameters and keeps the rest", () => {
    const params = new URLSearchParams("info=a&error=b&success=c&warning=d&info=e&callbackUrl=%2Fhome");
    expect(stripToastParams(params).toString()).toBe("callbackUrl=%2Fhome");
  });

  it("leaves the given parameters untouched", () => {
    const params = new URLSearchParams("info=a");
    stripToastParams(params);
    expect(params.get("info")).toBe("a");
  });
});
