import { describe, expect, it } from "vitest";
import { splitLinkedValues } from "./linked-values.ts";

describe("splitLinkedValues (section 5)", () => {
  it.each([
    ["PM301-2D-1987; PM302-3D-2004", ["PM301-2D-1987", "PM302-3D-2004"]],
    ["  BUNGA KEKWA-1 ;TAPIS-2  ;  ", ["BUNGA KEKWA-1", "TAPIS-2"]],
    [";;A;; ;B;", ["A", "B"]],
    ["single", ["single"]],
    ["  inner  spaces kept ; x", ["inner  spaces kept", "x"]],
    ["", []],
    ["  ;  ; ", []],
  ])("splits %j into %j", (input, expected) => {
    expect(splitLinkedValues(input)).toEqual(expected);
  });

  it("takes null and undefined as no values", () => {
    expect(splitLinkedValues(null)).toEqual([]);
    expect(splitLinkedValues(undefined)).toEqual([]);
  });

  it("keeps commas, which are not separators", () => {
    expect(splitLinkedValues("A,B;C")).toEqual(["A,B", "C"]);
  });
});
