import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Stack, Typography } from "@mui/material";
import type { EInvoiceLog } from "@strata/core";
import { formatDateTime } from "@strata/core";

const OPERATIONS: Record<string, string> = {
  token: "Token",
  submit: "Submission",
  poll: "Status poll",
  cancel: "Cancellation",
};

function outcome(log: EInvoiceLog): { label: string; color: "success" | "warning" | "error" } {
  if (log.responseStatus === null) return { label: "No answer", color: "error" };
  if (log.responseStatus < 300) return { label: String(log.responseStatus), color: "success" };
  if (log.responseStatus === 429) return { label: "429", color: "warning" };
  return { label: String(log.responseStatus), color: "error" };
}

function Json({ title, value }: { title: string; value: unknown }) {
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      {value === null || value === undefined ? (
        <Typography color="text.secondary">None</Typography>
      ) : (
        <Box
          component="pre"
          sx={{ m: 0, p: 1, bgcolor: "action.hover", fontSize: 12, overflow: "auto", maxHeight: 320 }}
        >
          {JSON.stringify(value, null, 2)}
        </Box>
      )}
    </Box>
  );
}

/** Every request to the tax authority and its answer, newest first; each opens to its bodies. */
export function EInvoiceLogList({ logs }: { logs: EInvoiceLog[] }) {
  if (logs.length === 0) {
    return <Typography color="text.secondary">Nothing has been sent to the tax authority yet.</Typography>;
  }
  return (
    <Box aria-label="Requests and answers">
      {logs.map((log) => {
        const result = outcome(log);
        return (
          <Accordion
            key={log.id}
            disableGutters
            variant="outlined"
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary aria-controls={`log-${log.id}`} id={`log-${log.id}-header`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }} useFlexGap>
                <Chip size="small" label={result.label} color={result.color} variant="outlined" />
                <Typography sx={{ fontWeight: 500 }}>{OPERATIONS[log.operation] ?? log.operation}</Typography>
                <Typography color="text.secondary">
                  {log.method} · {formatDateTime(log.createdAt)}
                  {log.durationMs !== null ? ` · ${log.durationMs} ms` : ""}
                </Typography>
                {log.error ? <Typography color="error">{log.error}</Typography> : null}
              </Stack>
            </AccordionSummary>
            <AccordionDetails id={`log-${log.id}`}>
              <Typography variant="body2" sx={{ wordBreak: "break-all", mb: 1 }}>
                {log.url}
              </Typography>
              <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
                <Json title="Request" value={log.requestBody} />
                <Json title="Answer" value={log.responseBody} />
              </Stack>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
