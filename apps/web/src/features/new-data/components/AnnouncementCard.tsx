import { Box, Chip, Link, Paper, Typography } from "@mui/material";
import { CATALOG_REGISTRY, formatDate } from "@strata/core";
import { Link as RouterLink } from "react-router";
import { catalogPath, FILTER_VALUES_MAX, recordPath } from "../../../lib/catalog-links.ts";
import type { Announcement } from "../api/get-new-data.ts";

const SHOWN_RECORDS = 12;

/** One announcement: what was published, when, and links to its records. */
export function AnnouncementCard({
  announcement,
  linkRecords,
}: {
  announcement: Announcement;
  /** Whether the viewer may open the catalogue; otherwise the records are listed without links. */
  linkRecords: boolean;
}) {
  const def = CATALOG_REGISTRY[announcement.sdcType];
  const headingId = `announcement-${announcement.id}`;
  const ids = announcement.recordIds;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2.5, mb: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", mb: 1 }}>
        <Chip label={def.displayName} size="small" color="primary" variant="outlined" />
        {announcement.publishedAt ? (
          <Typography
            variant="body2"
            color="text.secondary"
            component="time"
            dateTime={announcement.publishedAt}
          >
            {formatDate(announcement.publishedAt)}
          </Typography>
        ) : null}
      </Box>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {announcement.title}
      </Typography>
      <Typography sx={{ whiteSpace: "pre-line", mb: ids.length > 0 ? 2 : 0 }}>{announcement.body}</Typography>
      {ids.length > 0 ? (
        <>
          <Box
            component="ul"
            aria-label="Records"
            sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 1, p: 0, listStyle: "none" }}
          >
            {ids.slice(0, SHOWN_RECORDS).map((id) => (
              <li key={id}>
                {linkRecords ? (
                  <Chip
                    label={id}
                    size="small"
                    component={RouterLink}
                    to={recordPath(announcement.sdcType, id)}
                    clickable
                  />
                ) : (
                  <Chip label={id} size="small" />
                )}
              </li>
            ))}
          </Box>
          {linkRecords ? (
            <Link
              component={RouterLink}
              to={catalogPath({
                type: announcement.sdcType,
                filter: { [def.idField]: ids.slice(0, FILTER_VALUES_MAX) },
              })}
            >
              Open {ids.length === 1 ? "this record" : `all ${ids.length} records`} in the catalogue
            </Link>
          ) : null}
        </>
      ) : null}
    </Paper>
  );
}
