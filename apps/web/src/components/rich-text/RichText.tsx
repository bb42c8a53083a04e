import { Box, type SxProps, type Theme } from "@mui/material";
import { useMemo } from "react";
import { sanitizeRichText } from "./sanitize.ts";

/**
 * Rich text from the API (news bodies, FAQ answers). The server stores it sanitised; it is sanitised
 * again here with the same allow-list, so nothing but plain formatting ever reaches the page.
 */
export function RichText({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <Box
      sx={[
        { "& p": { mt: 0, mb: 1.5 }, "& h2, & h3, & h4": { mt: 2, mb: 1 }, "& a": { color: "primary.main" } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the allow-list just above
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
