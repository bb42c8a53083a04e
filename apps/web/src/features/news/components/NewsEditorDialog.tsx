import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { newsInputSchema } from "@strata/core";
import { useRef, useState } from "react";
import { Controller } from "react-hook-form";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { RichTextEditor } from "../../../components/rich-text/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type AdminNews, useNewsWrites } from "../api/news.ts";

/** Writes a news item (always saved as a draft when new) and, if one is chosen, its image. */
export function NewsEditorDialog({ item, onClose }: { item: AdminNews | null; onClose: () => void }) {
  const writes = useNewsWrites();
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { form, errors, dialogProps } = useMutationForm({
    schema: newsInputSchema,
    defaultValues: { title: item?.title ?? "", summary: item?.summary ?? "", body: item?.body ?? "" },
    onSubmit: async (values) => {
      const saved = item
        ? await writes.update.mutateAsync({ id: item.id, body: values })
        : await writes.create.mutateAsync(values);
      if (file) await writes.uploadImage.mutateAsync({ id: saved.id, file });
      toast.success(item ? "News item saved." : "Draft saved. Publish it when it is ready.");
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title={item ? "Edit news" : "Write news"}
      submitLabel={item ? "Save" : "Save draft"}
      onClose={onClose}
      {...dialogProps}
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
