import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import DescriptionIcon from "@mui/icons-material/DescriptionOutlined";
import MapIcon from "@mui/icons-material/MapOutlined";
import {
  IconButton,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Tooltip,
  Typography,
} from "@mui/material";
import { type Bookmark, CATALOG_REGISTRY, formatDate } from "@strata/core";
import { Link as RouterLink } from "react-router";
import { mapViewPath, recordPath } from "../../../lib/catalog-links.ts";

function target(bookmark: Bookmark): { to: string; detail: string } | null {
  if (bookmark.kind === "record" && bookmark.sdcType && bookmark.recordId) {
    return {
      to: recordPath(bookmark.sdcType, bookmark.recordId),
      detail: `${CATALOG_REGISTRY[bookmark.sdcType].displayName} · ${bookmark.recordId}`,
    };
  }
  if (bookmark.kind === "mapView" && bookmark.view) {
    const [lon, lat] = bookmark.view.center;
    return {
      to: mapViewPath(bookmark.view),
      detail: `Map view · ${lat.toFixed(2)}°, ${lon.toFixed(2)}° · zoom ${bookmark.view.zoom.toFixed(1)}`,
    };
  }
  return null;
}

/** A titled list of bookmarks: each opens its record or map view, and can be removed. */
export function BookmarkList({
  title,
  bookmarks,
  onRemove,
}: {
  title: string;
  bookmarks: Bookmark[];
  onRemove: (bookmark: Bookmark) => void;
}) {
  const headingId = `bookmarks-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h2" sx={{ px: 2, pt: 2 }}>
        {title} ({bookmarks.length})
      </Typography>
      <List aria-labelledby={headingId}>
        {bookmarks.map((bookmark) => {
          const link = target(bookmark);
          return (
            <ListItem
              key={bookmark.id}
              divider
              secondaryAction={
                <Tooltip title="Remove bookmark">
                  <IconButton
                    edge="end"
                    aria-label={`Remove bookmark ${bookmark.name}`}
                    onClick={() => onRemove(bookmark)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemIcon>{bookmark.kind === "mapView" ? <MapIcon /> : <DescriptionIcon />}</ListItemIcon>
              <ListItemText
                primary={
                  link ? (
                    <Link component={RouterLink} to={link.to}>
                      {bookmark.name}
                    </Link>
                  ) : (
                    bookmark.name
                  )
                }
                secondary={`${link?.detail ?? ""} · Bookmarked ${formatDate(bookmark.createdAt)}`}
              />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
