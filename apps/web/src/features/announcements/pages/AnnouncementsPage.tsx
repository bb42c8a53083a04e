import AddIcon from "@mui/icons-material/Add";
import { Button } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useListParams } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
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
  const params = useListParams<never>([]);
  const announcements = useAnnouncements(params.page, params.pageSize);
  const queryClient = useQueryClient();
  const [editor, setEditor] = useState<{ open: boolean; announcement: AdminAnnouncement | null }>({
    open: false,
    announcement: null,
  });
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

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
      const lastPage = Math.max(1, Math.ceil(remaining / params.pageSize));
      if (params.page > lastPage) params.setPage(lastPage);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDeleteBusy(false);
    }
  }

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
      <AnnouncementsTable
        rows={announcements.data?.result}
        total={announcements.data?.pageTotal}
        loading={announcements.isFetching}
        error={announcements.error}
        params={params}
        onEdit={(announcement) => setEditor({ open: true, announcement })}
        onDelete={setDeleting}
      />
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
