import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { SDC_DISPLAY_NAMES } from "@strata/core";
import { useState } from "react";
import { Can } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { RecordMbrPlusSection } from "../../mbr-plus/index.ts";
import { useMetadataProperties } from "../api/get-metadata-properties.ts";
import { type MetadataHistory, useMetadataHistories } from "../api/metadata-histories.ts";
import { useMetadataAdmin, useMetadataAdminDispatch } from "../state/MetadataAdminProvider.tsx";
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from "../state/metadata-admin-state.ts";
import { diffRecord } from "../state/record-diff.ts";
import { formatAny, formatDateTime } from "./format.ts";
import { RecordGisPanel } from "./RecordGisPanel.tsx";

const ACTION_LABELS: Record<MetadataHistory["action"], string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  bulk: "Bulk add/update",
  link: "Files linked",
};

/** Before and after of the values one history entry changed. */
function ChangeTable({
  entry,
  order,
  labels,
}: {
  entry: MetadataHistory;
  order: string[];
  labels: Map<string, string>;
}) {
  const changes = diffRecord(entry.before, entry.after, order);
  if (changes.length === 0) return <Typography variant="body2">No values changed.</Typography>;
  return (
    <Table size="small" aria-label="Changed values">
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Before</TableCell>
          <TableCell>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.key}>
            <TableCell>{labels.get(change.key) ?? change.key}</TableCell>
            <TableCell sx={{ color: "error.main", wordBreak: "break-word" }}>
              {formatAny(change.before)}
            </TableCell>
            <TableCell sx={{ color: "success.main", wordBreak: "break-word" }}>
              {formatAny(change.after)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** MetadataRecord: a chosen record's history — who, when, what action, and its values before and after. */
export function MetadataRecordTab() {
  const { category, metadataRecord } = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const properties = useMetadataProperties(category);
  const [typed, setTyped] = useState("");
  const [paging, setPaging] = useState({ page: DEFAULT_PAGE, size: DEFAULT_PAGE_SIZE });
  const [shownFor, setShownFor] = useState<string | null>(null);
  const recordId = metadataRecord?.id ?? null;
  if (shownFor !== recordId) {
    setShownFor(recordId);
    setPaging({ page: DEFAULT_PAGE, size: DEFAULT_PAGE_SIZE });
  }
  const histories = useMetadataHistories(
    recordId ? { ingestType: category, id: recordId, pageNumber: paging.page, pageSize: paging.size } : null,
  );
  const columns = properties.data?.columns ?? [];
  const order = columns.map((column) => column.key);
  const labels = new Map(columns.map((column) => [column.key, column.label]));
  const entries = histories.data?.result ?? [];

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Box
        component="form"
        aria-label="Choose a record"
        onSubmit={(event) => {
          event.preventDefault();
          const id = typed.trim();
          if (id) dispatch({ type: "metadataRecordChosen", record: { id } });
        }}
        sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}
      >
        <TextField
          size="small"
          margin="none"
          fullWidth={false}
          sx={{ width: 300 }}
          label={`${SDC_DISPLAY_NAMES[category]} record id`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button type="submit" variant="outlined" disabled={!typed.trim()}>
          Show history
        </Button>
        {recordId ? <Chip data-testid="history-record" label={`Record: ${recordId}`} /> : null}
      </Box>

      {!recordId ? (
        <Alert severity="info">
          No record chosen. Choose a row in the Metadata tab and press History, or enter a record id.
        </Alert>
      ) : (
        <>
          <RecordGisPanel key={`${category}:${recordId}`} category={category} id={recordId} />
          <Can I="manage" a="MBR-Plus">
            <RecordMbrPlusSection key={`mbr-plus:${category}:${recordId}`} type={category} id={recordId} />
          </Can>
        </>
      )}

      {recordId ? (
        <Paper variant="outlined">
          {histories.isFetching ? <LinearProgress aria-label="Loading the history" /> : null}
          {histories.isError ? (
            <Alert severity="error" role="alert">
              {errorMessage(histories.error)}
            </Alert>
          ) : null}
          <TableContainer>
            <Table aria-label={`History of ${recordId}`}>
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Who</TableCell>
                  <TableCell>Action</TableCell>
                  <TableCell>Changes</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <TableRow
                    key={`${entry.at}:${entry.action}:${entry.by.id ?? entry.by.name}`}
                    sx={{ verticalAlign: "top" }}
                  >
                    <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(entry.at)}</TableCell>
                    <TableCell>{entry.by.name}</TableCell>
                    <TableCell>{ACTION_LABELS[entry.action] ?? entry.action}</TableCell>
                    <TableCell sx={{ minWidth: 360 }}>
                      <ChangeTable entry={entry} order={order} labels={labels} />
                    </TableCell>
                  </TableRow>
                ))}
                {histories.isSuccess && entries.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={4}>
                      <Typography color="text.secondary" sx={{ py: 2, textAlign: "center" }}>
                        No history for this record.
                      </Typography>
                    </TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={histories.data?.pageTotal ?? 0}
            page={paging.page - 1}
            rowsPerPage={paging.size}
            rowsPerPageOptions={[10, 25, 50, 100]}
            onPageChange={(_event, next) => setPaging((current) => ({ ...current, page: next + 1 }))}
            onRowsPerPageChange={(event) =>
              setPaging({ page: DEFAULT_PAGE, size: Number(event.target.value) })
            }
          />
        </Paper>
      ) : null}
    </Box>
  );
}
