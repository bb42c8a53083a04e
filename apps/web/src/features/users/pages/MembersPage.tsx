import { Box, Button } from "@mui/material";
import { useState } from "react";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Can } from "../../../lib/ability/index.ts";
import { InviteMemberDialog } from "../components/InviteMemberDialog.tsx";
import { MemberActions } from "../components/MemberActions.tsx";
import { UsersTable } from "../components/UsersTable.tsx";

export function MembersPage() {
  const [inviting, setInviting] = useState(false);
  return (
    <>
      <PageHeader title="Members" subtitle="The users of your organisation." />
      <Can I="create" a="User">
        <Box sx={{ mb: 2 }}>
          <Button variant="contained" onClick={() => setInviting(true)}>
            Invite member
          </Button>
        </Box>
        <InviteMemberDialog open={inviting} onClose={() => setInviting(false)} />
      </Can>
      <UsersTable
        label="Members"
        emptyText="No members yet."
        actions={(user) => <MemberActions user={user} />}
      />
    </>
  );
}

export { MembersPage as Component };
