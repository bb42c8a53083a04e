import { Alert, Box, Button, Stack, TextField, Typography } from "@mui/material";
import { formatMyrSst, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from "@strata/core";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../../lib/api.ts";
import { type BankAccount, usePayInvoice, useUploadProof } from "../api/payments.ts";
import { Facts } from "./Facts.tsx";

/** Pay by bank transfer: the seller's account, then the slip (uploaded) and the bank's reference. */
export function BankTransferForm({
  invoiceId,
  invoiceNumber,
  amountSen,
  bank,
}: {
  invoiceId: string;
  invoiceNumber: string;
  amountSen: number;
  bank: BankAccount;
}) {
  const upload = useUploadProof(invoiceId);
  const pay = usePayInvoice(invoiceId);
  const [file, setFile] = useState<File | null>(null);
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ file?: string; reference?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problems = {
      file: file
        ? file.size > UPLOAD_MAX_BYTES
          ? "The file is larger than 10 MB."
          : undefined
        : "Attach the slip.",
      reference: reference.trim() ? undefined : "Give the bank transfer's reference.",
    };
    setFieldError(problems);
    if (problems.file || problems.reference || !file) return;
    try {
      const proof = await upload.mutateAsync(file);
      await pay.mutateAsync({
        method: "bank_transfer",
        proofUploadId: proof.id,
        reference: reference.trim(),
      });
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Bank transfer">
      <Typography gutterBottom>
        Transfer {formatMyrSst(amountSen, "incl")} to the account below, quoting invoice {invoiceNumber}, then
        attach the slip. Finance confirms the payment once the money arrives.
      </Typography>
      <Box sx={{ my: 2 }}>
        <Facts
          items={[
            ["Bank", bank.bankName],
            ["Account name", bank.accountName],
            ["Account number", bank.accountNumber],
            ["SWIFT", bank.swiftCode],
            ["Reference to quote", invoiceNumber],
          ]}
        />
      </Box>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Box>
          <Button component="label" variant="outlined">
            {file ? "Choose another file" : "Attach the slip (PDF, PNG or JPEG)"}
            <input
              hidden
              type="file"
              accept={UPLOAD_ACCEPT}
              aria-label="Proof of transfer"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" color={fieldError.file ? "error" : "text.secondary"} sx={{ mt: 0.5 }}>
            {fieldError.file ?? (file ? file.name : "At most 10 MB.")}
          </Typography>
        </Box>
        <TextField
          label="Bank reference"
          required
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          error={Boolean(fieldError.reference)}
          helperText={fieldError.reference ?? "The reference your bank gave the transfer."}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" disabled={upload.isPending || pay.isPending}>
            Submit bank transfer
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
