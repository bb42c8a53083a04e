import { Alert, Box, Button, Stack, TextField, Typography } from "@mui/material";
import { formatDateTime, formatMyrSst, UPLOAD_ACCEPT } from "@strata/core";
import { useState } from "react";
import { ConfirmDialog, StatusChip } from "../../../components/admin/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type InvoicePayment, useCancelPayment, usePaymentAction, useUploadProof } from "../api/payments.ts";
import { Facts, methodLabel } from "./Facts.tsx";

const WHAT_NEXT: Record<string, string> = {
  pending:
    "Waiting for the payment gateway to confirm the payment. If you left the gateway's page without paying, cancel this payment and pay again.",
  pending_finance: "Payment received — finance will confirm it.",
  pending_finance_clarification: "Finance has a question about this payment: answer it below.",
};

/** The invoice's payment in flight or waiting for finance, with what the payer may do. */
export function OpenPayment({ payment, invoiceId }: { payment: InvoicePayment; invoiceId: string }) {
  const cancel = useCancelPayment(invoiceId);
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack spacing={2}>
      <Alert severity={payment.status === "pending_finance_clarification" ? "warning" : "info"}>
        {WHAT_NEXT[payment.status] ?? ""}
      </Alert>
      <Facts
        items={[
          ["Method", methodLabel(payment.method)],
          ["Amount", formatMyrSst(payment.amount.amountSen, "incl")],
          ["Status", <StatusChip key="s" status={payment.status} />],
          ["Bank reference", payment.reference],
          ["Started", formatDateTime(payment.createdAt)],
        ]}
      />
      {payment.status === "pending_finance_clarification" ? (
        <AnswerClarification payment={payment} invoiceId={invoiceId} />
      ) : null}
      {payment.allowedActions.includes("cancel") ? (
        <Box>
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            Cancel payment
          </Button>
        </Box>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Cancel this payment?"
        message="The payment is withdrawn and the invoice waits for a new one. If you already transferred the money, tell finance instead."
        confirmLabel="Cancel payment"
        destructive
        onConfirm={async () => {
          await cancel.mutateAsync();
          toast.success("The payment is cancelled; you can pay the invoice again.", { toastId: "payment" });
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

function AnswerClarification({ payment, invoiceId }: { payment: InvoicePayment; invoiceId: string }) {
  const answer = usePaymentAction(payment.id);
  const upload = useUploadProof(invoiceId);
  const [message, setMessage] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setError(null);
    if (!message.trim()) return setError("Write your answer.");
    try {
      const proof = file ? await upload.mutateAsync(file) : null;
      await answer.mutateAsync({
        action: "answer-clarification",
        message: message.trim(),
        ...(proof ? { proofUploadId: proof.id } : {}),
      });
      toast.success("Your answer was sent to finance.", { toastId: "payment" });
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      <Typography>
        <strong>Finance asks:</strong> {payment.note}
      </Typography>
      <TextField
        label="Your answer"
        multiline
        minRows={2}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      {payment.method === "bank_transfer" ? (
        <Box>
          <Button component="label" size="small">
            {file ? file.name : "Attach a new slip (optional)"}
            <input
              hidden
              type="file"
              accept={UPLOAD_ACCEPT}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
        </Box>
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box>
        <Button variant="contained" onClick={send} disabled={answer.isPending || upload.isPending}>
          Send answer
        </Button>
      </Box>
    </Stack>
  );
}
