import { MBR_QUEUE_PLANS, OPEN_APPLICATION_STATUSES } from "@strata/core";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { ApplicationsList } from "../components/ApplicationsList.tsx";

const PRESET = { planType: MBR_QUEUE_PLANS.join(","), status: OPEN_APPLICATION_STATUSES.join(",") };

/** Bid round, MBR, MPM study and VDR plan applications still in someone's hands (MBR admin). */
export function MbrQueuePage() {
  return (
    <>
      <PageHeader
        title="Bid round, MBR and VDR applications"
        subtitle="Open applications for the bid round plans and the virtual data room."
      />
      <ApplicationsList
        label="Bid round, MBR and VDR applications"
        emptyText="No open bid round, MBR or VDR application."
        preset={PRESET}
        filters={["kind", "organisation", "submittedFrom", "submittedTo"]}
      />
    </>
  );
}

export { MbrQueuePage as Component };
