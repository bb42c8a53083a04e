import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { newsInputSchema } from "@strata/core";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog, useServerFieldErrors } from "../../../components/admin/index.ts";
import { RichTextEditor } from "../../../components/rich-text/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type AdminNews, useNewsWrites } from "../api/news.ts";

type Values = z.input<typeof newsInputSchema>;
type Output = z.output<typeof newsInputSchema>;

/** Writes a news item (always saved as a draft when new) and, if one is chosen, its image. */
export function NewsEditorDialog({ item, onClose }: { item: AdminNews | null; onClose: () => void }) {
  const writes = useNewsWrites();
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(newsInputSchema),
    defaultValues: { title: item?.title ?? "", summary: item?.summary ?? "", body: item?.body ?? "" },
  });
  const onServerError = useServerFieldErrors(form.setError, ["title", "summary", "body"]);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = item
        ? await writes.update.mutateAsync({ id: item.id, body: values })
        : await writes.create.mutateAsync(values);
      if (file) await writes.uploadImage.mutateAsync({ id: saved.id, file });
      toast.success(item ? "News item saved." : "Draft saved. Publish it when it is ready.");
      onClose();
    } catch (err) {
      setError(onServerError(err));
    }
  });
  return (
    <FormDialog
      open
      title={item ? "Edit news" : "Write news"}
      submitLabel={item ? "Save" : "Save draft"}
      submitting={form.formState.isSubmitting}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Title"
        required
        autoFocus
        {...form.register("title")}
        error={Boolean(errors.title)}
        helperText={errors.title?.message}
      />
      <TextField
        label="Summary"
        multiline
        minRows={2}
        {...form.register("summary")}
        error={Boolean(errors.summary)}
        helperText={errors.summary?.message ?? "One or two sentences shown in the news list."}
      />
      <Controller
        control={form.control}
        name="body"
        render={({ field }) => (
          <RichTextEditor
            label="Text"
            value={field.value}
            onChange={field.onChange}
            error={Boolean(errors.body)}
            helperText={errors.body?.message}
          />
        )}
      />
      <Box>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Image (PNG or JPEG, at most 10 MB){item?.image ? `: ${item.image.fileName}` : ""}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Button variant="outlined" onClick={() => fileInput.current?.click()}>
            {item?.image ? "Replace image" : "Choose image"}
          </Button>
          <Typography variant="body2">{file?.name ?? ""}</Typography>
        </Stack>
        <input
          ref={fileInput}
          type="file"
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          hidden
          aria-label="News image"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Box>
    </FormDialog>
  );
}
