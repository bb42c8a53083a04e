import DeleteIcon from "@mui/icons-material/Delete";
import { Button, IconButton, Stack, Tooltip } from "@mui/material";
import { type Administrator, formatMyr } from "@strata/core";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import {
  type Column,
  ConfirmDialog,
  DataTable,
  StatusChip,
  useListParams,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Can, roleLabel, useCurrentUser } from "../../../lib/ability/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useDeleteAdministrator } from "../api/delete-administrator.ts";
import { useAdministrators } from "../api/get-administrators.ts";
import { useSaveAdministrator } from "../api/save-administrator.ts";
import { AdministratorDialog } from "../components/AdministratorDialog.tsx";

/** The staff accounts: invite, edit (role, LOA level and limit), suspend and delete. */
export function AdministratorsPage() {
  const params = useListParams<never>([]);
  const { data, isFetching, error } = useAdministrators(params.query);
  // Nobody suspends or deletes themselves (the server refuses it too).
  const me = useCurrentUser().user?.id;
  const remove = useDeleteAdministrator();
  const save = useSaveAdministrator();
  const [suspending, setSuspending] = useState<Administrator | null>(null);
  const [editing, setEditing] = useState<Administrator | "new" | null>(null);
  const [deleting, setDeleting] = useState<Administrator | null>(null);

  const columns: Column<Administrator>[] = [
    { key: "name", label: "Name", render: (a) => a.name },
    { key: "email", label: "E-mail", render: (a) => a.email },
    { key: "role", label: "Role", render: (a) => roleLabel(a.role) },
    {
      key: "loa",
      label: "LOA level and limit (excl. SST)",
      render: (a) => (a.loa ? `Level ${a.loa.level} · ${formatMyr(a.loa.limitSen)}` : "—"),
    },
    { key: "status", label: "Status", render: (a) => <StatusChip status={a.status} /> },
    {
      key: "actions",
      label: "Actions",
      align: "right",
      render: (a) => (
        <Can I="manage" a="Administrator">
          <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
            <Button size="small" onClick={() => setEditing(a)}>
              Edit
            </Button>
            {a.status === "invited" || a.id === me ? null : (
              <Button size="small" onClick={() => setSuspending(a)}>
                {a.status === "suspended" ? "Reactivate" : "Suspend"}
              </Button>
            )}
            {a.id === me ? null : (
              <Tooltip title={`Delete ${a.name}`}>
                <IconButton
                  aria-label={`Delete ${a.name}`}
                  size="small"
                  color="error"
                  onClick={() => setDeleting(a)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        </Can>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Administrators"
        subtitle="The staff accounts of the portal."
        actions={
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to="/administrators/loa">
              LOA chain
            </Button>
            <Can I="manage" a="Administrator">
              <Button variant="contained" onClick={() => setEditing("new")}>
                Invite administrator
              </Button>
            </Can>
          </Stack>
        }
      />
      <DataTable
        label="Administrators"
        columns={columns}
        rows={data?.result}
        total={data?.pageTotal}
        loading={isFetching}
        error={error}
        emptyText="No administrators yet."
        params={params}
        rowKey={(a) => a.id}
      />
      {editing ? (
        <AdministratorDialog
          administrator={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={suspending !== null}
        title={`${suspending?.status === "suspended" ? "Reactivate" : "Suspend"} ${suspending?.name ?? ""}?`}
        message={
          suspending?.status === "suspended"
            ? "They can sign in again."
            : "They are signed out at once and cannot sign in until reactivated."
        }
        confirmLabel={suspending?.status === "suspended" ? "Reactivate" : "Suspend"}
        destructive={suspending?.status !== "suspended"}
        onConfirm={async () => {
          if (!suspending) return;
          const status = suspending.status === "suspended" ? "active" : "suspended";
          await save.mutateAsync({ id: suspending.id, body: { status } });
          toast.success(`${suspending.name} is now ${status}.`, { toastId: "administrator" });
        }}
        onClose={() => setSuspending(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ""}?`}
        message={
          deleting?.loa
            ? "They leave the LOA chain; the applications waiting for them move to the next approver."
            : "They can no longer sign in. Their actions stay in the audit trail."
        }
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success(`${deleting.name} was deleted.`, { toastId: "administrator" });
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

export { AdministratorsPage as Component };
