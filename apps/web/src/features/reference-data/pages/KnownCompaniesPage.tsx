import type { KnownCompany } from "@strata/core";
import { countryName } from "@strata/core";
import type { Column } from "../../../components/admin/index.ts";
import { knownCompaniesApi } from "../api/known-companies.ts";
import { KnownCompanyDialog } from "../components/KnownCompanyDialog.tsx";
import { ReferenceListPage } from "../components/ReferenceListPage.tsx";

const columns: readonly Column<KnownCompany>[] = [
  { key: "name", label: "Name", render: (c) => c.name },
  { key: "registrationNumber", label: "Registration number", render: (c) => c.registrationNumber ?? "—" },
  { key: "countryCode", label: "Country", render: (c) => countryName(c.countryCode) },
  { key: "organisationCount", label: "Organisations", align: "right", render: (c) => c.organisationCount },
  { key: "active", label: "Active", render: (c) => (c.active ? "Yes" : "No") },
];

export function KnownCompaniesPage() {
  return (
    <ReferenceListPage
      title="Known companies"
      subtitle="Companies a registering organisation can pick; search by name or registration number."
      noun="known company"
      subject="KnownCompany"
      crud={knownCompaniesApi}
      columns={columns}
      emptyText="No known companies match."
      Editor={KnownCompanyDialog}
      deleteWarning="A company linked to organisations cannot be deleted; deactivate it instead."
    />
  );
}

export { KnownCompaniesPage as Component };
