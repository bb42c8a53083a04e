import { expect, test } from "@playwright/test";
import { signIn } from "./helpers.ts";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

test("a customer buys download credits, pays the invoice by bank transfer, finance approves and the balance shows them", async ({
  page,
  browser,
}) => {
  await signIn(page, "standard");
  await page.goto("/credits");
  await expect(page.getByRole("heading", { name: "Download credits", level: 1 })).toBeVisible();
  // The demo's Starter purchase, less two downloads and the demo download packages (5 net).
  await expect(page.getByTestId("credit-balance")).toHaveText("63");
  await expect(page.getByRole("table", { name: "Credit ledger" })).toContainText(
    "Reports, Balingian province",
  );

  await page.getByRole("button", { name: "Buy Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Buy Project?" });
  await expect(dialog).toContainText("RM 40,000.00 excl. SST (the invoice adds SST)");
  await dialog.getByRole("button", { name: "Order and issue the invoice" }).click();

  const issued = page
    .getByRole("status")
    .filter({ hasText: /Invoice INV-\d{4}-\d{6} for RM 43,200\.00 incl\. SST is issued/ });
  await expect(issued).toBeVisible();
  await expect(issued.getByRole("link", { name: "Pay the invoice" })).toHaveAttribute(
    "href",
    /^\/invoices\/[^/]+\/pay$/,
  );
  const purchases = page.getByRole("table", { name: "Credit purchases" });
  await expect(purchases.getByRole("row", { name: /Project/ })).toContainText("Invoice issued");

  // Paid like a subscription: a bank transfer with its proof.
  await issued.getByRole("link", { name: "Pay the invoice" }).click();
  await page.getByRole("tab", { name: "Bank transfer" }).click();
  await page
    .getByLabel("Proof of transfer")
    .setInputFiles({ name: "credits-slip.png", mimeType: "image/png", buffer: PNG });
  await page.getByLabel("Bank reference").fill("MBB-CREDITS-0001");
  await page.getByRole("button", { name: "Submit bank transfer" }).click();
  await expect(page.getByText("Payment received — finance will confirm it.")).toBeVisible();

  // Finance approves the purchase from its queue: the credits are granted in the ledger.
  const finance = await (await browser.newContext()).newPage();
  await signIn(finance, "finance");
  await finance.goto("/admin/credit-purchases?status=pending_finance");
  await finance
    .getByRole("table", { name: "Credit purchases" })
    .getByRole("link", { name: "Sarawak Offshore Resources Sdn Bhd" })
    .first()
    .click();
  await finance.getByRole("button", { name: "Approve", exact: true }).click();
  await finance.getByRole("dialog").getByRole("button", { name: "Approve", exact: true }).click();
  await expect(finance.getByText("Approved: the credits were added.")).toBeVisible();

  await page.goto("/credits");
  await expect(page.getByTestId("credit-balance")).toHaveText("1,063");
  await expect(purchases.getByRole("row", { name: /Project/ }).first()).toContainText("Approved");
});

test("an admin adjusts an organisation's credits with a reason and the customer's balance shows them", async ({
  page,
  browser,
}) => {
  await signIn(page, "admin");
  const list = await page.request.get(`/api/admin/subscriptions?q=${encodeURIComponent("Petra Nusantara")}`);
  const [subscription] = ((await list.json()) as { result: { id: string }[] }).result;
  await page.goto(`/admin/subscriptions/${subscription.id}`);
  const panel = page.getByRole("region", { name: "Download credits" });
  await expect(panel.getByTestId("admin-credit-balance")).toHaveText("565");

  await panel.getByRole("button", { name: "Adjust credits" }).click();
  const dialog = page.getByRole("dialog", { name: "Adjust credits" });
  await dialog.getByLabel("Credits").fill("25");
  await dialog.getByLabel("Reason").fill("Compensation for a late data delivery");
  await dialog.getByRole("button", { name: "Adjust" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByTestId("admin-credit-balance")).toHaveText("590");

  const customer = await (await browser.newContext()).newPage();
  await signIn(customer, "premium");
  await customer.goto("/credits");
  await expect(customer.getByTestId("credit-balance")).toHaveText("590");
  await expect(customer.getByRole("table", { name: "Credit ledger" }).getByRole("row").nth(1)).toContainText(
    "Compensation for a late data delivery",
  );
});
