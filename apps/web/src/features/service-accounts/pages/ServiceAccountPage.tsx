import { Alert, Box, Breadcrumbs, Button, Link, Paper, Stack, Typography } from "@mui/material";
import type { ServiceAccountEvent, ServiceAccountWithKey } from "@strata/core";
import { type ReactNode, useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import {
  type Column,
  ConfirmButton,
  DataTable,
  StatusChip,
  useListParams,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import {
  useRevokeServiceAccount,
  useRotateServiceAccountKey,
  useServiceAccount,
  useServiceAccountCalls,
} from "../api/service-accounts.ts";
import { ApiKeyDialog } from "../components/ApiKeyDialog.tsx";
import { ChangeScopesDialog } from "../components/ChangeScopesDialog.tsx";
import { actionLabel, formatDateTime, formatDay, scopeLabels } from "../components/format.ts";
import { MirroredGisUsers } from "../components/MirroredGisUsers.tsx";

const callColumns: readonly Column<ServiceAccountEvent>[] = [
  { key: "createdAt", label: "When", render: (e) => formatDateTime(e.createdAt) },
  { key: "action", label: "What", render: (e) => actionLabel(e.action) },
  {
    key: "call",
    label: "Call",
    render: (e) => (e.path ? <code>{`${e.method} ${e.path}`}</code> : "—"),
  },
  { key: "statusCode", label: "Answer", align: "right", render: (e) => e.statusCode ?? "—" },
  { key: "actorName", label: "By", render: (e) => e.actorName },
];

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{value}</Typography>
    </Box>
  );
}

/** One account: its facts, rotate and revoke (each after a confirmation), and its audited calls. */
export function ServiceAccountPage() {
  const { id = "" } = useParams();
  const ability = useAppAbility();
  const account = useServiceAccount(id);
  const params = useListParams<never>([]);
  const calls = useServiceAccountCalls(id, params.query);
  const rotate = useRotateServiceAccountKey();
  const revoke = useRevokeServiceAccount();
  const [rotated, setRotated] = useState<ServiceAccountWithKey | null>(null);
  const [changingScopes, setChangingScopes] = useState(false);

  if (account.isPending) return <PageLoader />;
  if (account.error) {
    return (
      <Alert severity="error" role="alert">
        {errorMessage(account.error)}
      </Alert>
    );
  }
  const a = account.data;
  const live = a.status !== "revoked";
  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/admin/service-accounts">
          Service accounts
        </Link>
        <Typography color="text.primary">{a.name}</Typography>
      </Breadcrumbs>
      <PageHeader
        title={a.name}
        subtitle={<StatusChip status={a.status} />}
        actions={
          <Stack direction="row" spacing={1}>
            {live && ability.can("update", "ServiceAccount") ? (
              <Button variant="outlined" onClick={() => setChangingScopes(true)}>
                Change scopes
              </Button>
            ) : null}
            {live && ability.can("update", "ServiceAccount") ? (
              <ConfirmButton
                label="Rotate key"
                color="warning"
                title="Rotate the API key?"
                text={`A new key replaces the current one (${a.keyPrefix}…). The current key and every token signed in with it stop working at once; the client must use the new key.`}
                onConfirm={async () => setRotated(await rotate.mutateAsync(a.id))}
              />
            ) : null}
            {live && ability.can("delete", "ServiceAccount") ? (
              <ConfirmButton
                label="Revoke"
                color="error"
                title="Revoke this service account?"
                text={`${a.name} will be refused at once: its key and every outstanding token stop working. This cannot be undone.`}
                onConfirm={async () => {
                  await revoke.mutateAsync(a.id);
                  toast.success(`${a.name} revoked.`, { toastId: "service-accounts" });
                }}
              />
            ) : null}
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))", gap: 2 }}>
          <Fact label="Scopes" value={scopeLabels(a.scopes)} />
          <Fact label="Key" value={<code>{a.keyPrefix}…</code>} />
          <Fact label="Expires" value={formatDay(a.expiresAt)} />
          <Fact label="Last used" value={formatDateTime(a.lastUsedAt)} />
          <Fact label="Created" value={`${formatDateTime(a.createdAt)} by ${a.createdByName}`} />
          <Fact label="Key rotated" value={formatDateTime(a.keyRotatedAt)} />
          {a.revokedAt ? (
            <Fact label="Revoked" value={`${formatDateTime(a.revokedAt)} by ${a.revokedByName ?? "—"}`} />
          ) : null}
        </Box>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Recent calls
      </Typography>
      <DataTable
        label="Recent calls"
        columns={callColumns}
        rows={calls.data?.result}
        total={calls.data?.pageTotal}
        loading={calls.isFetching}
        error={calls.error}
        emptyText="No calls yet: the account has not signed in."
        params={params}
        rowKey={(e) => e.id}
      />
      <MirroredGisUsers accountId={a.id} />
      {rotated ? <ApiKeyDialog created={rotated} onClose={() => setRotated(null)} /> : null}
      {changingScopes ? (
        <ChangeScopesDialog
          account={a}
          onClose={() => setChangingScopes(false)}
          onChanged={() => {
            setChangingScopes(false);
            toast.success(`Scopes of ${a.name} saved.`, { toastId: "service-accounts" });
          }}
        />
      ) : null}
    </>
  );
}

export { ServiceAccountPage as Component };
