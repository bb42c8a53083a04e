import { List, ListItem, ListItemText, Typography } from "@mui/material";
import type { DataRequestEvent } from "../api/types.ts";
import { formatDate } from "./format.ts";

/** What happened to a request, oldest first: its audit trail in words. */
export function RequestHistory({ events }: { events: readonly DataRequestEvent[] }) {
  if (events.length === 0) return <Typography color="text.secondary">Nothing has happened yet.</Typography>;
  return (
    <List dense aria-label="History" component="ol">
      {events.map((event) => (
        <ListItem key={event.id} divider alignItems="flex-start" data-testid="history-entry">
          <ListItemText
            primary={event.summary}
            secondary={
              <>
                {event.actorName} · <time dateTime={event.at}>{formatDate(event.at)}</time>
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
