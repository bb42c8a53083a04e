import { expect, type Page, test } from "@playwright/test";
import { navigationLink, signIn } from "./helpers.ts";

/**
 * Payments end to end: the customer pays on /invoices/{id}/pay (the invoice found through the
 * application it bills), the sandbox gateway's checkout page (another origin, a real HTTP server
 * the app started) sends its signed callback, and finance approves in /admin/payments.
 */

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

/** The pay page of the invoice of the signed-in customer's application of this kind and status. */
async function payPageOf(page: Page, kind: string, status: string): Promise<string> {
  const list = await page.request.get("/api/organizations/me/applications?pageSize=50");
  expect(list.ok()).toBe(true);
  const { result } = (await list.json()) as { result: { id: string; kind: string; status: string }[] };
  const application = result.find((a) => a.kind === kind && a.status === status);
  expect(application, `an application (${kind}, ${status})`).toBeTruthy();
  const invoice = await page.request.get(`/api/organizations/me/applications/${application!.id}/invoice`);
  expect(invoice.ok()).toBe(true);
  return ((await invoice.json()) as { payPath: string }).payPath;
}

/** Finance opens the organisation's payment waiting for approval and approves it. */
async function financeApproves(page: Page, organisation: string) {
  await signIn(page, "finance");
  await page.goto("/");
  await (await navigationLink(page, "Payments")).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  // The combobox of the payments list, not the dashboard's "Subscriptions by status" table the
  // page may still show while the list loads.
  await page.getByRole("combobox", { name: "Status", exact: true }).click();
  await page.getByRole("option", { name: "Pending finance", exact: true }).click();
  await page.getByRole("link", { name: organisation }).first().click();
  await expect(page.getByRole("heading", { name: organisation })).toBeVisible();
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Approve", exact: true }).click();
  await expect(
    page.getByRole("region", { name: "Payment" }).getByText("Approved", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Invoice" }).getByText("Paid", { exact: true }),
  ).toBeVisible();
}

test("a customer pays online through the sandbox gateway and finance's approval activates the add-on", async ({
  page,
  browser,
}) => {
  await signIn(page, "standard-mbr");
  // Its online payment failed before (demo): the add-on may be paid again.
  await page.goto(await payPageOf(page, "add-on", "failed_payment"));
  await expect(page.getByRole("heading", { name: /Pay invoice INV-/ })).toBeVisible();
  const payButton = page.getByRole("button", { name: /^Pay RM [\d,.]+ online$/ });
  const amount = ((await payButton.textContent()) as string).match(/RM [\d,.]+/)![0];
  await payButton.click();

  // The gateway's checkout page, on its own origin.
  await expect(page.getByRole("heading", { name: "Sandbox payment gateway" })).toBeVisible();
  expect(new URL(page.url()).port).not.toBe(new URL(test.info().project.use.baseURL as string).port);
  await expect(page.getByTestId("amount")).toHaveText(amount);
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  // Back on the portal: the result page waits for the callback, which arrived first.
  await expect(page).toHaveURL(/\/payments\/[^/]+\/result$/);
  await expect(page.getByRole("status")).toHaveText("Payment received — finance will confirm it.");

  const finance = await (await browser.newContext()).newPage();
  await financeApproves(finance, "Kuala Energy Partners Sdn Bhd");

  await page.goto("/subscription");
  await expect(page.getByRole("region", { name: "Subscription" })).toContainText(
    /Add-ons:.*Virtual Data Room/,
  );
  await expect(page.getByRole("region", { name: "Subscription" })).toContainText(/active/i);
});

test("a bank transfer with its proof is approved by finance", async ({ page, browser }) => {
  await signIn(page, "vdr");
  // The data room's own period: its continuous days, the days left and where to arrange a visit.
  await page.goto("/subscription");
  const subscription = page.getByRole("region", { name: "Subscription" });
  await expect(subscription.getByTestId("data-room")).toContainText("Virtual data room: 45 continuous days");
  await expect(subscription).toContainText(/(18|19) days left/);
  await expect(subscription.getByRole("link", { name: /^vdr-desk@/ })).toHaveAttribute(
    "href",
    /^mailto:vdr-desk@/,
  );
  const payPath = await payPageOf(page, "renewal", "invoice_issued");
  await page.goto(payPath);
  await page.getByRole("tab", { name: "Bank transfer" }).click();
  await expect(page.getByText("Maybank Berhad")).toBeVisible();
  await page
    .getByLabel("Proof of transfer")
    .setInputFiles({ name: "slip.png", mimeType: "image/png", buffer: PNG });
  await page.getByLabel("Bank reference").fill("MBB-E2E-0001");
  await page.getByRole("button", { name: "Submit bank transfer" }).click();
  await expect(page.getByText("Payment received — finance will confirm it.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel payment" })).toBeVisible();

  const finance = await (await browser.newContext()).newPage();
  await signIn(finance, "finance");
  await finance.goto("/admin/payments?method=bank_transfer");
  await expect(finance.getByRole("link", { name: "Borneo Data Room Partners" })).toBeVisible();
  await financeApproves(finance, "Borneo Data Room Partners");
  await expect(finance.getByRole("img", { name: /Proof of transfer: slip\.png/ })).toBeVisible();

  await page.goto(payPath);
  await expect(page.getByText("This invoice is paid.")).toBeVisible();
});
