import { Typography } from "@mui/material";
import { type Column, DataTable, useListParams } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { CuratedForYou } from "../../curated-packages/index.ts";
import { type PackageRow, usePackages } from "../api/get-packages.ts";
import { formatDate, formatSize } from "../components/format.ts";
import { PackageProgress } from "../components/PackageProgress.tsx";
import { PackageStatusChip } from "../components/PackageStatusChip.tsx";

const nowrap = { whiteSpace: "nowrap" } as const;

const COLUMNS: Column<PackageRow>[] = [
  {
    key: "name",
    label: "Package",
    render: (p) => p.name,
  },
  {
    key: "status",
    label: "Status",
    render: (p) => (
      <>
        <PackageStatusChip status={p.status} />
        {p.status === "preparing" ? <PackageProgress progress={p.progress} /> : null}
        {p.error ? (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            {p.error}
          </Typography>
        ) : null}
      </>
    ),
  },
  { key: "records", label: "Records", align: "right", render: (p) => p.itemCount },
  {
    key: "size",
    label: "Size",
    align: "right",
    render: (p) => <span style={nowrap}>{formatSize(p.zipSizeBytes ?? p.sizeBytes)}</span>,
  },
  { key: "credits", label: "Credits", align: "right", render: (p) => p.credits },
  { key: "created", label: "Created", render: (p) => <span style={nowrap}>{formatDate(p.createdAt)}</span> },
  { key: "expires", label: "Expires", render: (p) => <span style={nowrap}>{formatDate(p.expiresAt)}</span> },
];

/** The user's packages: status, live progress while preparing, size, credits and expiry. */
export function DownloadsPage() {
  const params = useListParams<never>([]);
  const query = { page: params.page, pageSize: params.pageSize };
  const list = usePackages(query);
  const preparing = (list.data?.result ?? []).some((p) => p.status === "preparing");
  // The package page follows one preparation over its socket room; the list re-reads while any runs.
  usePackages(query, { refetchInterval: preparing ? 1500 : false });

  return (
    <>
      <PageHeader
        title="Download manager"
        subtitle="Add records from the catalogue or a record page, confirm the package, and download it as one ZIP with a checksum manifest."
      />
      <CuratedForYou />
      <DataTable
        label="Download packages"
        columns={COLUMNS}
        rows={list.data?.result}
        total={list.data?.pageTotal}
        // Not the re-reads while a package is prepared (every 1.5 s): a new page, or the first read.
        loading={list.isPending || list.isPlaceholderData}
        error={list.error}
        emptyText="No packages yet. Select records in the catalogue and choose “Add to download package”."
        params={params}
        rowKey={(p) => p.id}
        rowHref={(p) => `/downloads/${p.id}`}
      />
    </>
  );
}

export { DownloadsPage as Component };
