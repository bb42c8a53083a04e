import { PageHeader } from "../../../components/PageHeader.tsx";
import { UsersTable } from "../components/UsersTable.tsx";

export function MembersPage() {
  return (
    <>
      <PageHeader title="Members" subtitle="The users of your organisation." />
      <UsersTable label="Members" emptyText="No members yet." />
    </>
  );
}

export { MembersPage as Component };
