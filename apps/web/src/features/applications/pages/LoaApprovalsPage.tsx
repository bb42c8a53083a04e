import { LOA_QUEUE_STATUSES } from "@strata/core";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { ApplicationsList } from "../components/ApplicationsList.tsx";

const PRESET = { status: LOA_QUEUE_STATUSES.join(","), nextApprover: "me" };

/** "Awaiting my approval": only applications pending LOA whose next approver is the signed-in approver. */
export function LoaApprovalsPage() {
  return (
    <>
      <PageHeader
        title="Awaiting my approval"
        subtitle="Applications pending LOA whose next approver is you."
      />
      <ApplicationsList
        label="Awaiting my approval"
        emptyText="Nothing awaits your approval."
        preset={PRESET}
        filters={["kind", "planType", "organisation"]}
      />
    </>
  );
}

export { LoaApprovalsPage as Component };
