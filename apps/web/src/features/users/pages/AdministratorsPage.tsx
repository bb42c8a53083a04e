import { PageHeader } from "../../../components/PageHeader.tsx";
import { UsersTable } from "../components/UsersTable.tsx";

export function AdministratorsPage() {
  return (
    <>
      <PageHeader title="Administrators" subtitle="The staff accounts of the portal." />
      <UsersTable label="Administrators" emptyText="No administrators yet." />
    </>
  );
}

export { AdministratorsPage as Component };
