import { TextField } from "@mui/material";
import { text } from "@strata/core";
import { z } from "zod";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useAdjustCredits } from "../api/adjust-credits.ts";

const formSchema = z.object({
  credits: text().regex(/^-?[1-9]\d{0,6}$/, "Enter a whole number: positive adds, negative takes"),
  reason: text()
    .trim()
    .min(3, "Give the reason for the adjustment")
    .max(500, "Keep the reason to 500 characters or fewer"),
});

/** Admin adds or takes credits with a reason (the ledger and the audit trail keep it). */
export function AdjustDialog({ subscriptionId, onClose }: { subscriptionId: string; onClose(): void }) {
  const adjust = useAdjustCredits(subscriptionId);
  const { form, errors, dialogProps } = useMutationForm({
    schema: formSchema,
    defaultValues: { credits: "", reason: "" },
    onSubmit: async (v) => {
      const entry = await adjust.mutateAsync({ credits: Number(v.credits), reason: v.reason });
      toast.success(`Adjusted: the balance is now ${entry.balanceAfter.toLocaleString("en-MY")}.`, {
        toastId: "credit-adjust",
      });
      onClose();
    },
  });
  return (
    <FormDialog open title="Adjust credits" submitLabel="Adjust" onClose={onClose} {...dialogProps}>
      <TextField
        label="Credits"
        required
        autoFocus
        inputMode="numeric"
        {...form.register("credits")}
        error={Boolean(errors.credits)}
        helperText={
          errors.credits?.message ?? "Positive adds credits, negative takes them (never below zero)."
        }
      />
      <TextField
        label="Reason"
        required
        multiline
        minRows={2}
        {...form.register("reason")}
        error={Boolean(errors.reason)}
        helperText={errors.reason?.message ?? "Kept in the ledger; the organisation sees it."}
      />
    </FormDialog>
  );
}
