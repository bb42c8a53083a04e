import { Stack } from "@mui/material";
import type { UserStatus } from "@strata/core";
import { ConfirmButton } from "../../../components/admin/index.ts";
import { Can } from "../../../lib/ability/index.ts";
import { useRemoveUser } from "../api/remove-user.ts";
import { useUpdateUser } from "../api/update-user.ts";

/** A member's row actions; the server refuses the primary user and yourself (409). */
export function MemberActions({
  user,
}: {
  user: { id: string; name: string | null; status: UserStatus; isPrimary: boolean };
}) {
  const update = useUpdateUser();
  const remove = useRemoveUser();
  if (user.isPrimary) return null;
  const who = user.name ?? "this member";
  return (
    <Stack direction="row" spacing={1}>
      <Can I="update" a="User">
        {user.status === "active" ? (
          <ConfirmButton
            label="Suspend"
            color="warning"
            title={`Suspend ${who}?`}
            text="They are signed out at once and cannot sign in until reactivated."
            onConfirm={() => update.mutateAsync({ id: user.id, body: { status: "suspended" } })}
          />
        ) : null}
        {user.status === "suspended" ? (
          <ConfirmButton
            label="Reactivate"
            title={`Reactivate ${who}?`}
            text="They can sign in again."
            onConfirm={() => update.mutateAsync({ id: user.id, body: { status: "active" } })}
          />
        ) : null}
        {user.status === "invited" ? (
          <ConfirmButton
            label="Resend invitation"
            title={`Resend the invitation to ${who}?`}
            text="A new link is e-mailed; the earlier one stops working."
            onConfirm={() => update.mutateAsync({ id: user.id, body: { resendInvitation: true } })}
          />
        ) : null}
      </Can>
      <Can I="delete" a="User">
        <ConfirmButton
          label="Remove"
          color="error"
          title={`Remove ${who}?`}
          text="They lose access to the organisation for good."
          onConfirm={() => remove.mutateAsync(user.id)}
        />
      </Can>
    </Stack>
  );
}
