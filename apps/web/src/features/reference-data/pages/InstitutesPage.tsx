import type { Institute } from "@strata/core";
import { countryName } from "@strata/core";
import type { Column } from "../../../components/admin/index.ts";
import { institutesApi } from "../api/institutes.ts";
import { InstituteDialog } from "../components/InstituteDialog.tsx";
import { ReferenceListPage } from "../components/ReferenceListPage.tsx";

const columns: readonly Column<Institute>[] = [
  { key: "name", label: "Name", render: (i) => i.name },
  { key: "countryCode", label: "Country", render: (i) => countryName(i.countryCode) },
  { key: "organisationCount", label: "Organisations", align: "right", render: (i) => i.organisationCount },
  { key: "active", label: "Active", render: (i) => (i.active ? "Yes" : "No") },
];

export function InstitutesPage() {
  return (
    <ReferenceListPage
      title="Institutes"
      subtitle="Academic institutes that graduate, research and academic plans register under."
      noun="institute"
      subject="Institution"
      crud={institutesApi}
      columns={columns}
      emptyText="No institutes match."
      Editor={InstituteDialog}
      deleteWarning="An institute linked to organisations cannot be deleted; deactivate it instead."
    />
  );
}

export { InstitutesPage as Component };
