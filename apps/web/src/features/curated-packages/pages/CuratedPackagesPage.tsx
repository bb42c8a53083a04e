import AddIcon from "@mui/icons-material/Add";
import { Button, Stack } from "@mui/material";
import { useState } from "react";
import { useNavigate } from "react-router";
import {
  type Column,
  ConfirmDialog,
  DataTable,
  FilterBar,
  SearchFilter,
  useListParams,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { toast } from "../../../lib/toasts/index.ts";
import {
  type CuratedPackageDetail,
  type CuratedPackageRow,
  useCuratedPackages,
  useCuratedWrites,
} from "../api/curated-packages.ts";
import { CuratedPackageDialog } from "../components/CuratedPackageDialog.tsx";
import { formatDate, formatSize } from "../components/format.ts";

const FILTERS = ["q"] as const;

/** Admin's curated packages: search by name, create, open to assign, delete (confirmed). */
export function CuratedPackagesPage() {
  const params = useListParams(FILTERS);
  const list = useCuratedPackages(params.query);
  const { remove } = useCuratedWrites();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CuratedPackageRow | null>(null);

  const columns: Column<CuratedPackageRow>[] = [
    { key: "name", label: "Name", render: (c) => c.name },
    { key: "records", label: "Records", align: "right", render: (c) => c.recordCount },
    { key: "size", label: "Size", align: "right", render: (c) => formatSize(c.sizeBytes) },
    { key: "assignments", label: "Assigned to", align: "right", render: (c) => c.assignmentCount },
    { key: "updated", label: "Updated", render: (c) => formatDate(c.updatedAt) },
    {
      key: "actions",
      label: "Actions",
      align: "right",
      render: (c) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
          <Button size="small" color="error" onClick={() => setDeleting(c)} aria-label={`Delete ${c.name}`}>
            Delete
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Curated packages"
        subtitle="Packages of catalogue records prepared for an organisation or one of its users; they find them under “Curated for you” in their download manager."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            New curated package
          </Button>
        }
      />
      <FilterBar params={params}>
        <SearchFilter
          label="Search by name"
          value={params.filters.q}
          onChange={(v) => params.setFilter("q", v)}
        />
      </FilterBar>
      <DataTable
        label="Curated packages"
        columns={columns}
        rows={list.data?.result}
        total={list.data?.pageTotal}
        loading={list.isFetching}
        error={list.error}
        emptyText={
          params.filters.q ? "No curated package matches." : "No curated packages yet. Create the first one."
        }
        params={params}
        rowKey={(c) => c.id}
        rowHref={(c) => `/admin/curated-packages/${encodeURIComponent(c.id)}`}
      />
      {creating ? (
        <CuratedPackageDialog
          curated={null}
          onClose={() => setCreating(false)}
          onSaved={(saved: CuratedPackageDetail) =>
            navigate(`/admin/curated-packages/${encodeURIComponent(saved.id)}`)
          }
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          title="Delete curated package"
          message={`Delete “${deleting.name}”? Its ${deleting.assignmentCount} assignment${deleting.assignmentCount === 1 ? "" : "s"} go with it; packages already taken from it stay with their users.`}
          confirmLabel="Delete"
          destructive
          onConfirm={async () => {
            await remove.mutateAsync(deleting.id);
            toast.success(`Curated package ${deleting.name} deleted.`);
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}

export { CuratedPackagesPage as Component };
