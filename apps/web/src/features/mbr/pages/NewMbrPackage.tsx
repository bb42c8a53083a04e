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
import { CATALOG_REGISTRY, type CatalogType, type MbrRoundDetail } from "@strata/core";
import { useState } from "react";
import { errorMessage } from "../../../lib/api.ts";
import { useCreateMbrPackage, useMbrBlockRecords } from "../api/mbr.ts";

const keyOf = (r: { type: string; id: string }) => `${r.type}:${r.id}`;

/**
 * Staff curate a package: a name, a block on offer and some of its bid-flagged records. Records
 * without files can be chosen (the package lists them) but are marked, since they add nothing to the ZIP.
 */
export function NewMbrPackage({ round }: { round: MbrRoundDetail }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [block, setBlock] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const records = useMbrBlockRecords(round.id, block);
  const create = useCreateMbrPackage(round.id);
  const list = records.data?.records ?? [];
  const close = () => {
    setOpen(false);
    create.reset();
  };
  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!block) return;
    const picked = list.filter((r) => chosen.has(keyOf(r))).map((r) => ({ type: r.type, id: r.id }));
    create.mutate(
      { name, block, records: picked },
      {
        onSuccess: () => {
          setOpen(false);
          setName("");
          setBlock(null);
          setChosen(new Set());
        },
      },
    );
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
                value={name}
                onChange={(e) => setName(e.target.value)}
                required
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <TextField
                select
                label="Block"
                value={block ?? ""}
                onChange={(e) => {
                  setBlock(e.target.value);
                  setChosen(new Set());
                }}
                required
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
                  <Button
                    size="small"
                    onClick={() => setChosen(new Set(list.filter((r) => r.hasFiles).map(keyOf)))}
                  >
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
              {create.isError && (
                <Alert severity="error" role="alert">
                  {errorMessage(create.error)}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!name.trim() || !block || chosen.size === 0 || create.isPending}
            >
              Create package
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
