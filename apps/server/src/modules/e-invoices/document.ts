import { formatRateBp, type InvoiceLine, senToDecimal } from "@strata/core";
import type { eInvoices } from "../../db/schema/index.ts";
import type { InvoiceParty, InvoiceRow } from "../billing/index.ts";

type EInvoiceRow = typeof eInvoices.$inferSelect;

/** The authority's document number of an e-invoice: the invoice's own, or "CN-" + it for a credit note. */
export function codeNumberOf(invoice: Pick<InvoiceRow, "number">, documentType: string): string {
  return documentType === "02" ? `CN-${invoice.number}` : invoice.number;
}

function party(p: InvoiceParty) {
  return {
    name: p.name,
    tin: p.taxId ?? null,
    registrationNumber: p.registrationNumber ?? null,
    sstNumber: p.sstNumber ?? null,
    address: p.address ?? null,
    country: p.country ?? "MYS",
    email: p.email ?? null,
  };
}

/**
 * The JSON document sent to the authority for an invoice (01) or its credit note (02), built from
 * the invoices row: seller and buyer with their tax ids and registration numbers, lines, service tax
 * and totals in MYR as decimal strings formatted from integer sen (no floats anywhere). `issuedAt`
 * is the time of this submission, as the authority expects a document issued just before it is sent.
 */
export function renderEInvoiceDocument(invoice: InvoiceRow, eInvoice: EInvoiceRow, issuedAt: Date) {
  const lines = invoice.lines as InvoiceLine[];
  return {
    documentType: eInvoice.documentType,
    documentTypeVersion: "1.0",
    codeNumber: codeNumberOf(invoice, eInvoice.documentType),
    // To the millisecond: a retry is a new payload, never refused as a duplicate of the last try.
    issueDateTime: issuedAt.toISOString(),
    currency: invoice.currency,
    ...(eInvoice.documentType === "02"
      ? {
          billingReference: {
            invoiceNumber: invoice.number,
            invoiceIssuedAt: invoice.issuedAt.toISOString(),
          },
        }
      : {}),
    seller: party(invoice.seller as InvoiceParty),
    buyer: party(invoice.buyer as InvoiceParty),
    lines: lines.map((line, index) => ({
      id: String(index + 1),
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: senToDecimal(line.unitSen),
      amount: senToDecimal(line.amountSen),
    })),
    taxTotal: {
      taxType: "02",
      taxName: "Service tax (SST)",
      rate: formatRateBp(invoice.taxRateBp),
      taxableAmount: senToDecimal(invoice.subtotalSen),
      taxAmount: senToDecimal(invoice.taxSen),
    },
    legalMonetaryTotal: {
      lineExtensionAmount: senToDecimal(invoice.subtotalSen),
      taxExclusiveAmount: senToDecimal(invoice.subtotalSen),
      taxInclusiveAmount: senToDecimal(invoice.totalSen),
      payableAmount: senToDecimal(invoice.totalSen),
    },
  };
}
