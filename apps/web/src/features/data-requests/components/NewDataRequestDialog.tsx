import { Button, Chip, MenuItem, Stack, TextField, Typography } from "@mui/material";
import {
  CATALOG_TYPES,
  type CatalogType,
  type CreateDataRequestBody,
  createDataRequestBodySchema,
  MAX_DATA_REQUEST_RECORDS,
  type SelectionGeometry,
} from "@strata/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useCreateRequest } from "../api/my-requests.ts";
import { AreaField } from "./AreaField.tsx";
import type { RecordRef, RequestSeed } from "./request-link.ts";

const formSchema = createDataRequestBodySchema.pick({ title: true, purpose: true });

/** Files a data request: what, why and, optionally, which catalogue records and which area. */
export function NewDataRequestDialog({
  open,
  onClose,
  seed,
}: {
  open: boolean;
  onClose(): void;
  /** Records and area already named (the dialog opened from a record page or a map selection). */
  seed: RequestSeed;
}) {
  const create = useCreateRequest();
  const navigate = useNavigate();
  const [records, setRecords] = useState<RecordRef[]>(seed.records);
  const [area, setArea] = useState<{ value: SelectionGeometry | null; error: string | null }>({
    value: seed.area,
    error: null,
  });
  // Opened again for other records (another record page's or selection's link): start from those.
  const seedKey = JSON.stringify(seed);
  const [shownFor, setShownFor] = useState(seedKey);
  if (shownFor !== seedKey) {
    setShownFor(seedKey);
    setRecords(seed.records);
    setArea({ value: seed.area, error: null });
  }
  const [recordType, setRecordType] = useState<CatalogType>(CATALOG_TYPES[0]);
  const [recordId, setRecordId] = useState("");
  const { form, errors, setError, dialogProps } = useMutationForm({
    schema: formSchema,
    defaultValues: { title: "", purpose: "" },
    onSubmit: async (values) => {
      if (area.error) {
        setError(`The area is not valid: ${area.error}`);
        return;
      }
      const body: CreateDataRequestBody = { ...values, records, area: area.value };
      const created = await create.mutateAsync(body);
      toast.success("Your data request is submitted.", { toastId: "data-request-created" });
      close();
      navigate(`/data-requests/${created.id}`);
    },
  });

  const close = () => {
    form.reset();
    setRecords([]);
    setArea({ value: null, error: null });
    setRecordId("");
    setError(null);
    onClose();
  };
  const addRecord = () => {
    const id = recordId.trim();
    if (!id || records.some((r) => r.type === recordType && r.id === id)) return;
    setRecords([...records, { type: recordType, id }]);
    setRecordId("");
  };
  return (
    <FormDialog
      open={open}
      title="New data request"
      submitLabel="Submit request"
      onClose={close}
      maxWidth="md"
      {...dialogProps}
    >
      <TextField
        label="What data do you need?"
        required
        autoFocus
        {...form.register("title")}
        error={Boolean(errors.title)}
        helperText={errors.title?.message ?? "E.g. the gravity survey of a block, logs of a well not online"}
      />
      <TextField
        label="What is it for?"
        required
        multiline
        minRows={3}
        {...form.register("purpose")}
        error={Boolean(errors.purpose)}
        helperText={errors.purpose?.message ?? "The study or the bid round it serves helps our data team"}
      />
      <Typography variant="body2" color="text.secondary">
        Catalogue records it concerns (optional)
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          label="Type"
          size="small"
          value={recordType}
          onChange={(e) => setRecordType(e.target.value as CatalogType)}
          sx={{ minWidth: 160 }}
        >
          {CATALOG_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {t.replace(/_/g, " ")}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Record id"
          size="small"
          value={recordId}
          onChange={(e) => setRecordId(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              addRecord();
            }
          }}
        />
        <Button onClick={addRecord} disabled={!recordId.trim() || records.length >= MAX_DATA_REQUEST_RECORDS}>
          Add record
        </Button>
      </Stack>
      {records.length > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
          {records.map((r) => (
            <Chip
              key={`${r.type}:${r.id}`}
              label={`${r.type.replace(/_/g, " ")} ${r.id}`}
              onDelete={() => setRecords(records.filter((x) => x !== r))}
            />
          ))}
        </Stack>
      ) : null}
      {/* Mounted with the dialog's content, so it starts from the seed each time the dialog opens. */}
      <AreaField key={shownFor} initial={seed.area} onChange={(value, error) => setArea({ value, error })} />
    </FormDialog>
  );
}
