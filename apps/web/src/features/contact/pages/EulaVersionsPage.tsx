import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from "@mui/material";
import { eulaVersionInputSchema, formatDate } from "@strata/core";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { ConfirmButton, FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { RichText, RichTextEditor } from "../../../components/rich-text/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useEulaVersions, useEulaWrites } from "../api/contact.ts";

/** A new version, published at once; mounted while open, so each opening starts from an empty text. */
function NewVersionDialog({ onClose }: { onClose: () => void }) {
  const { create } = useEulaWrites();
  const { form, errors, dialogProps } = useMutationForm({
    schema: eulaVersionInputSchema,
    defaultValues: { title: "End-user licence agreement", body: "", publish: true },
    fields: ["title", "body"],
    onSubmit: async (values) => {
      const version = await create.mutateAsync(values);
      toast.success(`EULA version ${version.version} published.`);
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title="Publish a new EULA version"
      submitLabel="Publish"
      onClose={onClose}
      {...dialogProps}
    >
      <Typography variant="body2" color="text.secondary">
        Customers are asked to accept the new version the next time they use the portal.
      </Typography>
      <TextField
        label="Title"
        required
        {...form.register("title")}
        error={Boolean(errors.title)}
        helperText={errors.title?.message}
      />
      <Controller
        control={form.control}
        name="body"
        render={({ field }) => (
          <RichTextEditor
            label="Terms"
            value={field.value}
            onChange={field.onChange}
            error={Boolean(errors.body)}
            helperText={errors.body?.message}
            minHeight={200}
          />
        )}
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
      {adding ? <NewVersionDialog onClose={() => setAdding(false)} /> : null}
    </>
  );
}

export { EulaVersionsPage as Component };
