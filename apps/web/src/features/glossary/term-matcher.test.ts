import type { GlossaryTerm } from "@strata/core";
import { describe, expect, it } from "vitest";
import { glossaryMatcher } from "./term-matcher.ts";

const term = (t: string): GlossaryTerm => ({ id: t, term: t, definition: `About ${t}`, category: null });
const TERMS = [
  term("Block"),
  term("PSDM"),
  term("Spud date"),
  term("Kelly bushing (KB)"),
  term("Bin"),
  term("LAS"),
];
const split = glossaryMatcher(TERMS);
const marked = (text: string) => split(text).flatMap((s) => (typeof s === "string" ? [] : [s.text]));

describe("glossaryMatcher", () => {
  it("marks a whole label or value that is a term, in any letter case", () => {
    expect(split("Spud Date")).toEqual([{ text: "Spud Date", term: TERMS[2] }]);
    expect(split("psdm")).toEqual([{ text: "psdm", term: TERMS[1] }]);
  });

  it("marks terms inside a text, keeping the rest as it is", () => {
    expect(split("Reprocessed PSDM of Block PM301")).toEqual([
      "Reprocessed ",
      { text: "PSDM", term: TERMS[1] },
      " of ",
      { text: "Block", term: TERMS[0] },
      " PM301",
    ]);
    expect(marked("Depth from Kelly bushing (KB)")).toEqual(["Kelly bushing (KB)"]);
  });

  it("does not mark part of a longer word, a code or a file name", () => {
    expect(split("Blocking bins in Binary")).toEqual(["Blocking bins in Binary"]);
    expect(marked("Bin Width I")).toEqual(["Bin"]);
    expect(marked("GR_01.las, PSDM_v2, Block-9")).toEqual([]);
    expect(marked("Curves in LAS.")).toEqual(["LAS"]);
  });

  it("marks each term once per text", () => {
    expect(marked("Block A, block B and PSDM")).toEqual(["Block", "PSDM"]);
  });

  it("leaves texts alone when the glossary is empty", () => {
    expect(glossaryMatcher([])("Block")).toEqual(["Block"]);
  });
});
