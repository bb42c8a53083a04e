import { Checkbox, FormControlLabel, MenuItem, TextField } from "@mui/material";
import { faqCategoryInputSchema, faqInputSchema } from "@strata/core";
import { Controller } from "react-hook-form";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { RichTextEditor } from "../../../components/rich-text/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type Faq, type FaqCategory, useFaqWrites } from "../api/faqs.ts";

/** Adds or edits a category: its name and its place in the order. */
export function CategoryDialog({ category, onClose }: { category: FaqCategory | null; onClose: () => void }) {
  const { saveCategory } = useFaqWrites();
  const { form, errors, dialogProps } = useMutationForm({
    schema: faqCategoryInputSchema,
    defaultValues: { name: category?.name ?? "", position: category?.position ?? 0 },
    onSubmit: async (body) => {
      await saveCategory.mutateAsync({ id: category?.id, body });
      toast.success(`${body.name} saved.`);
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title={category ? "Edit category" : "Add category"}
      submitLabel="Save"
      onClose={onClose}
      {...dialogProps}
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
  const { form, errors, dialogProps } = useMutationForm({
    schema: faqInputSchema,
    defaultValues: {
      categoryId: faq?.categoryId ?? categories[0]?.id ?? "",
      question: faq?.question ?? "",
      answer: faq?.answer ?? "",
      position: faq?.position ?? 0,
      published: faq?.published ?? false,
    },
    onSubmit: async (body) => {
      await saveFaq.mutateAsync({ id: faq?.id, body });
      toast.success("FAQ saved.");
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title={faq ? "Edit FAQ" : "Add FAQ"}
      submitLabel="Save"
      onClose={onClose}
      {...dialogProps}
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
