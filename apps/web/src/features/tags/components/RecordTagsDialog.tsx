import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from "@mui/material";
import type { CatalogType } from "@strata/core";
import { useId, useState } from "react";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useTags, useTagWrites } from "../api/tags.ts";

/** Adds a tag (picked from the existing ones) to a record, or takes one off; each change applies at once. */
export function RecordTagsDialog({
  type,
  id,
  title,
  tags,
  onClose,
}: {
  type: CatalogType;
  id: string;
  title: string;
  tags: { id: string; name: string }[];
  onClose: () => void;
}) {
  const titleId = useId();
  const all = useTags();
  const { tagRecord, untagRecord } = useTagWrites();
  const [picked, setPicked] = useState("");
  const record = { sdcType: type, recordId: id };
  const onError = (error: unknown) => toast.error(errorMessage(error), { toastId: "record-tags" });
  const carried = new Set(tags.map((t) => t.id));
  const addable = (all.data ?? []).filter((t) => !carried.has(t.id));
  const busy = tagRecord.isPending || untagRecord.isPending;

  const add = () => {
    const tag = addable.find((t) => t.id === picked);
    if (!tag) return;
    tagRecord.mutate(
      { tagId: tag.id, record },
      {
        onSuccess: () => {
          setPicked("");
          toast.success(`Tagged ${tag.name}.`, { toastId: "record-tags" });
        },
        onError,
      },
    );
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Tags of {title}</DialogTitle>
      <DialogContent>
        {tags.length === 0 ? (
          <Typography color="text.secondary">This record has no tags yet.</Typography>
        ) : (
          <List dense aria-label="Tags of this record">
            {tags.map((tag) => (
              <ListItem
                key={tag.id}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    aria-label={`Remove tag ${tag.name}`}
                    onClick={() =>
                      untagRecord.mutate(
                        { tagId: tag.id, record },
                        {
                          onSuccess: () => toast.success(`${tag.name} removed.`, { toastId: "record-tags" }),
                          onError,
                        },
                      )
                    }
                  >
                    Remove
                  </Button>
                }
              >
                <ListItemText primary={tag.name} />
              </ListItem>
            ))}
          </List>
        )}
        <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", mt: 2 }}>
          <TextField
            select
            label="Tag to add"
            size="small"
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
            disabled={addable.length === 0}
            helperText={
              all.isPending
                ? "Loading the tags…"
                : all.data?.length === 0
                  ? "There are no tags yet: add them on the Tags page."
                  : addable.length === 0
                    ? "Every tag is on this record."
                    : undefined
            }
            sx={{ flex: 1 }}
          >
            {addable.map((tag) => (
              <MenuItem key={tag.id} value={tag.id}>
                {tag.name}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={add} disabled={!picked || busy} sx={{ height: 40 }}>
            Add
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
