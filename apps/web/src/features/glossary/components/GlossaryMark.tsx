import { Box, Tooltip } from "@mui/material";
import type { GlossaryTerm } from "@strata/core";

/**
 * A glossary term in running text: dotted underline, its definition in a tooltip on hover and on
 * keyboard focus. Tooltip's `describeChild` keeps the text as the element's name and gives the
 * definition as its description (the title while closed, the tooltip while open).
 */
export function GlossaryMark({ text, term }: { text: string; term: GlossaryTerm }) {
  return (
    <Tooltip title={term.definition} describeChild arrow>
      <Box
        component="span"
        tabIndex={0}
        data-glossary-term={term.term}
        sx={{
          textDecoration: "underline dotted",
          textUnderlineOffset: "0.2em",
          cursor: "help",
          borderRadius: 0.5,
          "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 1 },
        }}
      >
        {text}
      </Box>
    </Tooltip>
  );
}
