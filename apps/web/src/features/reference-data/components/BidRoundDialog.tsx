import { zodResolver } from "@hookform/resolvers/zod";
import { Stack, TextField } from "@mui/material";
import { type BidRound, bidRoundInputSchema } from "@strata/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog, useServerFieldErrors } from "../../../components/admin/index.ts";
import { DateField } from "../../../components/DateField.tsx";
import { toast } from "../../../lib/toasts/index.ts";
import { bidRoundsApi } from "../api/bid-rounds.ts";
import type { EditorProps } from "./ReferenceListPage.tsx";

type Values = z.input<typeof bidRoundInputSchema>;
type Output = z.output<typeof bidRoundInputSchema>;

/** Adds a bid round, or edits one; it must close on or after the day it opens. */
export function BidRoundDialog({ record, onClose }: EditorProps<BidRound>) {
  const create = bidRoundsApi.useCreate();
  const update = bidRoundsApi.useUpdate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(bidRoundInputSchema),
    defaultValues: {
      name: record?.name ?? "",
      opensOn: record?.opensOn ?? "",
      closesOn: record?.closesOn ?? "",
      description: record?.description ?? "",
    },
  });
  const onServerError = useServerFieldErrors(form.setError, ["name", "opensOn", "closesOn", "description"]);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      if (record) await update.mutateAsync({ id: record.id, patch: values });
      else await create.mutateAsync(values);
      toast.success(`${values.name} saved.`, { toastId: "reference-data" });
      onClose();
    } catch (err) {
      setError(onServerError(err));
    }
  });
  return (
    <FormDialog
      open
      title={record ? "Edit bid round" : "Add bid round"}
      submitLabel="Save"
      submitting={form.formState.isSubmitting}
      error={error}
      onSubmit={submit}
      onClose={onClose}
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
