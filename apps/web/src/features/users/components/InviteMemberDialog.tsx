import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from "@mui/material";
import { type InviteMemberBody, inviteMemberBodySchema } from "@strata/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useServerFieldErrors } from "../../../components/admin/index.ts";
import { useInviteUser } from "../api/invite-user.ts";

/** Invites a member by e-mail; they get a link to choose their password. */
export function InviteMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useInviteUser();
  const form = useForm<InviteMemberBody>({
    resolver: zodResolver(inviteMemberBodySchema),
    defaultValues: { name: "", email: "" },
  });
  const placeErrors = useServerFieldErrors(form.setError, ["name", "email"]);
  const [unplaced, setUnplaced] = useState<string | null>(null);
  const close = () => {
    setUnplaced(null);
    form.reset();
    invite.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    setUnplaced(null);
    // A taken e-mail comes back as a 400 naming body.email: it shows under the field.
    await invite.mutateAsync(body).then(close, (error) => setUnplaced(placeErrors(error)));
  });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onClose={close} aria-labelledby="invite-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="invite-title">Invite a member</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {unplaced ? <Alert severity="error">{unplaced}</Alert> : null}
            <TextField
              label="Name"
              {...form.register("name")}
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
              autoFocus
              required
            />
            <TextField
              label="E-mail"
              type="email"
              {...form.register("email")}
              error={Boolean(errors.email)}
              helperText={errors.email?.message ?? "They receive a link to choose their password."}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            Send invitation
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
