import { expect, type Locator, test } from "@playwright/test";
import {
  applicationStatus,
  approveApplication,
  fillApplicant,
  openPendingApplication,
  PDF,
  pageAs,
  signInAsNewcomer,
  verificationLink,
} from "./registration-helpers.ts";

const ORGANISATION = "Newcomer Exploration Sdn Bhd";

/** The standard plan's price with SST broken out: the same on every screen that shows it. */
async function expectStandardPrice(price: Locator) {
  await expect(price).toContainText("Subtotal (excl. SST)RM 64,000.00");
  await expect(price).toContainText("Service tax (SST 8%)RM 5,120.00");
  await expect(price).toContainText("Total (incl. SST)RM 69,120.00");
}

// The paid-plan journey of the subscriptions issue, end to end: a newcomer registers through the
// wizard; admin verifies; the two LOA levels the amount needs approve in order (the wrong approver
// has no buttons); the invoice is issued, the applicant pays it by bank transfer, finance approves.
test("a newcomer registers a company on the standard plan; admin verifies, LOA levels 1 and 2 approve in order, the applicant pays the invoice by bank transfer and finance approves", async ({
  page,
  browser,
  baseURL,
}) => {
  // Six wizard steps, a mail, then four people in four browsers on a shared two-core machine.
  test.setTimeout(180_000);
  const email = `newcomer-${Date.now()}@example.test`;
  await page.goto("/auth/signin");
  await page.getByRole("link", { name: "Register" }).click();
  await expect(page.getByRole("heading", { name: "Register your organisation" })).toBeVisible();

  // The form checks the fields with the shared schema before anything is sent.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Enter your name")).toBeVisible();
  await fillApplicant(page, email);
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // The link continues the wizard in this tab (it holds the draft's token).
  await page.goto(await verificationLink(email));
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel("Company name")).toBeVisible();

  await page.getByLabel("Company name").fill(ORGANISATION);
  await page.getByLabel("Country").click();
  await page.getByRole("option", { name: "Malaysia" }).click();
  await page.getByLabel("Registration number").fill("202601000042");
  await page.getByLabel("Address").fill("Level 9, Menara Newcomer, Kuala Lumpur");
  await page.getByRole("button", { name: "Continue" }).click();

  await page.getByRole("radio", { name: /^Standard/ }).click();
  await expectStandardPrice(page.getByLabel("Price"));
  await page.getByRole("button", { name: "Continue" }).click();

  // A reload keeps the work: the wizard resumes at the first open step.
  await page.reload();
  await expect(page.getByRole("button", { name: "Upload a document" })).toBeVisible();
  await page
    .getByLabel("Document file")
    .setInputFiles({ name: "registration.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(
    page.getByRole("list", { name: "Uploaded documents" }).getByText("registration.pdf"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByText(`${ORGANISATION} (company)`)).toBeVisible();
  await expectStandardPrice(page.getByLabel("Price"));
  await page.getByRole("button", { name: "Submit registration" }).click();
  await expect(page.getByRole("heading", { name: "Registration submitted" })).toBeVisible();
  await expectStandardPrice(page.getByLabel("Price"));
  await expect(page.getByText("pending verification")).toBeVisible();

  await page.getByRole("link", { name: "Sign in" }).click();
  await signInAsNewcomer(page, email);
  await expect(page).toHaveURL(/\/registration$/);
  await expect(page.getByRole("heading", { name: "Your registration" })).toBeVisible();
  await expect(page.getByText("Pending verification")).toBeVisible();
  await expect(page.getByText("registration.pdf")).toBeVisible();
  await expectStandardPrice(page.getByLabel("Price"));

  // Staff: admin verifies; RM 64,000 is over level 1's limit (RM 50,000), so level 2 must approve too.
  const admin = await pageAs(browser, baseURL as string, "admin");
  await openPendingApplication(admin, ORGANISATION);
  const detailUrl = new URL(admin.url()).pathname;
  await approveApplication(admin);
  await expect(applicationStatus(admin)).toHaveText("Pending LOA");
  await expect(admin.getByRole("region", { name: "Application" })).toContainText("Farid Hassan");

  const farid = await pageAs(browser, baseURL as string, "loa");
  await farid.goto("/");
  await farid.getByRole("link", { name: /awaiting your approval/ }).click();
  await expect(farid).toHaveURL(/\/loa\/approvals/);
  await farid
    .getByRole("table", { name: "Awaiting my approval" })
    .getByRole("link", { name: ORGANISATION })
    .click();
  await approveApplication(farid);
  // The first approval says who approves next.
  await expect(farid.getByRole("alert").filter({ hasText: "Approved." })).toContainText(
    "Nadia Aziz approves next: the amount is above your approval limit.",
  );
  await expect(applicationStatus(farid)).toHaveText("Pending LOA");
  await expect(farid.getByRole("region", { name: "Application" })).toContainText("Nadia Aziz");

  // Level 3 is not next: no buttons on the page, nothing in their queue.
  const rashid = await pageAs(browser, baseURL as string, "loa3");
  await rashid.goto(detailUrl);
  await expect(applicationStatus(rashid)).toHaveText("Pending LOA");
  await expect(rashid.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);

  const nadia = await pageAs(browser, baseURL as string, "loa2");
  await nadia.goto(detailUrl);
  await approveApplication(nadia);
  await expect(applicationStatus(nadia)).toHaveText("Invoice issued");
  await expect(nadia.getByRole("region", { name: "History" })).toContainText("Approve by Nadia Aziz");

  // The applicant sees where it stands and pays by bank transfer from their registration page:
  // they hold the basic tier until approval, and paying is theirs all the same.
  await page.reload();
  await expect(page.getByText("Invoice issued")).toBeVisible();
  await page.getByRole("link", { name: "Pay the invoice" }).click();
  await expect(page).toHaveURL(/\/invoices\/[^/]+\/pay$/);
  // The invoice bills exactly what the application showed.
  await expectStandardPrice(page.getByLabel("Invoice total"));
  await page.getByRole("tab", { name: "Bank transfer" }).click();
  await page
    .getByLabel("Proof of transfer")
    .setInputFiles({ name: "transfer-slip.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByLabel("Bank reference").fill("MBB-NEWCOMER-0001");
  await page.getByRole("button", { name: "Submit bank transfer" }).click();
  await expect(page.getByText("Payment received — finance will confirm it.")).toBeVisible();

  // Finance approves the transfer: the invoice is paid and the subscription activates.
  const finance = await pageAs(browser, baseURL as string, "finance");
  await finance.goto("/admin/payments");
  await finance.getByRole("link", { name: ORGANISATION }).first().click();
  await expect(finance.getByRole("heading", { name: ORGANISATION })).toBeVisible();
  await finance.getByRole("button", { name: "Approve", exact: true }).click();
  await finance.getByRole("dialog").getByRole("button", { name: "Approve", exact: true }).click();
  await expect(
    finance.getByRole("region", { name: "Invoice" }).getByText("Paid", { exact: true }),
  ).toBeVisible();
  await page.goto("/registration");
  await expect(page.getByText("Approved", { exact: true })).toBeVisible();
});

// A free plan needs no LOA and no billing: the verification approves it and activates the subscription.
test("a graduate registers under an institute on the free plan; admin's verification activates it and the applicant signs in to an active subscription", async ({
  page: desk,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = `graduate-${Date.now()}@example.test`;
  const institute = "Universiti Malaya Department of Geology";
  // Registration is resumable on any device: the applicant starts on one and, back another day on
  // another, asks the sign-in page for a link that continues it (the address is verified by it too).
  await desk.goto("/register");
  await fillApplicant(desk, email);
  await verificationLink(email);
  const laptop = await browser.newContext({ baseURL });
  const page = await laptop.newPage();
  await page.goto("/auth/signin");
  await page.getByRole("link", { name: "Continue it" }).click();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status")).toContainText(`If a registration in progress uses ${email}`);
  await page.goto(await verificationLink(email, "continue"));
  // The first device's tab moves on by itself once the address is verified.
  await expect(desk.getByRole("radio", { name: "An academic institute" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("radio", { name: "An academic institute" }).check();
  await page.getByRole("combobox", { name: "Institute" }).fill("Universiti Malaya");
  await page.getByRole("option", { name: institute }).click();
  await page.getByLabel("Registration number").fill("UM-GEO-2026-17");
  await page.getByLabel("Address").fill("Jalan Universiti, 50603 Kuala Lumpur");
  await page.getByRole("button", { name: "Continue" }).click();

  await page.getByRole("radio", { name: /^Graduate/ }).click();
  await expect(page.getByText("Total: Free")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await page
    .getByLabel("Document file")
    .setInputFiles({ name: "student-card.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(
    page.getByRole("list", { name: "Uploaded documents" }).getByText("student-card.pdf"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Submit registration" }).click();
  await expect(page.getByRole("heading", { name: "Registration submitted" })).toBeVisible();

  const admin = await pageAs(browser, baseURL as string, "admin");
  await openPendingApplication(admin, institute);
  await approveApplication(admin);
  await expect(applicationStatus(admin)).toHaveText("Approved");

  await page.getByRole("link", { name: "Sign in" }).click();
  await signInAsNewcomer(page, email);
  await expect(page).toHaveURL(/\/registration$/);
  await page.goto("/subscription");
  const subscription = page.getByRole("region", { name: "Subscription" });
  await expect(subscription.locator("[data-status]")).toHaveText("Active");
  await expect(subscription).toContainText("Graduate");
  await expect(subscription).toContainText(/36[45] days left/);
});
