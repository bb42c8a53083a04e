import { List, ListItem, ListItemText, Typography } from "@mui/material";
import { type AuditEvent, formatDateTime, statusLabel } from "@strata/core";

/** The words an audit row's `after` may carry for people (a reason, a message, a new status). */
function detailOf(event: AuditEvent): string | null {
  const after = event.after ?? {};
  const parts: string[] = [];
  if (typeof after.status === "string") parts.push(`→ ${statusLabel(after.status)}`);
  for (const key of ["reason", "message", "note"]) {
    if (typeof after[key] === "string" && after[key]) parts.push(`“${after[key]}”`);
  }
  return parts.length ? parts.join(" ") : null;
}

/** What happened to a record, newest first: who did what, when, and why. */
export function AuditTimeline({
  events,
  emptyText = "Nothing has happened yet.",
}: {
  events: readonly AuditEvent[];
  emptyText?: string;
}) {
  if (events.length === 0) {
    return <Typography color="text.secondary">{emptyText}</Typography>;
  }
  return (
    <List dense aria-label="History">
      {events.map((event) => (
        <ListItem key={event.id} divider alignItems="flex-start">
          <ListItemText
            primary={
              <>
                <strong>{statusLabel(event.action)}</strong> by {event.actorName}
                {detailOf(event) ? <> {detailOf(event)}</> : null}
              </>
            }
            secondary={<time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>}
          />
        </ListItem>
      ))}
    </List>
  );
}
