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
import { inviteMemberBodySchema } from "@strata/core";
import { useMutationForm } from "../../../components/admin/index.ts";
import { useInviteUser } from "../api/invite-user.ts";

/** Invites a member by e-mail; they get a link to choose their password. */
export function InviteMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useInviteUser();
  const { form, errors, error, setError, submit } = useMutationForm({
    schema: inviteMemberBodySchema,
    defaultValues: { name: "", email: "" },
    // A taken e-mail comes back as a 400 naming body.email: it shows under the field.
    onSubmit: async (body) => {
      await invite.mutateAsync(body);
      close();
    },
  });
  const close = () => {
    setError(null);
    form.reset();
    invite.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="invite-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="invite-title">Invite a member</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error ? <Alert severity="error">{error}</Alert> : null}
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
