import { Fragment, type ReactNode, useMemo } from "react";
import { useGlossary } from "../api/glossary.ts";
import { glossaryMatcher } from "../term-matcher.ts";
import { GlossaryMark } from "./GlossaryMark.tsx";

/**
 * A function that draws a text with its glossary terms marked (definitions on hover and focus).
 * The glossary is fetched once and kept; until it arrives, or if it fails, texts show plain.
 */
export function useGlossaryMarks(): (text: string) => ReactNode {
  const glossary = useGlossary();
  return useMemo(() => {
    const split = glossaryMatcher(glossary.data ?? []);
    return (text: string) => {
      const segments = split(text);
      if (segments.length === 1 && typeof segments[0] === "string") return text;
      return segments.map((segment, i) =>
        typeof segment === "string" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in a fixed order.
          <Fragment key={i}>{segment}</Fragment>
        ) : (
          <GlossaryMark key={segment.term.id} text={segment.text} term={segment.term} />
        ),
      );
    };
  }, [glossary.data]);
}
