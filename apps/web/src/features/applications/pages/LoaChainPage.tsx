import {
  Alert,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { formatMyr } from "@strata/core";
import { useState } from "react";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { Can } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useAdministrators } from "../api/get-administrators.ts";
import { useLoaChain } from "../api/get-loa-chain.ts";
import { useSaveLoaChain } from "../api/save-loa-chain.ts";

interface Draft {
  userId: string;
  name: string;
  limitRinggit: string;
}

const ALL_STAFF = { page: 1, pageSize: 100 };
const validLimit = (v: string) => /^\d+(\.\d{1,2})?$/.test(v);

/** The LOA chain: levels and limits; a superadmin reorders, changes limits, adds and removes approvers. */
export function LoaChainPage() {
  const { data, isPending, error } = useLoaChain();
  const [draft, setDraft] = useState<Draft[] | null>(null);
  const save = useSaveLoaChain();
  const [saveError, setSaveError] = useState<string | null>(null);
  if (isPending) return <PageLoader />;
  if (error || !data) return <Alert severity="error">{errorMessage(error)}</Alert>;

  const startEditing = () =>
    setDraft(
      data.approvers.map((a) => ({
        userId: a.userId,
        name: a.name,
        limitRinggit: String(a.limit.amountSen / 100),
      })),
    );
  const move = (index: number, by: -1 | 1) =>
    setDraft((d) => {
      if (!d) return d;
      const next = [...d];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item);
      return next;
    });
  const submit = async () => {
    if (!draft) return;
    setSaveError(null);
    try {
      await save.mutateAsync({
        approvers: draft.map((d) => ({
          userId: d.userId,
          limitSen: Math.round(Number(d.limitRinggit) * 100),
        })),
      });
      toast.success("The LOA chain was saved; waiting applications follow it.", { toastId: "loa-chain" });
      setDraft(null);
    } catch (err) {
      setSaveError(errorMessage(err));
    }
  };

  return (
    <>
      <PageHeader
        title="LOA chain"
        subtitle="Applications are approved from level 1 up to the first approver whose limit covers the amount."
        actions={
          draft ? null : (
            <Can I="manage" a="Administrator">
              <Button variant="contained" onClick={startEditing}>
                Edit chain
              </Button>
            </Can>
          )
        }
      />
      {draft ? (
        <ChainEditor
          draft={draft}
          setDraft={setDraft}
          move={move}
          onSave={submit}
          onCancel={() => setDraft(null)}
          saving={save.isPending}
          error={saveError}
        />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="LOA chain" size="small">
            <TableHead>
              <TableRow>
                <TableCell>Level</TableCell>
                <TableCell>Approver</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell align="right">Approval limit (excl. SST)</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.approvers.map((a) => (
                <TableRow key={a.userId}>
                  <TableCell>{a.level}</TableCell>
                  <TableCell>{a.name}</TableCell>
                  <TableCell>{a.email}</TableCell>
                  <TableCell align="right">{formatMyr(a.limit.amountSen)}</TableCell>
                </TableRow>
              ))}
              {data.approvers.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4}>
                    <Typography color="text.secondary" sx={{ py: 2, textAlign: "center" }}>
                      The chain has no approver yet: paid applications cannot pass verification.
                    </Typography>
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}

function ChainEditor({
  draft,
  setDraft,
  move,
  onSave,
  onCancel,
  saving,
  error,
}: {
  draft: Draft[];
  setDraft(d: Draft[]): void;
  move(index: number, by: -1 | 1): void;
  onSave(): void;
  onCancel(): void;
  saving: boolean;
  error: string | null;
}) {
  const staff = useAdministrators(ALL_STAFF);
  const candidates = (staff.data?.result ?? []).filter(
    (a) => a.role === "loa" && !draft.some((d) => d.userId === a.id),
  );
  const invalid = draft.some((d) => !validLimit(d.limitRinggit));
  return (
    <Stack spacing={2}>
      {draft.map((d, i) => (
        <Paper key={d.userId} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
            <Typography sx={{ minWidth: 200 }}>
              Level {i + 1}: <strong>{d.name}</strong>
            </Typography>
            <TextField
              label={`Limit of ${d.name} (RM, excl. SST)`}
              size="small"
              value={d.limitRinggit}
              error={!validLimit(d.limitRinggit)}
              helperText={validLimit(d.limitRinggit) ? " " : "Enter the limit in RM, e.g. 50000"}
              onChange={(e) =>
                setDraft(draft.map((x, j) => (j === i ? { ...x, limitRinggit: e.target.value } : x)))
              }
            />
            <IconButton aria-label={`Move ${d.name} up`} disabled={i === 0} onClick={() => move(i, -1)}>
              ↑
            </IconButton>
            <IconButton
              aria-label={`Move ${d.name} down`}
              disabled={i === draft.length - 1}
              onClick={() => move(i, 1)}
            >
              ↓
            </IconButton>
            <Button color="error" onClick={() => setDraft(draft.filter((_, j) => j !== i))}>
              Remove
            </Button>
          </Stack>
        </Paper>
      ))}
      {candidates.length > 0 ? (
        <TextField
          select
          label="Add an LOA approver as the last level"
          size="small"
          value=""
          sx={{ maxWidth: 360 }}
          onChange={(e) => {
            const who = candidates.find((c) => c.id === e.target.value);
            if (who) setDraft([...draft, { userId: who.id, name: who.name, limitRinggit: "0" }]);
          }}
        >
          {candidates.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={onSave} disabled={saving || invalid}>
          Save chain
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}

export { LoaChainPage as Component };
