import { Button, Stack } from "@mui/material";
import {
  type Application,
  rejectApplicationBodySchema,
  requestClarificationBodySchema,
  statusLabel,
} from "@strata/core";
import { useState } from "react";
import { ConfirmDialog, NoteDialog } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type StaffAction, useApplicationAction } from "../api/act-on-application.ts";

/** The staff actions in the order the buttons show; only those in `allowedActions` appear. */
const BUTTONS: { action: StaffAction; label: string }[] = [
  { action: "approve", label: "Approve" },
  { action: "request-clarification", label: "Request clarification" },
  { action: "reject", label: "Reject" },
  { action: "resend-email", label: "Resend e-mail" },
  { action: "reset", label: "Reset" },
];

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
  const [open, setOpen] = useState<StaffAction | null>(null);
  const from = application.status;
  const buttons = BUTTONS.filter((b) => application.allowedActions.includes(b.action));
  const run = async (action: StaffAction, extra: { reason?: string; message?: string } = {}) => {
    const after = await mutation.mutateAsync({ action, from, ...extra });
    toast.success(actionDoneText(action, after), { toastId: "application" });
  };
  const close = () => setOpen(null);

  if (buttons.length === 0) return null;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} aria-label="Actions">
        {buttons.map((b) => (
          <Button
            key={b.action}
            variant={b.action === "approve" ? "contained" : "outlined"}
            color={b.action === "reject" ? "error" : "primary"}
            onClick={() => setOpen(b.action)}
          >
            {b.label}
          </Button>
        ))}
      </Stack>
      <ConfirmDialog
        open={open === "approve"}
        title="Approve this application?"
        message={`${application.organisationName}'s ${statusLabel(application.kind).toLowerCase()} application moves on to its next stage.`}
        confirmLabel="Approve"
        onConfirm={() => run("approve")}
        onClose={close}
      />
      <ConfirmDialog
        open={open === "reset"}
        title="Reset this application?"
        message="It returns to the last stable status it was in, and the reset is recorded in its history."
        confirmLabel="Reset"
        destructive
        onConfirm={() => run("reset")}
        onClose={close}
      />
      <ConfirmDialog
        open={open === "resend-email"}
        title="Resend the e-mail?"
        message="The applicant receives the last request we sent them again."
        confirmLabel="Resend e-mail"
        onConfirm={() => run("resend-email")}
        onClose={close}
      />
      <NoteDialog
        open={open === "reject"}
        title="Reject this application"
        label="Reason"
        helperText="The applicant reads this in the rejection e-mail."
        submitLabel="Reject"
        destructive
        field={rejectApplicationBodySchema.shape.reason}
        onSubmit={(reason) => run("reject", { reason })}
        onClose={close}
      />
      <NoteDialog
        open={open === "request-clarification"}
        title="Request clarification"
        label="Message to the applicant"
        helperText="Say what is missing or unclear; the applicant answers from their subscription page."
        submitLabel="Send request"
        field={requestClarificationBodySchema.shape.message}
        onSubmit={(message) => run("request-clarification", { message })}
        onClose={close}
      />
    </>
  );
}
