import { Chip } from "@mui/material";
import type { ReactNode } from "react";
import { type Column, DataTable, useListParams } from "../../../components/admin/index.ts";
import { roleLabel } from "../../../lib/ability/index.ts";
import { type UserRow, useUsers } from "../api/get-users.ts";

const STATUS_COLOR = { active: "success", invited: "info", suspended: "warning" } as const;

const COLUMNS: Column<UserRow>[] = [
  {
    key: "name",
    label: "Name",
    render: (user) => (
      <>
        {user.name ?? "—"}
        {user.isPrimary ? <Chip label="Primary" size="small" sx={{ ml: 1 }} /> : null}
      </>
    ),
  },
  { key: "email", label: "Email", render: (user) => user.email },
  { key: "role", label: "Role", render: (user) => roleLabel(user.role) },
  {
    key: "status",
    label: "Status",
    render: (user) => (
      <Chip
        label={user.status}
        size="small"
        color={STATUS_COLOR[user.status] ?? "default"}
        variant="outlined"
        sx={{ textTransform: "capitalize" }}
      />
    ),
  },
];

/** A paged list of GET /api/users (the page in the address), in the one list layout. */
export function UsersTable({
  label,
  emptyText,
  actions,
}: {
  label: string;
  emptyText: string;
  /** Row actions (the members page); the administrators page has none. */
  actions?: (user: UserRow) => ReactNode;
}) {
  const params = useListParams<never>([]);
  const users = useUsers({ page: params.page, pageSize: params.pageSize });
  const columns = actions ? [...COLUMNS, { key: "actions", label: "Actions", render: actions }] : COLUMNS;
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={users.data?.result}
      total={users.data?.pageTotal}
      loading={users.isFetching}
      error={users.error}
      emptyText={emptyText}
      params={params}
      rowKey={(user) => user.id}
    />
  );
}
