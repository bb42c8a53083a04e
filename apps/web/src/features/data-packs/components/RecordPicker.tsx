import DeleteIcon from "@mui/icons-material/Delete";
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  ListSubheader,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { type DataPackBody, type RecordHit, useRecordSearch } from "../api/admin.ts";

export type PickedRecord = DataPackBody["records"][number] & { title: string };

/** Chooses the pack's records: a search of the catalogue by title, and the chosen list to remove from. */
export function RecordPicker({
  value,
  onChange,
  error,
}: {
  value: PickedRecord[];
  onChange(records: PickedRecord[]): void;
  error?: string;
}) {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useRecordSearch(q);
  const chosen = new Set(value.map((r) => `${r.type}/${r.id}`));
  const add = (hit: RecordHit) => onChange([...value, { type: hit.type, id: hit.id, title: hit.title }]);
  const groups = search.data?.groups.filter((g) => g.results.length > 0) ?? [];

  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>
        Records ({value.length})
      </Typography>
      {value.length === 0 ? (
        <Typography variant="body2" color={error ? "error" : "text.secondary"}>
          {error ?? "No records yet: search the catalogue below and add them."}
        </Typography>
      ) : (
        <List dense aria-label="Records in the pack" sx={{ maxHeight: 200, overflow: "auto" }}>
          {value.map((r) => (
            <ListItem
              key={`${r.type}/${r.id}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${r.title}`}
                  onClick={() => onChange(value.filter((x) => x !== r))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={r.title} secondary={`${r.type.replace("_", " ")} · ${r.id}`} />
            </ListItem>
          ))}
        </List>
      )}
      <TextField
        label="Search the catalogue"
        type="search"
        size="small"
        fullWidth
        sx={{ mt: 1 }}
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText="Line, well, survey or report name"
      />
      {q && !search.isFetching && groups.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No records match “{q}”.
        </Typography>
      ) : null}
      {groups.length > 0 ? (
        <List dense aria-label="Matching records" sx={{ maxHeight: 240, overflow: "auto" }}>
          {groups.map((g) => (
            <li key={g.type}>
              <ul style={{ padding: 0 }}>
                <ListSubheader disableSticky>{g.displayName}</ListSubheader>
                {g.results.map((hit) => (
                  <ListItem
                    key={hit.id}
                    secondaryAction={
                      <Button
                        size="small"
                        disabled={chosen.has(`${hit.type}/${hit.id}`)}
                        onClick={() => add(hit)}
                        aria-label={`Add ${hit.title}`}
                      >
                        {chosen.has(`${hit.type}/${hit.id}`) ? "Added" : "Add"}
                      </Button>
                    }
                  >
                    <ListItemText primary={hit.title} secondary={hit.subtitle || hit.id} />
                  </ListItem>
                ))}
              </ul>
            </li>
          ))}
        </List>
      ) : null}
    </Box>
  );
}
