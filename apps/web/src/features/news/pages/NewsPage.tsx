import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Pagination,
  Stack,
  Typography,
} from "@mui/material";
import { formatDate } from "@strata/core";
import { Link as RouterLink, useSearchParams } from "react-router";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { usePublishedNews } from "../api/news.ts";

const PAGE_SIZE = 10;

/** Published news, newest first, for everyone (no sign-in). */
export function NewsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const news = usePublishedNews(page, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil((news.data?.pageTotal ?? 0) / PAGE_SIZE));
  return (
    <Box component="section" sx={{ maxWidth: 860 }}>
      <Typography variant="h1" gutterBottom>
        News
      </Typography>
      {news.isPending ? <PageLoader /> : null}
      {news.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(news.error)}
        </Alert>
      ) : null}
      {news.data && news.data.pageTotal === 0 ? (
        <Typography color="text.secondary">No news has been published yet.</Typography>
      ) : null}
      <Stack spacing={2} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {news.data?.result.map((item) => (
          <Card key={item.id} component="li" variant="outlined">
            <CardActionArea
              component={RouterLink}
              to={`/news/${item.id}`}
              sx={{ display: "flex", alignItems: "stretch", justifyContent: "flex-start" }}
            >
              {item.image ? (
                <CardMedia
                  component="img"
                  image={item.image.url}
                  alt=""
                  sx={{ width: 180, objectFit: "cover", flexShrink: 0 }}
                />
              ) : null}
              <CardContent>
                <Typography variant="h2" sx={{ fontSize: "1.25rem", fontWeight: 600 }} gutterBottom>
                  {item.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                  <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                </Typography>
                {item.summary ? <Typography>{item.summary}</Typography> : null}
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
      {pages > 1 ? (
        <Pagination
          sx={{ mt: 3 }}
          count={pages}
          page={page}
          onChange={(_, next) => setParams(next === 1 ? {} : { page: String(next) })}
          aria-label="News pages"
        />
      ) : null}
    </Box>
  );
}

export { NewsPage as Component };
