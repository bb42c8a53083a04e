import { ACTIVATION_QUEUE_STATUSES } from "@strata/core";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { ApplicationsList } from "../components/ApplicationsList.tsx";

const PRESET = { status: ACTIVATION_QUEUE_STATUSES.join(",") };

/**
 * Activation applications (section 7's `applications/activation`): those whose activation failed,
 * to reset and try again, and those finance's approval activates next.
 */
export function ActivationQueuePage() {
  return (
    <>
      <PageHeader
        title="Activation"
        subtitle="Applications whose activation failed, and those finance's approval activates next."
      />
      <ApplicationsList
        label="Activation applications"
        emptyText="No application waits for activation."
        preset={PRESET}
        filters={["kind", "planType", "organisation", "submittedFrom", "submittedTo"]}
      />
    </>
  );
}

export { ActivationQueuePage as Component };
