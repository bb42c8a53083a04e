import {
  Alert,
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { type CreatedAccessToken, canReadCatalogue, formatDate, formatDateTime } from "@strata/core";
import { useState } from "react";
import { ConfirmButton, StatusChip } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { SecretOnceDialog } from "../../../components/SecretOnceDialog.tsx";
import { visuallyHidden } from "../../../components/visually-hidden.ts";
import { useAppAbility, useCurrentUser } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useAccessTokens, useRevokeAccessToken } from "../api/access-tokens.ts";
import { CreateAccessTokenDialog } from "../components/CreateAccessTokenDialog.tsx";

/** An expiry is the end of a UTC day (the form says so): show that day. */
const formatDay = (iso: string) => formatDate(iso, { timeZone: "UTC" });

/**
 * A person's access tokens for GIS clients (decision 0226): QGIS, GDAL or OWSLib open the portal's
 * layers at /ogc (OGC API – Features) with the person's own rights.
 */
export function AccessTokensPage() {
  const tokens = useAccessTokens();
  const revoke = useRevokeAccessToken();
  const { user } = useCurrentUser();
  const ability = useAppAbility();
  // OGC shows what the catalogue shows (decision 0208): without it a token opens no layer.
  const opensLayers = canReadCatalogue(ability);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const ogcUrl = `${window.location.origin}/ogc`;
  const rows = tokens.data?.tokens ?? [];
  return (
    <>
      <PageHeader
        title="Access tokens for GIS clients"
        subtitle="Open the portal's layers in QGIS, ArcGIS or GDAL with your own rights: add an OGC API – Features connection to the address below, signed in with your e-mail address and a token as the password."
        actions={
          <Button variant="contained" disabled={!opensLayers} onClick={() => setCreating(true)}>
            New access token
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="body2">
          Connection address: <code>{ogcUrl}</code>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          A token opens the layers only (it reads, never downloads files or changes anything) and shows what
          your plan shows you in the catalogue. Revoke a token you no longer use: clients using it are refused
          at once.
        </Typography>
      </Paper>
      {opensLayers ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          Your plan does not include the data catalogue, whose layers GIS clients open: a token would show you
          none. See your subscription for the plans that do.
        </Alert>
      )}
      {tokens.error ? <Alert severity="error">{errorMessage(tokens.error)}</Alert> : null}
      {revoke.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(revoke.error)}
        </Alert>
      ) : null}
      {tokens.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary">You have no access tokens yet.</Typography>
      ) : null}
      {rows.length > 0 ? (
        <Paper variant="outlined" sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label="Your access tokens">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Token</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell>Last used</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((token) => (
                <TableRow key={token.id}>
                  <TableCell>{token.name}</TableCell>
                  <TableCell>
                    <code>{token.tokenPrefix}…</code>
                  </TableCell>
                  <TableCell>
                    <StatusChip status={token.status} />
                  </TableCell>
                  <TableCell>{formatDateTime(token.createdAt)}</TableCell>
                  <TableCell>{formatDay(token.expiresAt)}</TableCell>
                  <TableCell>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : "Never"}</TableCell>
                  <TableCell align="right">
                    {token.status === "active" ? (
                      <ConfirmButton
                        label="Revoke"
                        color="warning"
                        title={`Revoke ${token.name}?`}
                        text="GIS clients using this token are refused at once. This cannot be undone: create a new token to connect again."
                        onConfirm={() => revoke.mutateAsync(token.id)}
                      />
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ) : null}
      {creating ? (
        <CreateAccessTokenDialog
          onCreated={(result) => {
            setCreating(false);
            setCreated(result);
          }}
          onClose={() => setCreating(false)}
        />
      ) : null}
      {created ? (
        <SecretOnceDialog
          title={`Access token ${created.token.name}`}
          label="Access token"
          secret={created.secret}
          lost="If it is lost, revoke it and create another."
          confirmLabel="I have copied the token"
          onClose={() => setCreated(null)}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            In QGIS: Layer › Add Layer › Add WFS / OGC API – Features Layer, a new connection to{" "}
            <code>{ogcUrl}</code> with Basic authentication, user name{" "}
            <code>{user?.email ?? "your e-mail"}</code> and this token as the password. In GDAL:{" "}
            <code>
              ogrinfo OAPIF:{ogcUrl} --config GDAL_HTTP_AUTH BASIC --config GDAL_HTTP_USERPWD{" "}
              {user?.email ?? "you@example.com"}:&lt;token&gt;
            </code>
            .
          </Typography>
        </SecretOnceDialog>
      ) : null}
    </>
  );
}

export { AccessTokensPage as Component };
