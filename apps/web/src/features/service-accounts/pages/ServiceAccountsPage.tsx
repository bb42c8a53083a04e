import { Button } from "@mui/material";
import type { ServiceAccount, ServiceAccountWithKey } from "@strata/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import {
  type Column,
  DataTable,
  FilterBar,
  SearchFilter,
  SelectFilter,
  StatusChip,
  useListParams,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { useServiceAccounts } from "../api/service-accounts.ts";
import { ApiKeyDialog } from "../components/ApiKeyDialog.tsx";
import { CreateServiceAccountDialog } from "../components/CreateServiceAccountDialog.tsx";
import { formatDateTime, formatDay, scopeLabels } from "../components/format.ts";

const STATUS_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "expired", label: "Expired" },
  { value: "revoked", label: "Revoked" },
];

const columns: readonly Column<ServiceAccount>[] = [
  { key: "name", label: "Name", render: (a) => a.name },
  { key: "status", label: "Status", render: (a) => <StatusChip status={a.status} /> },
  { key: "scopes", label: "Scopes", render: (a) => scopeLabels(a.scopes) },
  { key: "keyPrefix", label: "Key", render: (a) => <code>{a.keyPrefix}…</code> },
  { key: "expiresAt", label: "Expires", render: (a) => formatDay(a.expiresAt) },
  { key: "lastUsedAt", label: "Last used", render: (a) => formatDateTime(a.lastUsedAt) },
];

/** Data staff's list of machine clients' accounts: search, status filter, create with the key shown once. */
export function ServiceAccountsPage() {
  const ability = useAppAbility();
  const navigate = useNavigate();
  const params = useListParams(["q", "status"]);
  const list = useServiceAccounts(params.query);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ServiceAccountWithKey | null>(null);
  return (
    <>
      <PageHeader
        title="Service accounts"
        subtitle="Accounts for machine clients (the GIS side, a partner's loader): each signs in with its API key and may only read what its scopes allow."
        actions={
          ability.can("create", "ServiceAccount") ? (
            <Button variant="contained" onClick={() => setCreating(true)}>
              Create service account
            </Button>
          ) : null
        }
      />
      <FilterBar params={params}>
        <SearchFilter
          label="Search by name or key"
          value={params.filters.q}
          onChange={(v) => params.setFilter("q", v)}
        />
        <SelectFilter
          label="Status"
          value={params.filters.status}
          options={STATUS_OPTIONS}
          onChange={(v) => params.setFilter("status", v)}
        />
      </FilterBar>
      <DataTable
        label="Service accounts"
        columns={columns}
        rows={list.data?.result}
        total={list.data?.pageTotal}
        loading={list.isFetching}
        error={list.error}
        emptyText="No service accounts match. Create one for each machine client that needs the API."
        params={params}
        rowKey={(a) => a.id}
        rowHref={(a) => `/admin/service-accounts/${a.id}`}
      />
      {creating ? (
        <CreateServiceAccountDialog
          onCreated={(result) => {
            setCreating(false);
            setCreated(result);
          }}
          onClose={() => setCreating(false)}
        />
      ) : null}
      {created ? (
        <ApiKeyDialog
          created={created}
          onClose={() => {
            const id = created.account.id;
            setCreated(null);
            navigate(`/admin/service-accounts/${id}`);
          }}
        />
      ) : null}
    </>
  );
}

export { ServiceAccountsPage as Component };
