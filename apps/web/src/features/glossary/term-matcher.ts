import type { GlossaryTerm } from "@strata/core";

/** A piece of a text: plain, or an occurrence of a glossary term. */
export type GlossarySegment = string | { text: string; term: GlossaryTerm };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Splits texts at the glossary terms they contain: a whole term, in any letter case, not inside a
 * longer word, code or file name ("Block" in "Block PM301", not in "Blocking"). The longest term wins where terms
 * overlap; each term is marked once per text, so a long value does not become a row of tab stops.
 */
export function glossaryMatcher(terms: readonly GlossaryTerm[]): (text: string) => GlossarySegment[] {
  const byTerm = new Map(terms.filter((t) => t.term.trim()).map((t) => [t.term.toLowerCase(), t]));
  if (byTerm.size === 0) return (text) => [text];
  const alternatives = [...byTerm.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  // Not inside a word, a code or a file name: "LAS" is marked in "LAS file", not in "GR_01.las".
  const before = "(?<![\\p{L}\\p{N}_./\\\\-])";
  const after = "(?![\\p{L}\\p{N}_/\\\\-]|\\.[\\p{L}\\p{N}])";
  const pattern = new RegExp(`${before}(?:${alternatives.join("|")})${after}`, "giu");
  return (text) => {
    const segments: GlossarySegment[] = [];
    const marked = new Set<string>();
    let last = 0;
    for (const match of text.matchAll(pattern)) {
      const key = match[0].toLowerCase();
      const term = byTerm.get(key);
      if (!term || marked.has(key)) continue;
      marked.add(key);
      if (match.index > last) segments.push(text.slice(last, match.index));
      segments.push({ text: match[0], term });
      last = match.index + match[0].length;
    }
    if (last < text.length) segments.push(text.slice(last));
    return segments;
  };
}
