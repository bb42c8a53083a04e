import { Autocomplete, MenuItem, TextField } from "@mui/material";
import { type FormEvent, useEffect, useState } from "react";
import { FormDialog } from "../../../components/admin/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import {
  type CuratedPackageDetail,
  type PickedOrganisation,
  useCuratedWrites,
  useOrganisationSearch,
  useOrganisationUsers,
} from "../api/curated-packages.ts";

const ALL_USERS = "";

/** Assigns a curated package to an organisation (every user of it) or to one of its users. */
export function AssignDialog({ curated, onClose }: { curated: CuratedPackageDetail; onClose(): void }) {
  const { assign } = useCuratedWrites();
  const [input, setInput] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const organisations = useOrganisationSearch(q);
  const [organisation, setOrganisation] = useState<PickedOrganisation | null>(null);
  const users = useOrganisationUsers(organisation?.id ?? null);
  const [userId, setUserId] = useState(ALL_USERS);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!organisation) {
      setFieldError("Choose an organisation");
      return;
    }
    try {
      const assigned = await assign.mutateAsync({
        id: curated.id,
        body: { organisationId: organisation.id, userId: userId || null },
      });
      toast.success(
        `${curated.name} assigned to ${assigned.userName ? `${assigned.userName} of ` : ""}${assigned.organisationName}.`,
      );
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <FormDialog
      open
      title={`Assign ${curated.name}`}
      submitLabel="Assign"
      submitting={assign.isPending}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
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
          setUserId(ALL_USERS);
          setFieldError(null);
        }}
        noOptionsText="No organisation matches."
        renderInput={(params) => (
          <TextField
            {...params}
            label="Organisation"
            required
            autoFocus
            error={Boolean(fieldError)}
            helperText={fieldError ?? "Type part of the organisation's name."}
          />
        )}
      />
      <TextField
        select
        label="User"
        value={userId}
        onChange={(e) => setUserId(e.target.value)}
        disabled={!organisation}
        helperText="Every user of the organisation, or only one of them."
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
