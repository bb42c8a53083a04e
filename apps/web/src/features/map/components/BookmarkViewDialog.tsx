import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from "@mui/material";
import { createBookmarkBodySchema, type MapView } from "@strata/core";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useBookmarkMapView } from "../api/bookmark-map-view.ts";

export const VIEW_BOOKMARKED_MESSAGE = "Map view bookmarked.";

// The name rule of a map-view bookmark (the union's second member), as the API checks it.
const formSchema = z.object({ name: createBookmarkBodySchema.options[1].shape.name });
type FormValues = z.infer<typeof formSchema>;

/** Names and saves the current map view as a bookmark. */
export function BookmarkViewDialog({ view, onClose }: { view: MapView; onClose: () => void }) {
  const save = useBookmarkMapView();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { name: "" } });
  const nameError = form.formState.errors.name?.message;

  const submit = form.handleSubmit(({ name }) =>
    save.mutate(
      { name, view },
      {
        onSuccess: () => {
          toast.success(VIEW_BOOKMARKED_MESSAGE, { toastId: "bookmark" });
          onClose();
        },
      },
    ),
  );

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="bookmark-view-title"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="bookmark-view-title">Bookmark this view</DialogTitle>
        <DialogContent>
          <TextField
            label="Name"
            autoFocus
            required
            {...form.register("name")}
            error={Boolean(nameError)}
            helperText={nameError ?? "For example: Malay Basin, northern blocks"}
            disabled={save.isPending}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {save.isError ? (
            <Alert severity="error" role="alert">
              {errorMessage(save.error)}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save bookmark
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
