import { formatDate, formatMyr, formatRateBp, type Invoice, type InvoiceParty } from "@strata/core";

/** "64,000.00" from integer sen: whole ringgit and sen by integer arithmetic, never a float. */
export function formatSen(amountSen: number): string {
  return formatMyr(amountSen).replace(/^RM /, "");
}

const day = (iso: string) => formatDate(iso);
const MARGIN = 50;
const GREY = "#555555";
const STATUS_NOTE: Partial<Record<Invoice["status"], string>> = {
  paid: "PAID",
  cancelled: "CANCELLED",
  refunded: "REFUNDED",
  cancel_requested: "CANCELLATION REQUESTED",
};

function partyLines(party: InvoiceParty, withSst: boolean): string[] {
  return [
    party.registrationNumber ? `Registration no.: ${party.registrationNumber}` : null,
    party.taxId ? `Tax identification no. (TIN): ${party.taxId}` : null,
    withSst && party.sstNumber ? `SST registration no.: ${party.sstNumber}` : null,
    party.address,
    party.country ? `Country: ${party.country}` : null,
    party.email,
  ].filter((line): line is string => Boolean(line));
}

/** pdfkit is loaded when a PDF is first drawn, not at start: the server answers sooner. */
const loadPdfKit = () => import("pdfkit").then((m) => m.default);

/**
 * The invoice as an A4 PDF: seller and buyer with their registration and tax numbers, the number
 * and dates, the lines, the subtotal, the service tax at its rate and the total in MYR. Every
 * amount is printed from the invoice's integer sen.
 */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `Invoice ${invoice.number}`, Author: invoice.seller.name, Subject: invoice.subject.label },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const right = MARGIN + width;

  // Seller (left) and the document's title, number and dates (right).
  doc
    .font("Helvetica-Bold")
    .fontSize(13)
    .text(invoice.seller.name, MARGIN, MARGIN, { width: width * 0.55 });
  doc.font("Helvetica").fontSize(9).fillColor(GREY);
  for (const line of partyLines(invoice.seller, true)) doc.text(line, { width: width * 0.55 });
  const afterSeller = doc.y;
  doc.fillColor("black").font("Helvetica-Bold").fontSize(20);
  doc.text("INVOICE", MARGIN, MARGIN, { width, align: "right" });
  doc.font("Helvetica").fontSize(10);
  doc.text(`Invoice no.: ${invoice.number}`, { width, align: "right" });
  doc.text(`Issue date: ${day(invoice.issuedAt)}`, { width, align: "right" });
  doc.text(`Due date: ${day(invoice.dueAt)}`, { width, align: "right" });
  const note = STATUS_NOTE[invoice.status];
  if (note) doc.font("Helvetica-Bold").fillColor("#b00020").text(note, { width, align: "right" });
  doc.fillColor("black");

  // Buyer.
  let y = Math.max(afterSeller, doc.y) + 24;
  doc.font("Helvetica-Bold").fontSize(10).text("Bill to", MARGIN, y);
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(invoice.buyer.name, { width: width * 0.6 });
  doc.font("Helvetica").fontSize(9).fillColor(GREY);
  for (const line of partyLines(invoice.buyer, false)) doc.text(line, { width: width * 0.6 });
  doc.fillColor("black");
  doc.fontSize(9).text(`For: ${invoice.subject.label}`, { width: width * 0.6 });

  // Lines.
  const columns = [
    { title: "Description", x: MARGIN, w: width * 0.5, align: "left" as const },
    { title: "Qty", x: MARGIN + width * 0.5, w: width * 0.1, align: "right" as const },
    { title: "Unit price (MYR)", x: MARGIN + width * 0.6, w: width * 0.2, align: "right" as const },
    { title: "Amount (MYR)", x: MARGIN + width * 0.8, w: width * 0.2, align: "right" as const },
  ];
  // A long invoice flows onto further pages, each repeating the column titles.
  const bottomOfPage = () => doc.page.height - MARGIN;
  const header = () => {
    doc.font("Helvetica-Bold").fontSize(9).fillColor("black");
    for (const c of columns) doc.text(c.title, c.x, y, { width: c.w, align: c.align });
    y = doc.y + 4;
    doc.moveTo(MARGIN, y).lineTo(right, y).strokeColor("#999999").stroke();
    doc.font("Helvetica").fontSize(9);
  };
  const roomFor = (height: number, repeatHeader: boolean) => {
    if (y + height <= bottomOfPage()) return;
    doc.addPage();
    y = MARGIN;
    if (repeatHeader) header();
  };
  y = doc.y + 20;
  header();
  for (const line of invoice.lines) {
    roomFor(6 + doc.heightOfString(line.description, { width: columns[0].w }), true);
    y += 6;
    const cells = [
      line.description,
      String(line.quantity),
      formatSen(line.unitSen),
      formatSen(line.amountSen),
    ];
    let bottom = y;
    cells.forEach((cell, i) => {
      const c = columns[i];
      doc.text(cell, c.x, y, { width: c.w, align: c.align });
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom;
  }
  y += 6;
  doc.moveTo(MARGIN, y).lineTo(right, y).stroke();

  // Totals.
  const totals: [string, string, boolean][] = [
    ["Subtotal", formatSen(invoice.subtotalSen), false],
    [`Service tax (SST ${formatRateBp(invoice.taxRateBp)})`, formatSen(invoice.taxSen), false],
    [`Total (${invoice.currency})`, formatSen(invoice.totalSen), true],
  ];
  y += 8;
  // The totals and the note stay together, on a page of their own if need be.
  roomFor(110, false);
  for (const [label, value, bold] of totals) {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(bold ? 11 : 9);
    doc.text(label, MARGIN + width * 0.45, y, { width: width * 0.35, align: "right" });
    doc.text(value, MARGIN + width * 0.8, y, { width: width * 0.2, align: "right" });
    y = doc.y + 4;
  }

  doc.font("Helvetica").fontSize(8).fillColor(GREY);
  doc.text(
    `Amounts in Malaysian ringgit (MYR). Service tax is charged once on the subtotal at ${formatRateBp(invoice.taxRateBp)}. Please quote ${invoice.number} with your payment.`,
    MARGIN,
    y + 24,
    { width },
  );
  if (invoice.cancelReason && (invoice.status === "cancelled" || invoice.status === "refunded"))
    doc.text(`Reason: ${invoice.cancelReason}`, { width });
  doc.end();
  return done;
}

/** The download's file name: the invoice number, safe in a header. */
export const pdfFileName = (invoice: Pick<Invoice, "number">) =>
  `${invoice.number.replace(/[^A-Za-z0-9-]/g, "_")}.pdf`;
