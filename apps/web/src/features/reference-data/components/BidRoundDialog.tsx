import { Stack, TextField } from "@mui/material";
import { type BidRound, bidRoundInputSchema } from "@strata/core";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { DateField } from "../../../components/DateField.tsx";
import { toast } from "../../../lib/toasts/index.ts";
import { bidRoundsApi } from "../api/bid-rounds.ts";
import type { EditorProps } from "./ReferenceListPage.tsx";

/** Adds a bid round, or edits one; it must close on or after the day it opens. */
export function BidRoundDialog({ record, onClose }: EditorProps<BidRound>) {
  const create = bidRoundsApi.useCreate();
  const update = bidRoundsApi.useUpdate();
  const { form, errors, dialogProps } = useMutationForm({
    schema: bidRoundInputSchema,
    defaultValues: {
      name: record?.name ?? "",
      opensOn: record?.opensOn ?? "",
      closesOn: record?.closesOn ?? "",
      description: record?.description ?? "",
    },
    onSubmit: async (values) => {
      if (record) await update.mutateAsync({ id: record.id, patch: values });
      else await create.mutateAsync(values);
      toast.success(`${values.name} saved.`, { toastId: "reference-data" });
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title={record ? "Edit bid round" : "Add bid round"}
      submitLabel="Save"
      onClose={onClose}
      {...dialogProps}
    >
      <TextField
        label="Name"
        required
        autoFocus
        {...form.register("name")}
        error={Boolean(errors.name)}
        helperText={errors.name?.message ?? "e.g. Malaysia Bid Round 2027"}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <DateField
          label="Opens on"
          required
          fullWidth
          {...form.register("opensOn")}
          error={Boolean(errors.opensOn)}
          helperText={errors.opensOn?.message}
        />
        <DateField
          label="Closes on"
          required
          fullWidth
          {...form.register("closesOn")}
          error={Boolean(errors.closesOn)}
          helperText={errors.closesOn?.message ?? "The last day applications may name it"}
        />
      </Stack>
      <TextField
        label="Description"
        multiline
        minRows={2}
        {...form.register("description")}
        error={Boolean(errors.description)}
        helperText={errors.description?.message}
      />
    </FormDialog>
  );
}
