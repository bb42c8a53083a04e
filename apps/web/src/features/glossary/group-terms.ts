import type { GlossaryTerm } from "@strata/core";

export const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

/** The letter a term is listed under: its first letter, or "#" for a digit or sign. */
export function letterOf(term: string): string {
  const first = term.trim().charAt(0).toUpperCase();
  return LETTERS.includes(first) ? first : "#";
}

/** The terms matching a search (in the term or its definition) and a letter, grouped by letter in order. */
export function groupTerms(
  terms: readonly GlossaryTerm[],
  filter: { q?: string; letter?: string },
): { letter: string; terms: GlossaryTerm[] }[] {
  const q = filter.q?.trim().toLowerCase();
  const groups = new Map<string, GlossaryTerm[]>();
  for (const term of terms) {
    const letter = letterOf(term.term);
    if (filter.letter && letter !== filter.letter) continue;
    if (q && !term.term.toLowerCase().includes(q) && !term.definition.toLowerCase().includes(q)) continue;
    groups.set(letter, [...(groups.get(letter) ?? []), term]);
  }
  return [...groups]
    .sort(([a], [b]) => (a === "#" ? -1 : b === "#" ? 1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, terms: list }));
}
