import { Autocomplete, MenuItem, TextField } from "@mui/material";
import { curatedAssignmentBodySchema } from "@strata/core";
import { useEffect, useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import {
  type CuratedPackageDetail,
  type PickedOrganisation,
  useCuratedWrites,
  useOrganisationSearch,
  useOrganisationUsers,
} from "../api/curated-packages.ts";

const ALL_USERS = "";

/** Core's body as the fields hold it: the user select's ALL_USERS is the whole organisation (null). */
const formSchema = curatedAssignmentBodySchema.extend({
  userId: z
    .string()
    .transform((id) => id || null)
    .pipe(curatedAssignmentBodySchema.shape.userId.unwrap()),
});

/** Assigns a curated package to an organisation (every user of it) or to one of its users. */
export function AssignDialog({ curated, onClose }: { curated: CuratedPackageDetail; onClose(): void }) {
  const { assign } = useCuratedWrites();
  // The search typed and the organisation shown in the picker are the picker's own; the form holds its id.
  const [input, setInput] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const organisations = useOrganisationSearch(q);
  const [organisation, setOrganisation] = useState<PickedOrganisation | null>(null);
  const { form, errors, dialogProps } = useMutationForm({
    schema: formSchema,
    defaultValues: { organisationId: "", userId: ALL_USERS },
    onSubmit: async (body) => {
      const assigned = await assign.mutateAsync({ id: curated.id, body });
      toast.success(
        `${curated.name} assigned to ${assigned.userName ? `${assigned.userName} of ` : ""}${assigned.organisationName}.`,
      );
      onClose();
    },
  });
  const organisationId = form.watch("organisationId");
  const users = useOrganisationUsers(organisationId || null);

  return (
    <FormDialog open title={`Assign ${curated.name}`} submitLabel="Assign" onClose={onClose} {...dialogProps}>
      <Controller
        control={form.control}
        name="organisationId"
        render={({ field }) => (
          <Autocomplete
            options={organisations.data ?? []}
            value={organisation}
            filterOptions={(o) => o}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={organisations.isFetching}
            inputValue={input}
            onInputChange={(_, next) => setInput(next)}
            onChange={(_, next) => {
              setOrganisation(next);
              field.onChange(next?.id ?? "");
              form.setValue("userId", ALL_USERS);
            }}
            onBlur={field.onBlur}
            noOptionsText="No organisation matches."
            renderInput={(params) => (
              <TextField
                {...params}
                label="Organisation"
                required
                autoFocus
                error={Boolean(errors.organisationId)}
                helperText={errors.organisationId?.message ?? "Type part of the organisation's name."}
              />
            )}
          />
        )}
      />
      <TextField
        select
        label="User"
        value={form.watch("userId")}
        onChange={(e) => form.setValue("userId", e.target.value)}
        disabled={!organisationId}
        error={Boolean(errors.userId)}
        helperText={errors.userId?.message ?? "Every user of the organisation, or only one of them."}
      >
        <MenuItem value={ALL_USERS}>All users of the organisation</MenuItem>
        {(users.data ?? []).map((u) => (
          <MenuItem key={u.id} value={u.id}>
            {u.name} ({u.email})
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
