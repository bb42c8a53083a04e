import { InputAdornment, TextField, Typography } from "@mui/material";
import { type CreditPlan, creditPlanBodySchema, ringgitToSen, senToRinggit, text } from "@strata/core";
import { z } from "zod";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useSaveCreditPlan } from "../api/save-credit-plan.ts";

// The form edits ringgit and text fields; the shared body schema checks what is sent.
const formSchema = z.object({
  name: text().trim().min(1, "Give the plan a name").max(100, "Keep the name to 100 characters or fewer"),
  description: text().max(500, "Keep the description to 500 characters or fewer"),
  credits: text().regex(/^\d{1,7}$/, "Enter a whole number of credits"),
  price: text().refine((v) => ringgitToSen(v) !== null, "Enter the price in RM, e.g. 5000 or 5000.50"),
  validityDays: text().regex(/^(\d{1,4})?$/, "Enter whole days, or leave empty for no expiry"),
});
type FormValues = z.infer<typeof formSchema>;

/** Create (no `plan`) or edit a download credit plan. */
export function PlanDialog({ plan, onClose }: { plan: CreditPlan | null; onClose(): void }) {
  const save = useSaveCreditPlan();
  const { form, errors, dialogProps } = useMutationForm({
    schema: formSchema,
    defaultValues: {
      name: plan?.name ?? "",
      description: plan?.description ?? "",
      credits: plan ? String(plan.credits) : "",
      price: plan ? senToRinggit(plan.priceSen) : "",
      validityDays: plan?.validityDays ? String(plan.validityDays) : "",
    },
    // The body has `priceSen`, not `price`: a server issue on it shows above the buttons.
    fields: ["name", "description", "credits", "validityDays"],
    onSubmit: async (v) => {
      const body = creditPlanBodySchema.safeParse({
        name: v.name,
        description: v.description || null,
        credits: Number(v.credits),
        priceSen: ringgitToSen(v.price),
        validityDays: v.validityDays ? Number(v.validityDays) : null,
      });
      if (!body.success) {
        for (const issue of body.error.issues) {
          const field = issue.path[0] === "priceSen" ? "price" : (issue.path[0] as keyof FormValues);
          form.setError(field, { message: issue.message });
        }
        return;
      }
      await save.mutateAsync({ id: plan?.id, body: body.data });
      toast.success(plan ? `${v.name} was saved.` : `${v.name} is on offer.`, { toastId: "credit-plan" });
      onClose();
    },
  });

  return (
    <FormDialog
      open
      title={plan ? `Edit ${plan.name}` : "New download credit plan"}
      submitLabel={plan ? "Save" : "Create plan"}
      onClose={onClose}
      {...dialogProps}
    >
      <TextField
        label="Name"
        required
        autoFocus
        {...form.register("name")}
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
      />
      <TextField
        label="Description"
        multiline
        minRows={2}
        {...form.register("description")}
        error={Boolean(errors.description)}
        helperText={errors.description?.message}
      />
      <TextField
        label="Credits"
        required
        inputMode="numeric"
        {...form.register("credits")}
        error={Boolean(errors.credits)}
        helperText={errors.credits?.message}
      />
      <TextField
        label="Price"
        required
        inputMode="decimal"
        {...form.register("price")}
        error={Boolean(errors.price)}
        helperText={errors.price?.message ?? "Before service tax, which the invoice adds."}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">RM</InputAdornment> } }}
      />
      <TextField
        label="Validity (days)"
        inputMode="numeric"
        {...form.register("validityDays")}
        error={Boolean(errors.validityDays)}
        helperText={
          errors.validityDays?.message ?? "Counted from approval; empty: the credits do not expire."
        }
      />
      {plan ? (
        <Typography variant="body2" color="text.secondary">
          Orders already placed keep the credits and price they were ordered with.
        </Typography>
      ) : null}
    </FormDialog>
  );
}
