import {
  Autocomplete,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from "@mui/material";
import { type RegistrationDraft, registrationOrganisationSchema } from "@strata/core";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { checkedBy, useMutationForm } from "../../../components/admin/index.ts";
import { FormError } from "../../../components/FormError.tsx";
import { useCountries, useNamedOptions } from "../api/lookups.ts";
import { useSetOrganisation } from "../api/steps.ts";

/**
 * The fields as the form holds them, both kinds' at once (switching kind keeps what was typed);
 * core's union then checks those of the kind chosen and sends only them.
 */
const organisationFormSchema = z
  .object({
    kind: z.enum(["company", "institute"]),
    knownCompanyId: z.string().nullable(),
    name: z.string(),
    instituteId: z.string(),
    countryCode: z.string(),
    registrationNumber: z.string(),
    address: z.string(),
  })
  .transform(checkedBy(registrationOrganisationSchema));
type OrganisationForm = z.input<typeof organisationFormSchema>;

function defaultsOf(draft: RegistrationDraft): OrganisationForm {
  const org = draft.organisation;
  return {
    kind: org?.kind ?? "company",
    knownCompanyId: org?.knownCompanyId ?? null,
    name: org?.kind === "company" ? org.name : "",
    instituteId: org?.instituteId ?? "",
    countryCode: org?.countryCode ?? "",
    registrationNumber: org?.registrationNumber ?? "",
    address: org?.address ?? "",
  };
}

/** Step 3: a company (known or new) or an academic institute, its country, number and address. */
export function OrganisationStep({
  draft,
  onDone,
  onBack,
}: {
  draft: RegistrationDraft;
  onDone: () => void;
  onBack: () => void;
}) {
  const setOrganisation = useSetOrganisation();
  const countries = useCountries();
  const [companySearch, setCompanySearch] = useState(draft.organisation?.name ?? "");
  const [instituteSearch, setInstituteSearch] = useState("");
  const companies = useNamedOptions("known-companies", companySearch);
  const institutes = useNamedOptions("institutes", instituteSearch);
  const { form, errors, error, submit, submitting } = useMutationForm({
    schema: organisationFormSchema,
    defaultValues: defaultsOf(draft),
    onSubmit: async (input) => {
      await setOrganisation.mutateAsync(input);
      onDone();
    },
  });
  const { control, register, watch, setValue } = form;
  const kind = watch("kind");

  const text = (name: keyof OrganisationForm) => ({
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
    fullWidth: true,
    margin: "normal" as const,
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <FormControl margin="normal">
            <FormLabel id="organisation-kind">The organisation is</FormLabel>
            <RadioGroup row aria-labelledby="organisation-kind" {...field}>
              <FormControlLabel value="company" control={<Radio />} label="A company" />
              <FormControlLabel value="institute" control={<Radio />} label="An academic institute" />
            </RadioGroup>
          </FormControl>
        )}
      />
      {kind === "company" ? (
        <Controller
          control={control}
          name="name"
          render={({ field }) => (
            <Autocomplete
              freeSolo
              options={companies.data ?? []}
              getOptionLabel={(option) => (typeof option === "string" ? option : option.name)}
              filterOptions={(options) => options}
              inputValue={field.value}
              onInputChange={(_, value, reason) => {
                if (reason === "reset") return;
                field.onChange(value);
                setCompanySearch(value);
                setValue("knownCompanyId", null);
              }}
              onChange={(_, option) => {
                if (option && typeof option !== "string") {
                  field.onChange(option.name);
                  setValue("knownCompanyId", option.id);
                  if (option.countryCode) setValue("countryCode", option.countryCode);
                }
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Company name"
                  required
                  {...text("name")}
                  helperText={
                    errors.name?.message ??
                    "Pick your company from the list, or type its full name to register a new company."
                  }
                />
              )}
            />
          )}
        />
      ) : (
        <Controller
          control={control}
          name="instituteId"
          render={({ field }) => (
            <Autocomplete
              options={institutes.data ?? []}
              getOptionLabel={(option) => option.name}
              filterOptions={(options) => options}
              value={(institutes.data ?? []).find((i) => i.id === field.value) ?? null}
              onInputChange={(_, value) => setInstituteSearch(value)}
              onChange={(_, option) => {
                field.onChange(option?.id ?? "");
                if (option?.countryCode) setValue("countryCode", option.countryCode);
              }}
              noOptionsText="No institute matches; ask us to add yours."
              renderInput={(params) => (
                <TextField {...params} label="Institute" required {...text("instituteId")} />
              )}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="countryCode"
        render={({ field }) => (
          <TextField select label="Country" required {...field} {...text("countryCode")}>
            {(countries.data ?? []).map((country) => (
              <MenuItem key={country.code} value={country.code}>
                {country.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        label="Registration number"
        required={kind === "company"}
        {...register("registrationNumber")}
        {...text("registrationNumber")}
      />
      <TextField
        label="Address"
        required
        multiline
        minRows={3}
        {...register("address")}
        {...text("address")}
      />
      <FormError message={error} />
      <Box sx={{ display: "flex", justifyContent: "space-between", mt: 2 }}>
        <Button onClick={onBack}>Back</Button>
        <Button type="submit" variant="contained" disabled={submitting}>
          {submitting ? "Saving…" : "Continue"}
        </Button>
      </Box>
    </Box>
  );
}
