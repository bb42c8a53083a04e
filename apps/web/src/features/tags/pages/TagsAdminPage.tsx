import AddIcon from "@mui/icons-material/Add";
import { Button, Stack } from "@mui/material";
import type { Tag } from "@strata/core";
import { useState } from "react";
import { type Column, ConfirmDialog, DataTable, useListParams } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { toast } from "../../../lib/toasts/index.ts";
import { useTags, useTagWrites } from "../api/tags.ts";
import { TagDialog } from "../components/TagDialog.tsx";

const count = new Intl.NumberFormat("en-GB");

/** Data staff's tags: each with how many records carry it; add, rename and delete (confirmed). */
export function TagsAdminPage() {
  const params = useListParams([] as const);
  const tags = useTags();
  const { remove } = useTagWrites();
  const [editing, setEditing] = useState<{ tag: Tag | null } | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);

  // A short list, fetched whole: the table pages it here.
  const start = (params.page - 1) * params.pageSize;
  const rows = tags.data?.slice(start, start + params.pageSize);

  const columns: Column<Tag>[] = [
    { key: "name", label: "Name", render: (t) => t.name },
    { key: "description", label: "Description", render: (t) => t.description ?? "—" },
    { key: "records", label: "Records", align: "right", render: (t) => count.format(t.recordCount) },
    {
      key: "actions",
      label: "Actions",
      align: "right",
      render: (t) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
          <Button size="small" onClick={() => setEditing({ tag: t })} aria-label={`Edit ${t.name}`}>
            Edit
          </Button>
          <Button size="small" color="error" onClick={() => setDeleting(t)} aria-label={`Delete ${t.name}`}>
            Delete
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Tags"
        subtitle="Tags group catalogue records across categories. Open a tag to see and change its records."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ tag: null })}>
            Add tag
          </Button>
        }
      />
      <DataTable
        label="Tags"
        columns={columns}
        rows={rows}
        total={tags.data?.length}
        loading={tags.isFetching}
        error={tags.error}
        emptyText="No tags yet. Add the first one."
        params={params}
        rowKey={(t) => t.id}
        rowHref={(t) => `/admin/tags/${encodeURIComponent(t.id)}`}
      />
      {editing ? <TagDialog tag={editing.tag} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          open
          title="Delete tag"
          message={
            deleting.recordCount > 0
              ? `Delete the tag “${deleting.name}”? ${count.format(deleting.recordCount)} record${deleting.recordCount === 1 ? "" : "s"} lose it.`
              : `Delete the tag “${deleting.name}”?`
          }
          confirmLabel="Delete"
          destructive
          onConfirm={async () => {
            await remove.mutateAsync(deleting.id);
            toast.success(`Tag ${deleting.name} deleted.`);
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}

export { TagsAdminPage as Component };
