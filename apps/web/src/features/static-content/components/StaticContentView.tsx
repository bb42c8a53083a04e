import { Alert, Box, Typography } from "@mui/material";
import { formatDate } from "@strata/core";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { RichText } from "../../../components/rich-text/index.ts";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { type StaticContentSlug, useStaticContent } from "../api/get-static-content.ts";

function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/**
 * A static page. A body of plain text is rendered as paragraphs; the EULA's published version is
 * sanitised rich text (HTML), rendered through RichText, which sanitises it again.
 */
export function StaticContentView({ slug }: { slug: StaticContentSlug }) {
  const content = useStaticContent(slug);

  if (content.isPending) return <PageLoader />;
  if (content.isError) {
    const notPublished = content.error instanceof ApiError && content.error.status === 404;
    return (
      <Alert severity={notPublished ? "info" : "error"} role="alert">
        {notPublished ? "This page has not been published yet." : errorMessage(content.error)}
      </Alert>
    );
  }

  const updatedAt = new Date(content.data.updatedAt);
  return (
    <Box component="article" sx={{ maxWidth: 760 }}>
      <Typography variant="h1" gutterBottom>
        {content.data.title}
      </Typography>
      {Number.isNaN(updatedAt.getTime()) ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Last updated <time dateTime={content.data.updatedAt}>{formatDate(updatedAt)}</time>
        </Typography>
      )}
      {content.data.body.trimStart().startsWith("<") ? <RichText html={content.data.body} /> : null}
      {content.data.body.trimStart().startsWith("<")
        ? null
        : paragraphsOf(content.data.body).map((paragraph, index) => (
            // Paragraphs have no identity beyond their position in the text.
            // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
            <Typography key={index} sx={{ mb: 2, whiteSpace: "pre-line" }}>
              {paragraph}
            </Typography>
          ))}
    </Box>
  );
}
