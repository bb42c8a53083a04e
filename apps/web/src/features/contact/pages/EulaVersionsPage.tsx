import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from "@mui/material";
import { eulaVersionInputSchema, formatDate } from "@strata/core";
import { type FormEvent, useState } from "react";
import { ConfirmButton, FormDialog } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { RichText, RichTextEditor } from "../../../components/rich-text/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useEulaVersions, useEulaWrites } from "../api/contact.ts";
import { fieldErrors } from "../components/form-errors.ts";

function NewVersionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { create } = useEulaWrites();
  const [title, setTitle] = useState("End-user licence agreement");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = eulaVersionInputSchema.safeParse({ title, body, publish: true });
    setErrors(fieldErrors(parsed.error));
    if (!parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: (version) => {
        toast.success(`EULA version ${version.version} published.`);
        setBody("");
        onClose();
      },
    });
  };
  return (
    <FormDialog
      open={open}
      title="Publish a new EULA version"
      submitLabel="Publish"
      submitting={create.isPending}
      error={create.isError ? errorMessage(create.error) : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        Customers are asked to accept the new version the next time they use the portal.
      </Typography>
      <TextField
        label="Title"
        required
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={Boolean(errors.title)}
        helperText={errors.title}
      />
      <RichTextEditor
        label="Terms"
        value={body}
        onChange={setBody}
        error={Boolean(errors.body)}
        helperText={errors.body}
        minHeight={200}
      />
    </FormDialog>
  );
}

/** Staff who manage static content publish EULA versions; every version is kept. */
export function EulaVersionsPage() {
  const versions = useEulaVersions();
  const { publish } = useEulaWrites();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader
        title="EULA versions"
        subtitle="The published version is the public EULA page; customers accept each new one once."
        actions={
          <Button variant="contained" onClick={() => setAdding(true)}>
            New version
          </Button>
        }
      />
      {versions.isPending ? <PageLoader /> : null}
      {versions.isError ? <Alert severity="error">{errorMessage(versions.error)}</Alert> : null}
      {versions.data?.length === 0 ? <Alert severity="info">No EULA version yet.</Alert> : null}
      <Stack spacing={2}>
        {versions.data?.map((v) => (
          <Paper
            key={v.id}
            variant="outlined"
            sx={{ p: 2 }}
            component="section"
            aria-label={`Version ${v.version}`}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1, flexWrap: "wrap" }}>
              <Typography variant="h2" sx={{ fontSize: "1.1rem" }}>
                Version {v.version}: {v.title}
              </Typography>
              {v.published ? <Chip size="small" color="success" label="Published" /> : null}
              <Box sx={{ flexGrow: 1 }} />
              <Typography variant="body2" color="text.secondary">
                {v.publishedAt ? `Published ${formatDate(v.publishedAt)} · ` : ""}
                {v.acceptances} accepted
              </Typography>
              {v.published ? null : (
                <ConfirmButton
                  label="Publish"
                  title={`Publish version ${v.version}?`}
                  text="It replaces the published EULA; customers who have not accepted it are asked to."
                  onConfirm={() => publish.mutateAsync(v.id)}
                />
              )}
            </Stack>
            <RichText html={v.body} />
          </Paper>
        ))}
      </Stack>
      <NewVersionDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

export { EulaVersionsPage as Component };
