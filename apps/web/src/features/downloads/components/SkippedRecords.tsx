import { Alert, AlertTitle, Link, List, ListItem } from "@mui/material";
import type { SkippedRecord } from "@strata/core";
import { Link as RouterLink } from "react-router";

/** The records an "add several" left out, each with why and the step that would let it in. */
export function SkippedRecords({ skipped, added }: { skipped: readonly SkippedRecord[]; added: boolean }) {
  if (skipped.length === 0) return null;
  const n = skipped.length;
  return (
    <Alert severity="warning" sx={{ maxWidth: 520 }} data-testid="skipped-records">
      <AlertTitle>
        {added ? `${n} record${n === 1 ? " was" : "s were"} not added` : `None of the records could be added`}
      </AlertTitle>
      <List dense disablePadding>
        {skipped.map((s) => (
          <ListItem key={`${s.type}:${s.id}`} disableGutters sx={{ display: "block", py: 0.25 }}>
            <strong>{s.title ?? s.id}</strong>: {s.message}{" "}
            {s.action ? (
              <Link component={RouterLink} to={s.action.path}>
                {s.action.label}
              </Link>
            ) : null}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}

/** The skipped records an error carries (none can be added), if any. */
export function skippedOf(details: unknown): SkippedRecord[] {
  const skipped = (details as { skipped?: unknown } | undefined)?.skipped;
  return Array.isArray(skipped) ? (skipped as SkippedRecord[]) : [];
}
