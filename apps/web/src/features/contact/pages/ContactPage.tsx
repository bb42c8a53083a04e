import { Alert, Box, Button, Link, Stack, TextField, type TextFieldProps, Typography } from "@mui/material";
import { contactInputSchema } from "@strata/core";
import { Link as RouterLink } from "react-router";
import { useMutationForm } from "../../../components/admin/index.ts";
import { useSendContact } from "../api/contact.ts";
import { Honeypot } from "../components/Honeypot.tsx";

/** The fields people see; a 400 naming another (the honeypot) shows above the button. */
const VISIBLE = ["name", "email", "organisation", "subject", "message"] as const;

/** The public contact form: anyone writes to the portal's staff. */
export function ContactPage() {
  const send = useSendContact();
  const { form, errors, error, submit } = useMutationForm({
    schema: contactInputSchema,
    defaultValues: { name: "", email: "", organisation: "", subject: "", message: "", website: "" },
    fields: VISIBLE,
    onSubmit: (values) =>
      send.mutateAsync({
        ...values,
        organisation: values.organisation || undefined,
        website: values.website || undefined,
      }),
  });

  if (send.isSuccess) {
    return (
      <Box sx={{ maxWidth: 640 }}>
        <Typography variant="h1" gutterBottom>
          Contact us
        </Typography>
        <Alert severity="success" role="status">
          Thank you, your message has been sent. We have e-mailed you a copy.
        </Alert>
      </Box>
    );
  }

  const field = (name: (typeof VISIBLE)[number], label: string, extra: TextFieldProps = {}) => (
    <TextField
      label={label}
      {...form.register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      fullWidth
      {...extra}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 640, position: "relative" }}>
      <Typography variant="h1" gutterBottom>
        Contact us
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Questions about subscriptions, data or invoices? Write to us and we will reply by e-mail. To rate the
        portal,{" "}
        <Link component={RouterLink} to="/feedback">
          send feedback
        </Link>
        .
      </Typography>
      <Stack spacing={2}>
        {field("name", "Name", { required: true, autoComplete: "name" })}
        {field("email", "E-mail", { required: true, type: "email", autoComplete: "email" })}
        {field("organisation", "Organisation (optional)", { autoComplete: "organization" })}
        {field("subject", "Subject", { required: true })}
        {field("message", "Message", { required: true, multiline: true, minRows: 5 })}
        <Honeypot
          value={form.watch("website") ?? ""}
          onChange={(website) => form.setValue("website", website)}
        />
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" loading={send.isPending}>
            Send message
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

export { ContactPage as Component };
