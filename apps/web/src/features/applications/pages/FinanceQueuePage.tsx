import { FINANCE_QUEUE_STATUSES } from "@strata/core";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { ApplicationsList } from "../components/ApplicationsList.tsx";

const PRESET = { status: FINANCE_QUEUE_STATUSES.join(",") };

/** The applications waiting for finance (paid; the billing screens add invoices and payments). */
export function FinanceQueuePage() {
  return (
    <>
      <PageHeader title="Pending finance" subtitle="Paid applications waiting for finance approval." />
      <ApplicationsList
        label="Pending finance"
        emptyText="No application waits for finance."
        preset={PRESET}
        filters={["kind", "planType", "organisation", "submittedFrom", "submittedTo"]}
      />
    </>
  );
}

export { FinanceQueuePage as Component };
