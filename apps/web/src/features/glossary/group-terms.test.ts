import type { GlossaryTerm } from "@strata/core";
import { describe, expect, it } from "vitest";
import { groupTerms, letterOf } from "./group-terms.ts";

const term = (t: string, definition = ""): GlossaryTerm => ({ id: t, term: t, definition, category: null });
const TERMS = [term("2D seismic"), term("Bin", "A grid cell"), term("block"), term("PSTM", "Time migration")];
const letters = (groups: ReturnType<typeof groupTerms>) =>
  groups.map((g) => [g.letter, g.terms.map((t) => t.term)]);

describe("groupTerms", () => {
  it("groups terms by first letter, digits and signs first under #", () => {
    expect(letterOf(" seg-y")).toBe("S");
    expect(letters(groupTerms(TERMS, {}))).toEqual([
      ["#", ["2D seismic"]],
      ["B", ["Bin", "block"]],
      ["P", ["PSTM"]],
    ]);
  });

  it("keeps the terms of a letter, or with the search in the term or definition", () => {
    expect(letters(groupTerms(TERMS, { letter: "B" }))).toEqual([["B", ["Bin", "block"]]]);
    expect(letters(groupTerms(TERMS, { q: "MIGRATION" }))).toEqual([["P", ["PSTM"]]]);
    expect(groupTerms(TERMS, { q: "nothing" })).toEqual([]);
  });
});
