import { MenuItem, TextField } from "@mui/material";
import { type Administrator, emailText, STAFF_ROLES, text } from "@strata/core";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { roleLabel } from "../../../lib/ability/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useSaveAdministrator } from "../api/save-administrator.ts";

// The form edits ringgit; the API takes sen. The other rules are the shared body schemas'.
const formSchema = z
  .object({
    name: text().trim().min(1, "Enter the name").max(200),
    email: emailText(),
    role: z.enum(STAFF_ROLES),
    level: z.string(),
    limitRinggit: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.role !== "loa") return;
    if (v.level && !/^[1-9]\d?$/.test(v.level))
      ctx.addIssue({
        code: "custom",
        path: ["level"],
        message: "A level from 1 to 50, or empty for the last",
      });
    if (!/^\d+(\.\d{1,2})?$/.test(v.limitRinggit))
      ctx.addIssue({ code: "custom", path: ["limitRinggit"], message: "Enter the limit in RM, e.g. 50000" });
  });

const toSen = (ringgit: string) => Math.round(Number(ringgit) * 100);

/** Invite (no `administrator`) or edit a staff user; an LOA approver gets a level and a limit. */
export function AdministratorDialog({
  administrator,
  onClose,
}: {
  administrator: Administrator | null;
  onClose(): void;
}) {
  const save = useSaveAdministrator();
  const { form, errors, dialogProps } = useMutationForm({
    schema: formSchema,
    defaultValues: {
      name: administrator?.name ?? "",
      email: administrator?.email ?? "",
      role: administrator?.role ?? "admin",
      level: administrator?.loa ? String(administrator.loa.level) : "",
      limitRinggit: administrator?.loa ? String(administrator.loa.limitSen / 100) : "",
    },
    onSubmit: async (v) => {
      const loa =
        v.role === "loa"
          ? { limitSen: toSen(v.limitRinggit), ...(v.level ? { level: Number(v.level) } : {}) }
          : undefined;
      if (administrator) {
        await save.mutateAsync({
          id: administrator.id,
          body: { name: v.name, role: v.role, loa: v.role === "loa" ? loa : null },
        });
        toast.success(`${v.name} was updated.`, { toastId: "administrator" });
      } else {
        await save.mutateAsync({
          body: { name: v.name, email: v.email, role: v.role, ...(loa ? { loa } : {}) },
        });
        toast.success(`${v.name} was invited by e-mail.`, { toastId: "administrator" });
      }
      onClose();
    },
  });
  const role = form.watch("role");

  return (
    <FormDialog
      open
      title={administrator ? `Edit ${administrator.name}` : "Invite an administrator"}
      submitLabel={administrator ? "Save" : "Send invitation"}
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
        label="E-mail"
        type="email"
        required
        disabled={Boolean(administrator)}
        {...form.register("email")}
        error={Boolean(errors.email)}
        helperText={
          errors.email?.message ??
          (administrator ? "The e-mail address cannot change." : "The invitation goes here.")
        }
      />
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <TextField
            select
            label="Staff role"
            required
            {...field}
            error={Boolean(errors.role)}
            helperText={errors.role?.message}
          >
            {STAFF_ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {roleLabel(r)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {role === "loa" ? (
        <>
          <TextField
            label="LOA level"
            inputMode="numeric"
            {...form.register("level")}
            error={Boolean(errors.level)}
            helperText={errors.level?.message ?? "1 approves first; empty places them after the last level."}
          />
          <TextField
            label="Approval limit (RM)"
            inputMode="decimal"
            required
            {...form.register("limitRinggit")}
            error={Boolean(errors.limitRinggit)}
            helperText={
              errors.limitRinggit?.message ?? "Applications up to this amount end with their approval."
            }
          />
        </>
      ) : null}
    </FormDialog>
  );
}
