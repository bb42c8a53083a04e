import AddIcon from "@mui/icons-material/Add";
import { Alert, Button, LinearProgress, Paper, Typography } from "@mui/material";
import { PAGE_SIZE_DEFAULT } from "@strata/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { Can } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import {
  type AdminAnnouncement,
  announcementKeys,
  deleteAnnouncement,
  useAnnouncements,
} from "../api/announcements.ts";
import { AnnouncementDialog } from "../components/AnnouncementDialog.tsx";
import { AnnouncementsTable } from "../components/AnnouncementsTable.tsx";
import { ConfirmDeleteDialog } from "../components/ConfirmDeleteDialog.tsx";

/** Staff CRUD of the New data announcements; writes only for those who manage data preparation. */
export function AnnouncementsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const announcements = useAnnouncements(page, PAGE_SIZE_DEFAULT);
  const queryClient = useQueryClient();
  const [editor, setEditor] = useState<{ open: boolean; announcement: AdminAnnouncement | null }>({
    open: false,
    announcement: null,
  });
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  function setPage(next: number) {
    const nextParams = new URLSearchParams(params);
    if (next === 1) nextParams.delete("page");
    else nextParams.set("page", String(next));
    setParams(nextParams);
  }

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteAnnouncement(deleting.id);
      toast.success("Announcement deleted.");
      setDeleting(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
        queryClient.invalidateQueries({ queryKey: announcementKeys.publicList }),
      ]);
      // The last row of a later page gone: step back to the page that still has rows.
      const remaining = (announcements.data?.pageTotal ?? 1) - 1;
      const lastPage = Math.max(1, Math.ceil(remaining / PAGE_SIZE_DEFAULT));
      if (page > lastPage) setPage(lastPage);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDeleteBusy(false);
    }
  }

  const data = announcements.data;

  return (
    <>
      <PageHeader
        title="Announcements"
        subtitle="Announce newly published data on the New data page."
        actions={
          <Can I="manage" a="DataPreparation">
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditor({ open: true, announcement: null })}
            >
              New announcement
            </Button>
          </Can>
        }
      />
      {announcements.isFetching && !announcements.isPending ? <LinearProgress aria-label="Loading" /> : null}
      {announcements.isPending ? <PageLoader /> : null}
      {announcements.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(announcements.error)}
        </Alert>
      ) : null}
      {data && data.pageTotal === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
          <Typography color="text.secondary">No announcements yet.</Typography>
        </Paper>
      ) : null}
      {data && data.pageTotal > 0 ? (
        <AnnouncementsTable
          rows={data.result}
          total={data.pageTotal}
          page={page}
          pageSize={PAGE_SIZE_DEFAULT}
          onPageChange={setPage}
          onEdit={(announcement) => setEditor({ open: true, announcement })}
          onDelete={setDeleting}
        />
      ) : null}
      <AnnouncementDialog
        open={editor.open}
        announcement={editor.announcement}
        onClose={() => setEditor((current) => ({ ...current, open: false }))}
      />
      <ConfirmDeleteDialog
        announcement={deleting}
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

export { AnnouncementsPage as Component };
