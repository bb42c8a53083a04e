import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import {
  CATALOG_TYPES,
  formatDate,
  formatDateTime,
  isStaffRole,
  type MbrKeyDate,
  type MbrPackage,
  type MbrRoundDetail,
  updateMbrRoundSchema,
} from "@strata/core";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { z } from "zod";
import { typedList, useMutationForm } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { useAppAbility, useCurrentUser } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { formatBytes } from "../../../lib/format.ts";
import {
  documentFileUrl,
  useDeleteMbrDocument,
  useMbrActivity,
  useMbrRound,
  useMbrTakenPackage,
  usePublishMbrDocument,
  usePublishMbrPackage,
  useTakeMbrPackage,
  useUpdateMbrRound,
} from "../api/mbr.ts";
import { UploadDocumentForm } from "../components/UploadDocumentForm.tsx";
import { NewMbrPackage } from "./NewMbrPackage.tsx";

const decimal = new Intl.NumberFormat("en-MY", { maximumFractionDigits: 1 });
const TYPE_LABELS: Record<string, string> = {
  Seismic_2D: "2D seismic",
  Seismic_3D: "3D seismic",
  Well_Log: "Well logs",
  Technical_Report: "Reports",
  Non_Seismic: "Non-seismic",
};

/** One bid round: blocks with their data, key dates, documents and the packages to take. */
export function MbrRoundPage() {
  const { roundId = "" } = useParams();
  const round = useMbrRound(roundId);
  const { user } = useCurrentUser();
  const ability = useAppAbility();
  const isStaffUser = user ? isStaffRole(user.role) : false;
  const staff = isStaffUser && ability.can("manage", "MBR");
  // Customers with the MBR right take packages; the MBR admin only reads.
  const canTake = !isStaffUser && ability.can("manage", "MBR");

  if (round.isPending) return <PageLoader />;
  if (round.isError) {
    return (
      <>
        <PageHeader title="MBR" />
        <Alert severity="error" role="alert">
          {errorMessage(round.error)}
        </Alert>
        <Link component={RouterLink} to="/mbr">
          Back to the bid rounds
        </Link>
      </>
    );
  }
  const data = round.data;
  return (
    <>
      <PageHeader
        title={data.name}
        subtitle={`${formatDate(data.opensOn)} to ${formatDate(data.closesOn)}`}
      />
      <Stack spacing={3}>
        {data.description && <Typography>{data.description}</Typography>}
        {staff && <StaffRoundPanel round={data} />}
        <KeyDates dates={data.keyDates} />
        <Blocks round={data} />
        <Documents round={data} staff={staff} />
        <Packages round={data} staff={staff} canTake={canTake} />
        {isStaffUser && (staff || ability.can("view", "BidRound")) ? <Activity roundId={data.id} /> : null}
      </Stack>
    </>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function KeyDates({ dates }: { dates: MbrKeyDate[] }) {
  return (
    <Section title="Key dates">
      {dates.length === 0 ? (
        <Typography color="text.secondary">No key dates yet.</Typography>
      ) : (
        <Box component="ol" sx={{ display: "flex", flexWrap: "wrap", gap: 2, listStyle: "none", p: 0, m: 0 }}>
          {dates.map((d) => (
            <Box
              component="li"
              key={`${d.date} ${d.label}`}
              sx={{ borderLeft: 3, borderColor: "primary.main", pl: 1 }}
            >
              <Typography variant="subtitle2">{d.label}</Typography>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={d.date}>{formatDate(d.date)}</time>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}

function Blocks({ round }: { round: MbrRoundDetail }) {
  return (
    <Section title="Blocks on offer">
      {round.blocks.length === 0 ? (
        <Typography color="text.secondary">No blocks are on offer in this round.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Blocks on offer">
            <TableHead>
              <TableRow>
                <TableCell>Block</TableCell>
                <TableCell>Region</TableCell>
                <TableCell>Basin</TableCell>
                <TableCell align="right">Area (km²)</TableCell>
                <TableCell align="right">2D seismic (km)</TableCell>
                <TableCell align="right">3D seismic (km²)</TableCell>
                <TableCell align="right">Wells</TableCell>
                <TableCell>Bid-flagged records</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {round.blocks.map((b) => (
                <TableRow key={b.name}>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={`/bid-rounds?round=${encodeURIComponent(round.catalogRound)}&block=${encodeURIComponent(b.name)}`}
                    >
                      {b.name}
                    </Link>
                  </TableCell>
                  <TableCell>{b.region}</TableCell>
                  <TableCell>{b.basin ?? "—"}</TableCell>
                  <TableCell align="right">{b.areaKm2 === null ? "—" : decimal.format(b.areaKm2)}</TableCell>
                  <TableCell align="right">{decimal.format(b.totals.seismic2dKm)}</TableCell>
                  <TableCell align="right">{decimal.format(b.totals.seismic3dKm2)}</TableCell>
                  <TableCell align="right">{b.totals.wells}</TableCell>
                  <TableCell>
                    {CATALOG_TYPES.filter((t) => b.bidRecords[t])
                      .map((t) => `${TYPE_LABELS[t]}: ${b.bidRecords[t]}`)
                      .join(", ") || "None"}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        Open a block for its data previews and charts in{" "}
        <Link component={RouterLink} to={`/bid-rounds?round=${encodeURIComponent(round.catalogRound)}`}>
          Bid-round data
        </Link>
        .
      </Typography>
    </Section>
  );
}

function Documents({ round, staff }: { round: MbrRoundDetail; staff: boolean }) {
  const publish = usePublishMbrDocument(round.id);
  const remove = useDeleteMbrDocument(round.id);
  return (
    <Section title="Documents">
      {round.documents.length === 0 ? (
        <Typography color="text.secondary">No documents yet.</Typography>
      ) : (
        <List dense aria-label="Round documents">
          {round.documents.map((d) => (
            <ListItem
              key={d.id}
              secondaryAction={
                staff ? (
                  <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                    <FormControlLabel
                      control={
                        <Switch
                          checked={d.published}
                          onChange={(e) => publish.mutate({ id: d.id, published: e.target.checked })}
                        />
                      }
                      label="Published"
                    />
                    <Button color="error" size="small" onClick={() => remove.mutate(d.id)}>
                      Delete
                    </Button>
                  </Stack>
                ) : undefined
              }
            >
              <ListItemText
                primary={
                  <Link href={documentFileUrl(round.id, d.id)} target="_blank" rel="noopener">
                    {d.title}
                  </Link>
                }
                secondary={`${d.kind === "guidelines" ? "Guidelines" : d.kind === "brochure" ? "Block brochure" : "Document"} · PDF, ${formatBytes(d.sizeBytes)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {staff && <UploadDocumentForm roundId={round.id} />}
    </Section>
  );
}

function Packages({ round, staff, canTake }: { round: MbrRoundDetail; staff: boolean; canTake: boolean }) {
  const publish = usePublishMbrPackage(round.id);
  return (
    <Section title="Data packages">
      {staff && (
        <Box sx={{ mb: 1 }}>
          <NewMbrPackage round={round} />
        </Box>
      )}
      {round.packages.length === 0 ? (
        <Typography color="text.secondary">No data packages yet.</Typography>
      ) : (
        <Stack spacing={1}>
          {round.packages.map((p) => (
            <Paper key={p.id} variant="outlined" sx={{ p: 1.5 }}>
              <Stack
                direction={{ xs: "column", sm: "row" }}
                spacing={2}
                sx={{ alignItems: { sm: "center" } }}
              >
                <Box sx={{ flex: 1 }}>
                  <Typography variant="subtitle1">{p.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    Block {p.block} · {p.recordCount} record{p.recordCount === 1 ? "" : "s"}
                  </Typography>
                </Box>
                {staff ? (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={p.published}
                        onChange={(e) => publish.mutate({ id: p.id, published: e.target.checked })}
                      />
                    }
                    label="Published"
                  />
                ) : canTake ? (
                  <TakePackage roundId={round.id} pkg={p} />
                ) : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function TakePackage({ roundId, pkg }: { roundId: string; pkg: MbrPackage }) {
  const take = useTakeMbrPackage(roundId);
  const [confirming, setConfirming] = useState(false);
  const taken = useMbrTakenPackage(pkg.takenPackageId);
  if (pkg.takenPackageId) {
    const state = taken.data;
    return (
      <Box sx={{ minWidth: 220 }} aria-live="polite">
        <Typography variant="body2">
          {state?.status === "ready"
            ? "Ready to download"
            : state?.status === "failed"
              ? "Preparation failed"
              : "Preparing your package…"}
        </Typography>
        {state?.status === "ready" && (
          // A plain link: the browser downloads (and can resume) the ZIP itself.
          <Button
            variant="contained"
            size="small"
            href={`/api/mbr/taken/${encodeURIComponent(state.id)}/file`}
            download
            sx={{ mt: 1 }}
          >
            Download ZIP
          </Button>
        )}
        {state?.status !== "ready" && state?.status !== "failed" && (
          <LinearProgress
            variant={state?.progress == null ? "indeterminate" : "determinate"}
            value={state?.progress ?? undefined}
            aria-label="Package preparation"
          />
        )}
      </Box>
    );
  }
  return (
    <>
      <Button variant="contained" onClick={() => setConfirming(true)} disabled={take.isPending}>
        Take package
      </Button>
      {take.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(take.error)}
        </Alert>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`take-${pkg.id}`}>
        <DialogTitle id={`take-${pkg.id}`}>Take “{pkg.name}”?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            A download package of its {pkg.recordCount} record{pkg.recordCount === 1 ? "" : "s"} is prepared
            for you. No credits are spent: your bid-round subscription includes it.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirming(false);
              take.mutate(pkg.id);
            }}
          >
            Take package
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The key dates typed one a line ("YYYY-MM-DD label"), checked as core's list: its first problem shows under the box. */
const keyDatesFormSchema = z.object({
  keyDates: z.string().transform(
    typedList(
      (lines) =>
        lines
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => ({ date: line.slice(0, 10), label: line.slice(10).trim() })),
      updateMbrRoundSchema.shape.keyDates.unwrap(),
    ),
  ),
});

function StaffRoundPanel({ round }: { round: MbrRoundDetail }) {
  const publish = useUpdateMbrRound(round.id);
  const saveDates = useUpdateMbrRound(round.id);
  const { form, errors, error, setError, submit, submitting } = useMutationForm({
    schema: keyDatesFormSchema,
    defaultValues: { keyDates: round.keyDates.map((d) => `${d.date} ${d.label}`).join("\n") },
    onSubmit: (body) => {
      publish.reset();
      return saveDates.mutateAsync(body);
    },
  });
  // One message under the box: the key dates' (a field's shows on it), else the publishing switch's.
  const problem = error ?? (publish.isError ? errorMessage(publish.error) : null);
  return (
    <Section title="Staff: publishing">
      <Stack spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={round.published}
              onChange={(e) => {
                setError(null);
                publish.mutate({ published: e.target.checked });
              }}
            />
          }
          label={
            round.published
              ? "Published: MBR customers see this round and its blocks"
              : "Unpublished: invisible to customers"
          }
        />
        <TextField
          label="Key dates (one a line: YYYY-MM-DD label)"
          multiline
          minRows={3}
          {...form.register("keyDates")}
          error={Boolean(errors.keyDates)}
          helperText={errors.keyDates?.message}
        />
        <Box>
          <Button variant="outlined" onClick={() => void submit()} disabled={publish.isPending || submitting}>
            Save key dates
          </Button>
        </Box>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Chip label={`Catalogue round: ${round.catalogRound}`} sx={{ alignSelf: "flex-start" }} />
      </Stack>
    </Section>
  );
}

function Activity({ roundId }: { roundId: string }) {
  const activity = useMbrActivity(roundId, true);
  const label = {
    "view-round": "Opened the round",
    "open-document": "Opened",
    "take-package": "Took",
  } as const;
  return (
    <Section title="Who looked and took">
      {activity.isPending ? (
        <LinearProgress aria-label="Loading activity" />
      ) : activity.isError ? (
        <Alert severity="error">{errorMessage(activity.error)}</Alert>
      ) : activity.data.result.length === 0 ? (
        <Typography color="text.secondary">Nobody has opened this round yet.</Typography>
      ) : (
        <Table size="small" aria-label="Round activity">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>Organisation</TableCell>
              <TableCell>What</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {activity.data.result.map((e) => (
              <TableRow key={e.id}>
                <TableCell>{formatDateTime(e.at)}</TableCell>
                <TableCell>{e.userName}</TableCell>
                <TableCell>{e.organisationName ?? "—"}</TableCell>
                <TableCell>
                  {label[e.kind]}
                  {e.kind === "view-round" ? "" : ` ${e.subjectName ?? ""}`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

export { MbrRoundPage as Component };
