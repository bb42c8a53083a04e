import { senToDecimal } from "@strata/core";
import { describe, expect, it } from "vitest";
import type { eInvoices } from "../../db/schema/index.ts";
import type { InvoiceRow } from "../billing/index.ts";
import { renderEInvoiceDocument } from "./document.ts";

const invoice = {
  id: "inv",
  number: "INV-2026-000042",
  currency: "MYR",
  lines: [
    { description: "Standard subscription, 1 year", quantity: 1, unitSen: 6_400_000, amountSen: 6_400_000 },
    { description: "Add-on: vdr", quantity: 3, unitSen: 33_333, amountSen: 99_999 },
  ],
  subtotalSen: 6_499_999,
  taxRateBp: 800,
  taxSen: 520_000,
  totalSen: 7_019_999,
  seller: {
    name: "Strata",
    registrationNumber: "201901000005",
    taxId: "C1234567890",
    sstNumber: "W10-1808-32000001",
    address: "KL",
    email: "billing@strata.test",
  },
  buyer: {
    name: "Buyer Sdn Bhd",
    registrationNumber: "200001012345",
    taxId: null,
    address: null,
    email: null,
    country: "MY",
  },
  issuedAt: new Date("2026-01-05T00:00:00Z"),
} as unknown as InvoiceRow;
const row = (documentType: "01" | "02") => ({ documentType }) as typeof eInvoices.$inferSelect;

describe("the e-invoice document", () => {
  it("writes amounts as decimal strings from integer sen", () => {
    expect([0, 5, 100, 99_999, -150].map(senToDecimal)).toEqual(["0.00", "0.05", "1.00", "999.99", "-1.50"]);
    const doc = renderEInvoiceDocument(invoice, row("01"), new Date("2026-01-06T01:02:03.004Z"));
    expect(doc).toMatchObject({
      documentType: "01",
      codeNumber: "INV-2026-000042",
      issueDateTime: "2026-01-06T01:02:03.004Z",
      seller: { tin: "C1234567890", registrationNumber: "201901000005", sstNumber: "W10-1808-32000001" },
      buyer: { name: "Buyer Sdn Bhd", tin: null, registrationNumber: "200001012345", country: "MY" },
      taxTotal: { rate: "8%", taxableAmount: "64999.99", taxAmount: "5200.00" },
      legalMonetaryTotal: { payableAmount: "70199.99" },
    });
    expect(doc.lines[1]).toEqual({
      id: "2",
      description: "Add-on: vdr",
      quantity: "3",
      unitPrice: "333.33",
      amount: "999.99",
    });
    const amounts = JSON.stringify([doc.lines, doc.taxTotal, doc.legalMonetaryTotal]);
    expect(amounts).not.toMatch(/\d\.\d{3,}|e[+-]\d/);
  });

  it("refers a credit note to its invoice", () => {
    const doc = renderEInvoiceDocument(invoice, row("02"), new Date());
    expect(doc.codeNumber).toBe("CN-INV-2026-000042");
    expect(doc.billingReference).toEqual({
      invoiceNumber: "INV-2026-000042",
      invoiceIssuedAt: "2026-01-05T00:00:00.000Z",
    });
  });
});
