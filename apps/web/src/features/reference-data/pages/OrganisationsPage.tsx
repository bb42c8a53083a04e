import { type AdminOrganisation, ORGANISATION_KINDS, planName, TIERS } from "@strata/core";
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
import { useAdminOrganisations } from "../api/get-admin-organisations.ts";
import { useCountries } from "../api/get-countries.ts";

export const KIND_LABEL = { company: "Company", institute: "Academic institute" } as const;

const columns: readonly Column<AdminOrganisation>[] = [
  { key: "name", label: "Name", render: (o) => o.name },
  { key: "kind", label: "Kind", render: (o) => KIND_LABEL[o.kind] },
  { key: "tier", label: "Tier", render: (o) => planName(o.tier) },
  { key: "country", label: "Country", render: (o) => o.countryName ?? "—" },
  {
    key: "subscription",
    label: "Subscription",
    render: (o) => (o.subscriptionStatus ? <StatusChip status={o.subscriptionStatus} /> : "—"),
  },
  { key: "vdr", label: "VDR", render: (o) => (o.vdrEnabled ? "On" : "Off") },
];

/** Every organisation for staff: search by name or registration number, filter by tier, kind and country. */
export function OrganisationsPage() {
  const params = useListParams(["q", "tier", "kind", "country"] as const);
  const list = useAdminOrganisations(params.query);
  const countries = useCountries();
  return (
    <>
      <PageHeader
        title="Organisations"
        subtitle="Every registered organisation; open one to correct its details or VDR settings."
      />
      <FilterBar params={params}>
        <SearchFilter
          label="Search by name or registration number"
          value={params.filters.q}
          onChange={(v) => params.setFilter("q", v)}
        />
        <SelectFilter
          label="Tier"
          value={params.filters.tier}
          options={TIERS.map((t) => ({ value: t, label: planName(t) }))}
          onChange={(v) => params.setFilter("tier", v)}
        />
        <SelectFilter
          label="Kind"
          value={params.filters.kind}
          options={ORGANISATION_KINDS.map((k) => ({ value: k, label: KIND_LABEL[k] }))}
          onChange={(v) => params.setFilter("kind", v)}
        />
        <SelectFilter
          label="Country"
          value={countries.data ? params.filters.country : undefined}
          options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          onChange={(v) => params.setFilter("country", v)}
        />
      </FilterBar>
      <DataTable
        label="Organisations"
        columns={columns}
        rows={list.data?.result}
        total={list.data?.pageTotal}
        loading={list.isFetching}
        error={list.error}
        emptyText="No organisations match."
        params={params}
        rowKey={(o) => o.id}
        rowHref={(o) => `/admin/organizations/${encodeURIComponent(o.id)}`}
      />
    </>
  );
}

export { OrganisationsPage as Component };
