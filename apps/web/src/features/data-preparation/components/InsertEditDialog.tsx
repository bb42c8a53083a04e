import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
} from "@mui/material";
import {
  METADATA_MESSAGES,
  type MetadataColumn,
  type MetadataProperties,
  type MetadataRow,
  metadataRecordSchema,
} from "@strata/core";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { saveMetadata } from "../api/change-metadata.ts";
import { dataPreparationKeys } from "../api/client.ts";
import { useDropdownOptions } from "../api/get-dropdown-options.ts";
import { useMetadataAdmin, useMetadataAdminDispatch } from "../state/MetadataAdminProvider.tsx";
import { LookupField } from "./LookupField.tsx";
import { DP_TOAST, settle, showPending } from "./toasts.ts";

type FormValues = Record<string, string | boolean>;
type RecordValues = Record<string, string | number | boolean | null>;

function formValue(column: MetadataColumn, value: unknown): string | boolean {
  if (column.kind === "boolean") return value === true || value === "True";
  if (value === null || value === undefined) return "";
  if (column.kind === "date") return String(value).slice(0, 10);
  return String(value);
}

/** The server's text for a failed submission (section 5), or the spec's own when there is none. */
function submitErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code !== "NETWORK_ERROR" && error.code !== "HTTP_ERROR") {
    return error.message;
  }
  return METADATA_MESSAGES.submitFailed;
}

/** `body.record.<key>` issues of a refused submission, for the fields they name. */
function fieldIssues(error: unknown): { key: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const issues =
    (error.details as { issues?: { field?: string; message?: string }[] } | undefined)?.issues ?? [];
  return issues.flatMap((issue) => {
    const key = issue.field?.match(/^body\.record\.(.+)$/)?.[1];
    return key ? [{ key, message: issue.message ?? "Invalid value" }] : [];
  });
}

function RecordForm({
  properties,
  record,
  id,
  formId,
}: {
  properties: MetadataProperties;
  record: MetadataRow | null;
  id: string | null;
  formId: string;
}) {
  const { category } = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const queryClient = useQueryClient();
  const dropdowns = useDropdownOptions(category);
  const editable = useMemo(() => properties.columns.filter((column) => column.editable), [properties]);
  const schema = useMemo(() => metadataRecordSchema(properties), [properties]);
  const defaultValues = useMemo(
    () => Object.fromEntries(editable.map((column) => [column.key, formValue(column, record?.[column.key])])),
    [editable, record],
  );
  const form = useForm<FormValues, unknown, RecordValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<FormValues, unknown, RecordValues>,
    defaultValues,
  });

  async function submit(values: RecordValues) {
    dispatch({ type: "submitStarted" });
    showPending(DP_TOAST.submit, METADATA_MESSAGES.submitting);
    try {
      await saveMetadata(category, values, id);
      settle(DP_TOAST.submit, "success", METADATA_MESSAGES.submitSuccess);
      dispatch({ type: "submitSucceeded" });
      dispatch({ type: "insertClosed" });
      await queryClient.invalidateQueries({ queryKey: dataPreparationKeys.all });
    } catch (error) {
      settle(DP_TOAST.submit, "error", submitErrorText(error));
      dispatch({ type: "submitFailed" });
      for (const issue of fieldIssues(error)) form.setError(issue.key, { message: issue.message });
    }
  }

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={form.handleSubmit(submit)}
      sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, pt: 1 }}
    >
      {dropdowns.isError ? (
        <Alert severity="warning" sx={{ gridColumn: "1 / -1" }}>
          The lookup lists could not be loaded: {errorMessage(dropdowns.error)}
        </Alert>
      ) : null}
      {editable.map((column) => (
        <Controller
          key={column.key}
          name={column.key}
          control={form.control}
          render={({ field, fieldState }) => {
            const label = column.unit ? `${column.label} (${column.unit})` : column.label;
            if (column.kind === "boolean") {
              return (
                <FormControlLabel
                  label={label}
                  control={
                    <Checkbox
                      checked={field.value === true}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                />
              );
            }
            if (column.lookup) {
              return (
                <LookupField
                  ingestType={category}
                  column={column}
                  options={dropdowns.data?.lists[column.lookup] ?? []}
                  value={String(field.value ?? "")}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  inputRef={field.ref}
                />
              );
            }
            const readOnly = id !== null && column.key === properties.idField;
            return (
              <TextField
                size="small"
                margin="none"
                label={label}
                required={column.required}
                type={column.kind === "date" ? "date" : "text"}
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ??
                  (readOnly ? "The id of an existing record is kept." : undefined)
                }
                slotProps={{
                  inputLabel: column.kind === "date" ? { shrink: true } : undefined,
                  htmlInput: {
                    readOnly,
                    inputMode: column.kind === "number" ? "decimal" : undefined,
                  },
                }}
              />
            );
          }}
        />
      ))}
    </Box>
  );
}

/**
 * The insert dialog: a new record (no selected id → `addupdatemetadata`) or the selected one
 * (`addupdatemetadata/{id}`). Fields come from metadataProperties, checked with the core schema.
 */
export function InsertEditDialog({
  properties,
  record,
}: {
  properties: MetadataProperties | undefined;
  record: MetadataRow | null;
}) {
  const state = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const titleId = useId();
  const formId = useId();
  const id = state.selectedId;
  const submitting = state.loading.submitting;
  const missing = id !== null && record === null;
  const name = properties?.displayName ?? "";

  return (
    <Dialog
      open={state.dialogs.insert}
      onClose={submitting ? undefined : () => dispatch({ type: "insertClosed" })}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {id === null ? `Insert ${name} metadata` : `Edit ${name} metadata ${id}`}
      </DialogTitle>
      <DialogContent dividers>
        {!properties ? (
          <Box sx={{ display: "flex", justifyContent: "center", p: 3 }}>
            <CircularProgress aria-label="Loading the form" />
          </Box>
        ) : missing ? (
          <Alert severity="warning">The record {id} is not loaded; choose it again in the table.</Alert>
        ) : state.dialogs.insert ? (
          <RecordForm key={id ?? "new"} properties={properties} record={record} id={id} formId={formId} />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatch({ type: "insertClosed" })} disabled={submitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={submitting || !properties || missing}
        >
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
