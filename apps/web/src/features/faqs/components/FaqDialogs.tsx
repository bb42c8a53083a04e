import { zodResolver } from "@hookform/resolvers/zod";
import { Checkbox, FormControlLabel, MenuItem, TextField } from "@mui/material";
import { faqCategoryInputSchema, faqInputSchema } from "@strata/core";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog, useServerFieldErrors } from "../../../components/admin/index.ts";
import { RichTextEditor } from "../../../components/rich-text/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type Faq, type FaqCategory, useFaqWrites } from "../api/faqs.ts";

type CategoryValues = z.input<typeof faqCategoryInputSchema>;
type CategoryOutput = z.output<typeof faqCategoryInputSchema>;

/** Adds or edits a category: its name and its place in the order. */
export function CategoryDialog({ category, onClose }: { category: FaqCategory | null; onClose: () => void }) {
  const { saveCategory } = useFaqWrites();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CategoryValues, unknown, CategoryOutput>({
    resolver: zodResolver(faqCategoryInputSchema),
    defaultValues: { name: category?.name ?? "", position: category?.position ?? 0 },
  });
  const onServerError = useServerFieldErrors(form.setError, ["name", "position"]);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await saveCategory.mutateAsync({ id: category?.id, body });
      toast.success(`${body.name} saved.`);
      onClose();
    } catch (err) {
      setError(onServerError(err));
    }
  });
  return (
    <FormDialog
      open
      title={category ? "Edit category" : "Add category"}
      submitLabel="Save"
      submitting={form.formState.isSubmitting}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Name"
        required
        autoFocus
        {...form.register("name")}
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
      />
      <TextField
        label="Order"
        type="number"
        {...form.register("position", { valueAsNumber: true })}
        error={Boolean(errors.position)}
        helperText={errors.position?.message ?? "Lower numbers come first."}
      />
    </FormDialog>
  );
}

type FaqValues = z.input<typeof faqInputSchema>;
type FaqOutput = z.output<typeof faqInputSchema>;

/** Adds or edits an FAQ: question, rich-text answer, category, order and whether it is published. */
export function FaqDialog({
  faq,
  categories,
  onClose,
}: {
  faq: Faq | null;
  categories: FaqCategory[];
  onClose: () => void;
}) {
  const { saveFaq } = useFaqWrites();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FaqValues, unknown, FaqOutput>({
    resolver: zodResolver(faqInputSchema),
    defaultValues: {
      categoryId: faq?.categoryId ?? categories[0]?.id ?? "",
      question: faq?.question ?? "",
      answer: faq?.answer ?? "",
      position: faq?.position ?? 0,
      published: faq?.published ?? false,
    },
  });
  const onServerError = useServerFieldErrors(form.setError, [
    "categoryId",
    "question",
    "answer",
    "position",
    "published",
  ]);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await saveFaq.mutateAsync({ id: faq?.id, body });
      toast.success("FAQ saved.");
      onClose();
    } catch (err) {
      setError(onServerError(err));
    }
  });
  return (
    <FormDialog
      open
      title={faq ? "Edit FAQ" : "Add FAQ"}
      submitLabel="Save"
      submitting={form.formState.isSubmitting}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="categoryId"
        render={({ field }) => (
          <TextField
            select
            label="Category"
            required
            {...field}
            error={Boolean(errors.categoryId)}
            helperText={errors.categoryId?.message}
          >
            {categories.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        label="Question"
        required
        autoFocus
        {...form.register("question")}
        error={Boolean(errors.question)}
        helperText={errors.question?.message}
      />
      <Controller
        control={form.control}
        name="answer"
        render={({ field }) => (
          <RichTextEditor
            label="Answer"
            value={field.value}
            onChange={field.onChange}
            error={Boolean(errors.answer)}
            helperText={errors.answer?.message}
            minHeight={120}
          />
        )}
      />
      <TextField
        label="Order within the category"
        type="number"
        {...form.register("position", { valueAsNumber: true })}
        error={Boolean(errors.position)}
        helperText={errors.position?.message ?? "Lower numbers come first."}
      />
      <Controller
        control={form.control}
        name="published"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
            }
            label="Published (shown on the public FAQ page)"
          />
        )}
      />
    </FormDialog>
  );
}
