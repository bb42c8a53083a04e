import { expect, test } from "@playwright/test";
import { signIn } from "./helpers.ts";

test("a customer asks to cancel an invoice, finance cancels it and the customer sees it cancelled", async ({
  page,
  browser,
}) => {
  // The demo's unpaid add-on invoice of Delft Subsurface Engineering Faculty (modules/invoices/demo.ts).
  await signIn(page, "international-academic");
  await page.goto("/invoices");
  const row = page.getByRole("row", { name: /International Academic subscription add-on/ });
  await expect(row).toContainText("Unpaid");
  await row.getByRole("link").click();

  const heading = page.getByRole("heading", { level: 1, name: /^Invoice INV-/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? "").replace("Invoice ", "");
  const invoice = page.getByRole("article", { name: `Invoice ${number}` });
  await expect(invoice.getByRole("table", { name: "Lines" })).toContainText("Add-on: Virtual Data Room");
  await expect(invoice.getByTestId("invoice-total")).toHaveText("RM 32,400.00");
  await expect(page.getByRole("link", { name: "Pay" })).toHaveAttribute("href", /\/invoices\/.+\/pay$/);

  const pdfHref = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
  const pdf = await page.request.get(pdfHref as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-disposition"]).toBe(`attachment; filename="${number}.pdf"`);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await page.getByRole("button", { name: "Request cancellation" }).click();
  const ask = page.getByRole("dialog", { name: "Ask to cancel this invoice" });
  await ask.getByRole("button", { name: "Send request" }).click();
  await expect(ask.getByLabel("Reason")).toHaveAccessibleDescription(/Say why/);
  await ask.getByLabel("Reason").fill("We ordered the data room add-on by mistake.");
  await ask.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("You asked to cancel this invoice.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Request cancellation" })).toHaveCount(0);

  const finance = await (await browser.newContext()).newPage();
  await signIn(finance, "finance");
  await finance.goto(`/admin/invoices?status=cancel_requested&search=${number}`);
  await finance.getByRole("link", { name: number }).click();
  await expect(finance.getByRole("article", { name: `Invoice ${number}` })).toContainText(
    "We ordered the data room add-on by mistake.",
  );
  await finance.getByRole("button", { name: "Cancel invoice" }).click();
  const cancel = finance.getByRole("dialog", { name: "Cancel this invoice" });
  await cancel.getByLabel("Reason").fill("Ordered by mistake; nothing to bill.");
  await cancel.getByRole("button", { name: "Cancel invoice" }).click();
  await expect(cancel).toBeHidden();
  await expect(
    finance.getByRole("article", { name: `Invoice ${number}` }).locator("[data-status]"),
  ).toHaveAttribute("data-status", "cancelled");
  await expect(finance.getByRole("list", { name: "History" })).toContainText("Cancel by Mei Ling Tan");

  await page.reload();
  await expect(invoice.locator("[data-status]")).toHaveAttribute("data-status", "cancelled");
  await expect(invoice).toContainText("Ordered by mistake; nothing to bill.");
  await expect(page.getByRole("link", { name: "Pay" })).toHaveCount(0);
  await page.goto("/invoices?status=cancelled");
  await expect(page.getByRole("row", { name: new RegExp(number) })).toContainText("Cancelled");
});
