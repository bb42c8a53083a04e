import AddIcon from "@mui/icons-material/Add";
import { Button, Stack } from "@mui/material";
import { formatDateTime, NEWS_STATUS_LABELS, NEWS_STATUSES } from "@strata/core";
import { useState } from "react";
import {
  type Column,
  ConfirmButton,
  DataTable,
  FilterBar,
  SelectFilter,
  StatusChip,
  useListParams,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { toast } from "../../../lib/toasts/index.ts";
import { type AdminNews, useAdminNews, useNewsWrites } from "../api/news.ts";
import { NewsEditorDialog } from "../components/NewsEditorDialog.tsx";

const STATUS_OPTIONS = NEWS_STATUSES.map((value) => ({ value, label: NEWS_STATUS_LABELS[value] }));

/** Staff's news: every status, the editor, and publish / unpublish / delete, each confirmed. */
export function NewsAdminPage() {
  const params = useListParams(["status"] as const);
  const news = useAdminNews(params.query);
  const writes = useNewsWrites();
  const [editing, setEditing] = useState<{ item: AdminNews | null } | null>(null);

  const columns: Column<AdminNews>[] = [
    { key: "title", label: "Title", render: (n) => n.title },
    { key: "status", label: "Status", render: (n) => <StatusChip status={n.status} /> },
    {
      key: "publishedAt",
      label: "First published",
      render: (n) => (n.publishedAt ? formatDateTime(n.publishedAt) : "—"),
    },
    { key: "updatedAt", label: "Last change", render: (n) => formatDateTime(n.updatedAt) },
    { key: "image", label: "Image", render: (n) => (n.image ? "Yes" : "No") },
    {
      key: "actions",
      label: "Actions",
      align: "right",
      render: (n) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
          <Button size="small" onClick={() => setEditing({ item: n })} aria-label={`Edit ${n.title}`}>
            Edit
          </Button>
          {n.allowedActions.includes("publish") ? (
            <ConfirmButton
              label="Publish"
              title="Publish news"
              text={`Publish “${n.title}”? Everyone can read it on the news page, without signing in.`}
              onConfirm={async () => {
                await writes.transition.mutateAsync({ id: n.id, action: "publish" });
                toast.success("Published.");
              }}
            />
          ) : null}
          {n.allowedActions.includes("unpublish") ? (
            <ConfirmButton
              label="Unpublish"
              color="warning"
              title="Unpublish news"
              text={`Take “${n.title}” down? It disappears from the news page until it is published again.`}
              onConfirm={async () => {
                await writes.transition.mutateAsync({ id: n.id, action: "unpublish" });
                toast.success("Unpublished.");
              }}
            />
          ) : null}
          <ConfirmButton
            label="Delete"
            color="error"
            title="Delete news"
            text={`Delete “${n.title}” and its image? This cannot be undone.`}
            onConfirm={async () => {
              await writes.remove.mutateAsync(n.id);
              toast.success("Deleted.");
            }}
          />
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="News"
        subtitle="Write news, publish it for everyone and take it down again."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ item: null })}>
            Write news
          </Button>
        }
      />
      <FilterBar params={params}>
        <SelectFilter
          label="Status"
          value={params.filters.status}
          options={STATUS_OPTIONS}
          onChange={(value) => params.setFilter("status", value)}
        />
      </FilterBar>
      <DataTable
        label="News"
        columns={columns}
        rows={news.data?.result}
        total={news.data?.pageTotal}
        loading={news.isFetching}
        error={news.error}
        emptyText={params.filters.status ? "No news with this status." : "No news yet. Write the first item."}
        params={params}
        rowKey={(n) => n.id}
      />
      {editing ? <NewsEditorDialog item={editing.item} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

export { NewsAdminPage as Component };
