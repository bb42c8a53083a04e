import { PageHeader } from "../../../components/PageHeader.tsx";
import { ApplicationsList } from "../components/ApplicationsList.tsx";

/** Every application, filtered in the address (admin, superadmin; linked from the dashboard counts). */
export function ApplicationsInboxPage() {
  return (
    <>
      <PageHeader
        title="Applications"
        subtitle="Verify, approve and follow every organisation's applications."
      />
      <ApplicationsList label="Applications" emptyText="No application matches these filters." />
    </>
  );
}

export { ApplicationsInboxPage as Component };
