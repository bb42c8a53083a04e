import { Typography } from "@mui/material";
import { formatDateTime, type GisUser, PAGE_SIZE_DEFAULT, tierLabel } from "@strata/core";
import { useState } from "react";
import { type Column, DataTable } from "../../../components/admin/index.ts";

import { useMirroredGisUsers } from "../api/gis-users.ts";

const columns: readonly Column<GisUser>[] = [
  { key: "name", label: "User", render: (u) => u.name },
  { key: "email", label: "Email", render: (u) => u.email },
  { key: "tier", label: "Plan", render: (u) => tierLabel(u.tier) },
  { key: "role", label: "GIS role", render: (u) => <code>{u.role}</code> },
  { key: "createdAt", label: "Mirrored", render: (u) => formatDateTime(u.createdAt) },
  { key: "updatedAt", label: "Role set", render: (u) => formatDateTime(u.updatedAt) },
];

/**
 * The portal users a GIS server mirrored with this account (`/gis/user/create`), with the GIS role
 * their plan maps to. Paged in the component's own state: the address pages the calls table above.
 */
export function MirroredGisUsers({ accountId }: { accountId: string }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE_DEFAULT);
  const users = useMirroredGisUsers(accountId, { page, pageSize });
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        GIS users
      </Typography>
      <DataTable
        label="GIS users"
        columns={columns}
        rows={users.data?.result}
        total={users.data?.pageTotal}
        loading={users.isFetching}
        error={users.error}
        emptyText="No GIS users: the account has not mirrored anyone (it needs the “GIS side: users” scope)."
        params={{
          page,
          pageSize,
          setPage,
          setPageSize: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
        rowKey={(u) => u.userId}
      />
    </>
  );
}
