import AddIcon from "@mui/icons-material/Add";
import { Button, Stack } from "@mui/material";
import { DATA_PACK_STATUSES, statusLabel } from "@strata/core";
import { useState } from "react";
import {
  type Column,
  ConfirmButton,
  DataTable,
  FilterBar,
  SearchFilter,
  SelectFilter,
  StatusChip,
  useListParams,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Can } from "../../../lib/ability/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type AdminDataPack, useAdminDataPacks, useDataPackWrites } from "../api/admin.ts";
import { formatBytes, formatCredits } from "../components/format.ts";
import { PackEditorDialog } from "../components/PackEditorDialog.tsx";
import { PrePackCell } from "../components/PrePackCell.tsx";

const STATUS_OPTIONS = DATA_PACK_STATUSES.map((value) => ({ value, label: statusLabel(value) }));

/**
 * Data staff's packs: every status, the editor, delete (draft or withdrawn), publish / withdraw and
 * pre-pack builds, each confirmed.
 */
export function DataPacksAdminPage() {
  const params = useListParams(["status", "q"] as const);
  const packs = useAdminDataPacks(params.query);
  const writes = useDataPackWrites();
  const [editing, setEditing] = useState<{ pack: AdminDataPack | null } | null>(null);

  const columns: Column<AdminDataPack>[] = [
    { key: "name", label: "Name", render: (p) => p.name },
    { key: "status", label: "Status", render: (p) => <StatusChip status={p.status} /> },
    { key: "records", label: "Records", align: "right", render: (p) => p.recordCount },
    { key: "size", label: "Size", align: "right", render: (p) => formatBytes(p.sizeBytes) },
    { key: "credits", label: "Price", align: "right", render: (p) => formatCredits(p.credits) },
    { key: "prePack", label: "Pre-pack", render: (p) => <PrePackCell prePack={p.prePack} /> },
    {
      key: "actions",
      label: "Actions",
      align: "right",
      render: (p) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end", flexWrap: "wrap" }}>
          {p.allowedActions.includes("edit") ? (
            <Button size="small" onClick={() => setEditing({ pack: p })} aria-label={`Edit ${p.name}`}>
              Edit
            </Button>
          ) : null}
          {p.allowedActions.includes("delete") ? (
            <ConfirmButton
              label="Delete"
              color="error"
              title="Delete data pack"
              text={`Delete “${p.name}” with its records list${p.prePack ? " and its pre-pack" : ""}? Packages customers already took from it stay in their download managers. This cannot be undone.`}
              onConfirm={async () => {
                await writes.remove.mutateAsync(p.id);
                toast.success("Deleted.");
              }}
            />
          ) : null}
          {p.allowedActions.includes("publish") ? (
            <ConfirmButton
              label="Publish"
              title="Publish data pack"
              text={`Publish “${p.name}”? Customers with the download manager see it and may take it for ${formatCredits(p.credits)}.`}
              onConfirm={async () => {
                await writes.transition.mutateAsync({ id: p.id, action: "publish" });
                toast.success("Published.");
              }}
            />
          ) : null}
          {p.allowedActions.includes("withdraw") ? (
            <ConfirmButton
              label="Withdraw"
              title="Withdraw data pack"
              text={`Withdraw “${p.name}”? Customers no longer see it; packages already taken stay.`}
              onConfirm={async () => {
                await writes.transition.mutateAsync({ id: p.id, action: "withdraw" });
                toast.success("Withdrawn.");
              }}
            />
          ) : null}
          {p.allowedActions.includes("build_pre_pack") ? (
            <ConfirmButton
              label="Build pre-pack"
              title="Build pre-pack"
              disabled={p.prePack?.status === "building"}
              text={`Build the ZIP of “${p.name}” ahead (${formatBytes(p.sizeBytes)} of files), so taking it downloads at once?${p.prePack?.status === "ready" ? " It replaces the current pre-pack." : ""}`}
              onConfirm={async () => {
                await writes.buildPrePack.mutateAsync(p.id);
                toast.info("The pre-pack is building.");
              }}
            />
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Data packs"
        subtitle="Bundle catalogue records with a price, publish them for customers, and build their ZIPs ahead."
        actions={
          <Can I="manage" a="DataPacks">
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ pack: null })}>
              New data pack
            </Button>
          </Can>
        }
      />
      <FilterBar params={params}>
        <SearchFilter
          label="Name"
          value={params.filters.q}
          onChange={(value) => params.setFilter("q", value)}
        />
        <SelectFilter
          label="Status"
          value={params.filters.status}
          options={STATUS_OPTIONS}
          onChange={(value) => params.setFilter("status", value)}
        />
      </FilterBar>
      <DataTable
        label="Data packs"
        columns={columns}
        rows={packs.data?.result}
        total={packs.data?.pageTotal}
        loading={packs.isFetching}
        error={packs.error}
        emptyText={
          params.filters.status || params.filters.q
            ? "No data packs match."
            : "No data packs yet. Bundle records into the first one."
        }
        params={params}
        rowKey={(p) => p.id}
      />
      {editing ? <PackEditorDialog pack={editing.pack} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

export { DataPacksAdminPage as Component };
