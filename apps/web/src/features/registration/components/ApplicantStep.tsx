import { Box, Button, TextField } from "@mui/material";
import {
  PASSWORD_RULES,
  type RegistrationDraft,
  type RegistrationUserForm,
  registrationUserFormSchema,
} from "@strata/core";
import { useMutationForm } from "../../../components/admin/mutation-form.ts";
import { FormError } from "../../../components/FormError.tsx";
import { useSetApplicant } from "../api/steps.ts";

/** Step 1: who applies. They become the organisation's primary user with this password. */
export function ApplicantStep({ draft, onDone }: { draft: RegistrationDraft | null; onDone: () => void }) {
  const setApplicant = useSetApplicant();
  const { form, errors, error, submit, submitting } = useMutationForm({
    schema: registrationUserFormSchema,
    defaultValues: {
      name: draft?.applicant?.name ?? "",
      email: draft?.applicant?.email ?? "",
      password: "",
      confirmPassword: "",
    },
    fields: ["name", "email", "password"],
    onSubmit: async ({ confirmPassword: _, ...input }) => {
      await setApplicant.mutateAsync(input);
      onDone();
    },
  });

  const field = (name: keyof RegistrationUserForm, hint?: string) => ({
    ...form.register(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message ?? hint,
    fullWidth: true,
    margin: "normal" as const,
    required: true,
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField label="Full name" autoComplete="name" autoFocus {...field("name")} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        {...field("email", "We send a link to verify it. It becomes your sign-in.")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...field("password", `At least ${PASSWORD_RULES.min} characters.`)}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...field("confirmPassword")}
      />
      <FormError message={error} />
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 2 }}>
        <Button type="submit" variant="contained" disabled={submitting}>
          {submitting ? "Saving…" : "Continue"}
        </Button>
      </Box>
    </Box>
  );
}
