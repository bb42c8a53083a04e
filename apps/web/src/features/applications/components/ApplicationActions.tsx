import {
  type Application,
  rejectApplicationBodySchema,
  requestClarificationBodySchema,
  statusLabel,
} from "@strata/core";
import { type WorkflowAction, WorkflowActions } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type StaffAction, useApplicationAction } from "../api/act-on-application.ts";

function actionsOf(application: Application): WorkflowAction<StaffAction>[] {
  return [
    {
      action: "approve",
      label: "Approve",
      primary: true,
      confirm: {
        title: "Approve this application?",
        message: `${application.organisationName}'s ${statusLabel(application.kind).toLowerCase()} application moves on to its next stage.`,
      },
    },
    {
      action: "request-clarification",
      label: "Request clarification",
      note: {
        title: "Request clarification",
        label: "Message to the applicant",
        helperText: "Say what is missing or unclear; the applicant answers from their subscription page.",
        submitLabel: "Send request",
        field: requestClarificationBodySchema.shape.message,
      },
    },
    {
      action: "reject",
      label: "Reject",
      destructive: true,
      note: {
        title: "Reject this application",
        label: "Reason",
        helperText: "The applicant reads this in the rejection e-mail.",
        field: rejectApplicationBodySchema.shape.reason,
      },
    },
    {
      action: "resend-email",
      label: "Resend e-mail",
      confirm: {
        title: "Resend the e-mail?",
        message: "The applicant receives the last request we sent them again.",
      },
    },
    {
      action: "reset",
      label: "Reset",
      destructive: true,
      confirm: {
        title: "Reset this application?",
        message: "It returns to the last stable status it was in, and the reset is recorded in its history.",
      },
    },
  ];
}

/**
 * What staff read once an action went through. An LOA approval that leaves the application in LOA
 * names who approves next (the amount is above the approver's limit), so nobody wonders where it went.
 */
export function actionDoneText(action: StaffAction, after: Application): string {
  if (action === "approve" && after.status === "pending_loa" && after.nextApproverName) {
    return `Approved. ${after.nextApproverName} approves next: the amount is above your approval limit.`;
  }
  return `Done: the application is now ${statusLabel(after.status)}.`;
}

/** The buttons of an application's detail page, exactly from the server's `allowedActions`. */
export function ApplicationActions({ application }: { application: Application }) {
  const mutation = useApplicationAction(application.id);
  return (
    <WorkflowActions
      allowed={application.allowedActions}
      actions={actionsOf(application)}
      onRun={async (action, text) => {
        const extra =
          action === "reject"
            ? { reason: text }
            : action === "request-clarification"
              ? { message: text }
              : {};
        const after = await mutation.mutateAsync({ action, from: application.status, ...extra });
        toast.success(actionDoneText(action, after), { toastId: "application" });
      }}
    />
  );
}
