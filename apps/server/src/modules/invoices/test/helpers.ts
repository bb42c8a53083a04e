import { inflateSync } from "node:zlib";
import type { ApplicationStatus, InvoiceStatus } from "@strata/core";
import { eq } from "drizzle-orm";
import { applications, invoices, jobs } from "../../../db/schema/index.ts";
import { systemActor } from "../../../lib/workflow.ts";
import type { TestApp } from "../../../test/harness.ts";
import { createApplication } from "../../applications/test/factory.ts";
import { issueApplicationInvoice } from "../../billing/index.ts";

/**
 * An issued invoice of the organisation: its application (standard, one year, 64,000 MYR) in
 * `invoice_issued`, numbered as the last LOA approval would have it.
 */
export async function issuedInvoice(
  t: TestApp,
  organisationId: string,
  opts: { applicationStatus?: ApplicationStatus; now?: Date } = {},
) {
  const application = await createApplication(t.database.db, {
    organisationId,
    status: opts.applicationStatus ?? "invoice_issued",
    lastStableStatus: "invoice_issued",
  });
  const invoice = await t.database.db.transaction((tx) =>
    issueApplicationInvoice(tx, t.config.billing, application, systemActor("test"), opts.now),
  );
  return { application, invoice };
}

export async function invoiceRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

export async function applicationRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
  return row;
}

/** Moves an invoice to a status directly (a paid one without going through payments, which are not ours). */
export async function setInvoiceStatus(t: TestApp, id: string, status: InvoiceStatus) {
  await t.database.db
    .update(invoices)
    .set({ status, paidAt: status === "paid" ? new Date() : null })
    .where(eq(invoices.id, id));
}

export async function jobsOf(t: TestApp, kind: string) {
  return t.database.db.select().from(jobs).where(eq(jobs.kind, kind));
}

/**
 * The text a PDF shows, in drawing order: its content streams inflated, the strings of each text
 * object (pdfkit writes standard-font text as hex strings inside TJ arrays) joined per line.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const parts: string[] = [];
  // pdfkit writes "stream\n<data>\nendstream"; the compressed data may itself end in "\r", so no
  // optional "\r" before "\nendstream" (stripping it corrupted the stream now and then).
  const streams = /stream\n([\s\S]*?)\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) =>
        Buffer.from(m[1], "hex").toString("latin1"),
      );
      parts.push(pieces.join(""));
    }
  }
  return parts.join("\n");
}
