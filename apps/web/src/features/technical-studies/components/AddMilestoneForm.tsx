import { Alert, Button, Stack, TextField } from "@mui/material";
import { studyMilestoneInputSchema } from "@strata/core";
import { useMutationForm } from "../../../components/admin/index.ts";
import { DateField } from "../../../components/DateField.tsx";
import { useAddMilestone } from "../api/technical-studies.ts";

/** Core's milestone, without its done flag (a new one is not done). */
const formSchema = studyMilestoneInputSchema.pick({ title: true, dueDate: true });

/**
 * Data staff add a milestone under the list: its title and due day, emptied once added. The browser
 * still asks for both (`required`); core's schema says the rest on the field.
 */
export function AddMilestoneForm({ studyId }: { studyId: string }) {
  const add = useAddMilestone(studyId);
  const { form, errors, error, submit, submitting } = useMutationForm({
    schema: formSchema,
    defaultValues: { title: "", dueDate: "" },
    onSubmit: async (body) => {
      await add.mutateAsync(body);
      form.reset();
    },
  });
  return (
    <>
      <Stack component="form" direction="row" spacing={1} sx={{ mt: 2, flexWrap: "wrap" }} onSubmit={submit}>
        <TextField
          size="small"
          label="New milestone"
          {...form.register("title")}
          required
          error={Boolean(errors.title)}
          helperText={errors.title?.message}
        />
        <DateField
          size="small"
          label="Due"
          {...form.register("dueDate")}
          required
          error={Boolean(errors.dueDate)}
          helperText={errors.dueDate?.message}
        />
        <Button type="submit" disabled={submitting}>
          Add milestone
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
    </>
  );
}
