import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import {
  CATALOG_REGISTRY,
  type CatalogType,
  createMbrPackageSchema,
  type MbrRoundDetail,
} from "@strata/core";
import { useState } from "react";
import { useMutationForm } from "../../../components/admin/index.ts";
import { FormError } from "../../../components/FormError.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useCreateMbrPackage, useMbrBlockRecords } from "../api/mbr.ts";

const keyOf = (r: { type: string; id: string }) => `${r.type}:${r.id}`;

/** Core's body; the block is "" until one is chosen. */
const formSchema = createMbrPackageSchema.pick({ name: true, block: true, records: true });

/**
 * Staff curate a package: a name, a block on offer and some of its bid-flagged records. Records
 * without files can be chosen (the package lists them) but are marked, since they add nothing to the ZIP.
 */
export function NewMbrPackage({ round }: { round: MbrRoundDetail }) {
  const [open, setOpen] = useState(false);
  const create = useCreateMbrPackage(round.id);
  const { form, errors, error, setError, submit, submitting } = useMutationForm({
    schema: formSchema,
    defaultValues: { name: "", block: "", records: [] },
    // The records have no message of their own: what the server says of them shows above the buttons.
    fields: ["name", "block"],
    onSubmit: async (body) => {
      await create.mutateAsync(body);
      setOpen(false);
      form.reset();
    },
  });
  const [name, block, picked] = form.watch(["name", "block", "records"]);
  const records = useMbrBlockRecords(round.id, block || null);
  const list = records.data?.records ?? [];
  const chosen = new Set(picked.map(keyOf));
  // The records chosen, in the block list's order.
  const choose = (keep: (r: (typeof list)[number]) => boolean) =>
    form.setValue(
      "records",
      list.filter(keep).map(({ type, id }) => ({ type, id })),
    );
  const toggle = (key: string) => choose((r) => (keyOf(r) === key ? !chosen.has(key) : chosen.has(keyOf(r))));
  // Cancelling keeps what was typed for the next opening, but not the last attempt's errors.
  const close = () => {
    setOpen(false);
    setError(null);
    form.clearErrors();
  };
  if (round.blocks.length === 0) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: "flex-start" }}>
        New package
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="new-mbr-package">
        <Box component="form" onSubmit={submit} noValidate>
          <DialogTitle id="new-mbr-package">New data package</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                label="Name"
                {...form.register("name")}
                required
                error={Boolean(errors.name)}
                helperText={errors.name?.message}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <TextField
                select
                label="Block"
                value={block}
                onChange={(e) => {
                  form.setValue("block", e.target.value);
                  form.setValue("records", []);
                }}
                required
                error={Boolean(errors.block)}
                helperText={errors.block?.message}
              >
                {round.blocks.map((b) => (
                  <MenuItem key={b.name} value={b.name}>
                    {b.name}
                  </MenuItem>
                ))}
              </TextField>
              {records.isLoading && <LinearProgress aria-label="Loading the block's records" />}
              {records.isError && (
                <Alert severity="error" role="alert">
                  {errorMessage(records.error)}
                </Alert>
              )}
              {block && records.isSuccess && list.length === 0 && (
                <Typography color="text.secondary">This block has no bid-flagged records.</Typography>
              )}
              {list.length > 0 && (
                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                  <Typography component="legend" variant="subtitle2">
                    Records ({chosen.size} of {list.length} chosen)
                  </Typography>
                  <Button size="small" onClick={() => choose((r) => r.hasFiles)}>
                    Choose all with files
                  </Button>
                  <Stack sx={{ maxHeight: 280, overflowY: "auto" }}>
                    {list.map((r) => (
                      <FormControlLabel
                        key={keyOf(r)}
                        control={
                          <Checkbox checked={chosen.has(keyOf(r))} onChange={() => toggle(keyOf(r))} />
                        }
                        label={`${r.title} · ${CATALOG_REGISTRY[r.type as CatalogType].displayName}${r.hasFiles ? "" : " · no files"}`}
                      />
                    ))}
                  </Stack>
                  {records.data?.truncated && (
                    <Typography variant="body2" color="text.secondary">
                      The block has more records than a package holds; the first by title are listed.
                    </Typography>
                  )}
                </Box>
              )}
              <FormError message={error} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!name.trim() || !block || chosen.size === 0 || submitting}
            >
              Create package
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
