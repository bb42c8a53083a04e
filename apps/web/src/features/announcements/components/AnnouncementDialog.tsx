import { zodResolver } from "@hookform/resolvers/zod";
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
} from "@mui/material";
import { CATALOG_TYPES, newDataBodySchema, SDC_DISPLAY_NAMES } from "@strata/core";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormError } from "../../../components/FormError.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import {
  type AdminAnnouncement,
  type AnnouncementBody,
  type AnnouncementInput,
  announcementKeys,
  createAnnouncement,
  updateAnnouncement,
} from "../api/announcements.ts";
import { RecordIdsField } from "./RecordIdsField.tsx";

function defaultsOf(announcement: AdminAnnouncement | null): AnnouncementInput {
  return {
    title: announcement?.title ?? "",
    body: announcement?.body ?? "",
    sdcType: announcement?.sdcType ?? CATALOG_TYPES[0],
    recordIds: announcement?.recordIds ?? [],
    published: announcement ? announcement.publishedAt !== null : true,
  };
}

function AnnouncementForm({
  announcement,
  formId,
  onSubmittingChange,
  onDone,
}: {
  announcement: AdminAnnouncement | null;
  formId: string;
  onSubmittingChange: (submitting: boolean) => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AnnouncementInput, unknown, AnnouncementBody>({
    resolver: zodResolver(newDataBodySchema),
    defaultValues: defaultsOf(announcement),
  });

  async function submit(body: AnnouncementBody) {
    setServerError(null);
    onSubmittingChange(true);
    try {
      if (announcement) await updateAnnouncement(announcement.id, body);
      else await createAnnouncement(body);
      toast.success(announcement ? "Announcement saved." : "Announcement created.");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
        queryClient.invalidateQueries({ queryKey: announcementKeys.publicList }),
      ]);
      onDone();
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      onSubmittingChange(false);
    }
  }

  return (
    <form id={formId} noValidate onSubmit={handleSubmit(submit)}>
      <TextField
        label="Title"
        required
        fullWidth
        disabled={isSubmitting}
        error={Boolean(errors.title)}
        helperText={errors.title?.message}
        {...register("title")}
      />
      <TextField
        label="Body"
        required
        fullWidth
        multiline
        minRows={4}
        disabled={isSubmitting}
        error={Boolean(errors.body)}
        helperText={errors.body?.message}
        {...register("body")}
      />
      <Controller
        control={control}
        name="sdcType"
        render={({ field }) => (
          <TextField
            select
            label="Category"
            required
            fullWidth
            disabled={isSubmitting}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(errors.sdcType)}
            helperText={errors.sdcType?.message}
          >
            {CATALOG_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {SDC_DISPLAY_NAMES[type]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="recordIds"
        render={({ field }) => (
          <RecordIdsField
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={isSubmitting}
            error={Boolean(errors.recordIds)}
            helperText={
              errors.recordIds?.message ??
              (Array.isArray(errors.recordIds) ? "Each record id is 1 to 200 characters." : undefined)
            }
          />
        )}
      />
      <Controller
        control={control}
        name="published"
        render={({ field }) => (
          <FormControlLabel
            sx={{ mt: 1 }}
            label="Published"
            control={
              <Switch
                checked={field.value ?? true}
                onChange={(_event, checked) => field.onChange(checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
                disabled={isSubmitting}
              />
            }
          />
        )}
      />
      <FormError message={serverError} />
    </form>
  );
}

/** "New announcement" (no `announcement`) or "Edit announcement", in one dialog. */
export function AnnouncementDialog({
  open,
  announcement,
  onClose,
}: {
  open: boolean;
  announcement: AdminAnnouncement | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const formId = useId();
  const [submitting, setSubmitting] = useState(false);

  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{announcement ? "Edit announcement" : "New announcement"}</DialogTitle>
      <DialogContent>
        {open ? (
          <AnnouncementForm
            key={announcement?.id ?? "new"}
            announcement={announcement}
            formId={formId}
            onSubmittingChange={setSubmitting}
            onDone={onClose}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {announcement ? "Save" : "Create"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
