import AddIcon from "@mui/icons-material/Add";
import {
  Alert,
  Box,
  Button,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import { CATALOG_REGISTRY } from "@strata/core";
import { useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { type Column, ConfirmDialog, DataTable, useListParams } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import {
  type CuratedAssignment,
  useAssignments,
  useCuratedPackage,
  useCuratedWrites,
} from "../api/curated-packages.ts";
import { AssignDialog } from "../components/AssignDialog.tsx";
import { CuratedPackageDialog } from "../components/CuratedPackageDialog.tsx";
import { formatDate, formatSize } from "../components/format.ts";

/** One curated package: its records (edit), who it is assigned to (add, remove), delete. */
export function CuratedPackagePage() {
  const { id = "" } = useParams();
  const curated = useCuratedPackage(id);
  const params = useListParams([] as const);
  const assignments = useAssignments(id, params.query);
  const { remove, unassign } = useCuratedWrites();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [removing, setRemoving] = useState<CuratedAssignment | null>(null);
  const back = (
    <Link component={RouterLink} to="/admin/curated-packages">
      All curated packages
    </Link>
  );
  if (curated.isPending) return <PageLoader />;
  if (curated.isError) {
    return (
      <>
        <PageHeader title="Curated package" actions={back} />
        <Alert severity="error" role="alert">
          {errorMessage(curated.error)}
        </Alert>
      </>
    );
  }
  const c = curated.data;
  const target = (a: CuratedAssignment) =>
    a.userName ? `${a.userName} of ${a.organisationName}` : a.organisationName;
  const columns: Column<CuratedAssignment>[] = [
    { key: "organisation", label: "Organisation", render: (a) => a.organisationName },
    { key: "user", label: "User", render: (a) => a.userName ?? "All users" },
    { key: "by", label: "Assigned by", render: (a) => a.assignedByName ?? "—" },
    { key: "at", label: "Assigned", render: (a) => formatDate(a.createdAt) },
    {
      key: "actions",
      label: "Actions",
      align: "right",
      render: (a) => (
        <Button size="small" color="error" onClick={() => setRemoving(a)} aria-label={`Remove ${target(a)}`}>
          Remove
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={c.name}
        subtitle={`${c.recordCount} record${c.recordCount === 1 ? "" : "s"} · ${formatSize(c.sizeBytes)}`}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            {back}
            <Button onClick={() => setEditing(true)}>Edit</Button>
            <Button color="error" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </Stack>
        }
      />
      {c.description ? <Typography sx={{ mb: 2 }}>{c.description}</Typography> : null}
      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "1fr", md: "2fr 3fr" },
          alignItems: "start",
        }}
      >
        <Paper variant="outlined" component="section" aria-labelledby="curated-records">
          <Typography id="curated-records" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
            Records
          </Typography>
          <List dense>
            {c.records.map((r) => (
              <ListItem key={`${r.type}/${r.id}`}>
                <ListItemText
                  primary={r.title}
                  secondary={`${CATALOG_REGISTRY[r.type].displayName} · ${r.id}`}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
        <Box component="section" aria-labelledby="curated-assignments">
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
            <Typography id="curated-assignments" variant="h6" component="h2">
              Assigned to
            </Typography>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAssigning(true)}>
              Assign
            </Button>
          </Stack>
          <DataTable
            label="Assignments"
            columns={columns}
            rows={assignments.data?.result}
            total={assignments.data?.pageTotal}
            loading={assignments.isFetching}
            error={assignments.error}
            emptyText="Not assigned yet: assign it to an organisation or one of its users."
            params={params}
            rowKey={(a) => a.id}
          />
        </Box>
      </Box>
      {editing ? <CuratedPackageDialog curated={c} onClose={() => setEditing(false)} /> : null}
      {assigning ? <AssignDialog curated={c} onClose={() => setAssigning(false)} /> : null}
      {removing ? (
        <ConfirmDialog
          open
          title="Remove assignment"
          message={`Stop offering “${c.name}” to ${target(removing)}? Packages already taken stay with their users.`}
          confirmLabel="Remove"
          destructive
          onConfirm={async () => {
            await unassign.mutateAsync({ id: c.id, assignmentId: removing.id });
            toast.success(`${c.name} is no longer assigned to ${target(removing)}.`);
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          title="Delete curated package"
          message={`Delete “${c.name}”? Its assignments go with it; packages already taken from it stay with their users.`}
          confirmLabel="Delete"
          destructive
          onConfirm={async () => {
            await remove.mutateAsync(c.id);
            toast.success(`Curated package ${c.name} deleted.`);
            navigate("/admin/curated-packages");
          }}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </>
  );
}

export { CuratedPackagePage as Component };
