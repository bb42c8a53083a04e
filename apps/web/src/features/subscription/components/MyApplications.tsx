import {
  Alert,
  Button,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { APPLICATION_KIND_LABELS, formatMyr, planName } from "@strata/core";
import { useState } from "react";
import { StatusChip } from "../../../components/admin/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useMyApplications } from "../api/get-my-applications.ts";
import { ApplicationDialog } from "./ApplicationDialog.tsx";

/** The organisation's applications with their status; a row opens its detail and timeline. */
export function MyApplications() {
  const [page] = useState(1);
  const list = useMyApplications(page, 20);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="applications-title" sx={{ p: 2 }}>
      <Typography id="applications-title" variant="h6" component="h2" gutterBottom>
        Applications
      </Typography>
      {list.isFetching ? <LinearProgress aria-label="Loading applications" /> : null}
      {list.isError ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}
      <Table size="small" aria-label="Applications">
        <TableHead>
          <TableRow>
            <TableCell>Kind</TableCell>
            <TableCell>Plan</TableCell>
            <TableCell>Amount (excl. SST)</TableCell>
            <TableCell>Status</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {list.data?.result.map((app) => (
            <TableRow key={app.id} hover>
              <TableCell>{APPLICATION_KIND_LABELS[app.kind]}</TableCell>
              <TableCell>{planName(app.planType)}</TableCell>
              <TableCell>{formatMyr(app.amount.amountSen)}</TableCell>
              <TableCell>
                <StatusChip status={app.status} />
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => setOpen(app.id)}>
                  Details
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {list.isSuccess && list.data.result.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5}>
                <Typography color="text.secondary">No applications yet.</Typography>
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      <ApplicationDialog id={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}
