import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Alert, Box, Button, Typography } from "@mui/material";
import { formatDate } from "@strata/core";
import { Link as RouterLink, useParams } from "react-router";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { RichText } from "../../../components/rich-text/index.ts";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { usePublishedNewsItem } from "../api/news.ts";

/** One published news item; a draft or an unpublished one reads as not found. */
export function NewsItemPage() {
  const { id = "" } = useParams();
  const item = usePublishedNewsItem(id);
  const back = (
    <Button component={RouterLink} to="/news" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      All news
    </Button>
  );
  if (item.isPending) return <PageLoader />;
  if (item.isError) {
    const missing =
      item.error instanceof ApiError && (item.error.status === 404 || item.error.status === 400);
    return (
      <Box>
        {back}
        <Alert severity={missing ? "info" : "error"} role="alert">
          {missing ? "This news item is not available." : errorMessage(item.error)}
        </Alert>
      </Box>
    );
  }
  const news = item.data;
  return (
    <Box component="article" sx={{ maxWidth: 760 }}>
      {back}
      <Typography variant="h1" gutterBottom>
        {news.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <time dateTime={news.publishedAt}>{formatDate(news.publishedAt)}</time>
      </Typography>
      {news.image ? (
        <Box
          component="img"
          src={news.image.url}
          alt=""
          sx={{ width: "100%", maxHeight: 360, objectFit: "cover", borderRadius: 1, mb: 2 }}
        />
      ) : null}
      {news.summary ? <Typography sx={{ fontWeight: 500, mb: 2 }}>{news.summary}</Typography> : null}
      <RichText html={news.body} />
    </Box>
  );
}

export { NewsItemPage as Component };
