import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { bankTransferBodySchema, formatMyrSst, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from "@strata/core";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { useMutationForm } from "../../../components/admin/index.ts";
import { FormError } from "../../../components/FormError.tsx";
import { type BankAccount, usePayInvoice, useUploadProof } from "../api/payments.ts";
import { Facts } from "./Facts.tsx";

/** The slip (null until chosen, uploaded on submit) and the reference, with the sentences this form says. */
const formSchema = z.object({
  file: z
    .custom<File | null>()
    .pipe(z.file("Attach the slip.").max(UPLOAD_MAX_BYTES, "The file is larger than 10 MB.")),
  reference: z
    .string()
    .trim()
    .min(1, "Give the bank transfer's reference.")
    .pipe(bankTransferBodySchema.shape.reference),
});

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
  const { form, errors, error, submit, submitting } = useMutationForm({
    schema: formSchema,
    defaultValues: { file: null, reference: "" },
    onSubmit: async ({ file, reference }) => {
      const proof = await upload.mutateAsync(file);
      await pay.mutateAsync({ method: "bank_transfer", proofUploadId: proof.id, reference });
    },
  });

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
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <Box>
              <Button component="label" variant="outlined">
                {field.value ? "Choose another file" : "Attach the slip (PDF, PNG or JPEG)"}
                <input
                  hidden
                  type="file"
                  accept={UPLOAD_ACCEPT}
                  aria-label="Proof of transfer"
                  onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography variant="body2" color={errors.file ? "error" : "text.secondary"} sx={{ mt: 0.5 }}>
                {errors.file?.message ?? (field.value ? field.value.name : "At most 10 MB.")}
              </Typography>
            </Box>
          )}
        />
        <TextField
          label="Bank reference"
          required
          {...form.register("reference")}
          error={Boolean(errors.reference)}
          helperText={errors.reference?.message ?? "The reference your bank gave the transfer."}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FormError message={error} />
        <Box>
          <Button type="submit" variant="contained" disabled={submitting}>
            Submit bank transfer
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
