import { Alert, Box, Button, Link, Stack, TextField, Typography } from "@mui/material";
import { contactInputSchema } from "@strata/core";
import { type FormEvent, useState } from "react";
import { Link as RouterLink } from "react-router";
import { errorMessage } from "../../../lib/api.ts";
import { useSendContact } from "../api/contact.ts";
import { fieldErrors } from "../components/form-errors.ts";
import { Honeypot } from "../components/Honeypot.tsx";

const EMPTY = { name: "", email: "", organisation: "", subject: "", message: "", website: "" };
type Field = keyof typeof EMPTY;

/** The public contact form: anyone writes to the portal's staff. */
export function ContactPage() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const send = useSendContact();

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactInputSchema.safeParse(values);
    setErrors(fieldErrors(parsed.error));
    if (!parsed.success) return;
    send.mutate(
      { ...values, organisation: values.organisation || undefined, website: values.website || undefined },
      { onSuccess: () => setSent(true) },
    );
  };

  if (sent) {
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

  const field = (name: Field, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
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
        <Honeypot value={values.website} onChange={(website) => setValues((v) => ({ ...v, website }))} />
        {send.isError ? (
          <Alert severity="error" role="alert">
            {errorMessage(send.error)}
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
