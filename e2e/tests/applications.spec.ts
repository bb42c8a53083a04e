import { type Browser, expect, type Page, test } from "@playwright/test";
import { signIn } from "./helpers.ts";

const ORGANISATION = "Terengganu Basin Ventures Sdn Bhd";

/** A page of its own browser context, signed in as `login` (each approver in their own browser). */
async function pageAs(browser: Browser, baseURL: string, login: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, login);
  return page;
}

const status = (page: Page) => page.getByRole("region", { name: "Application" }).locator("[data-status]");
const actions = (page: Page) => page.getByRole("group", { name: "Actions" }).or(page.getByLabel("Actions"));

async function approve(page: Page) {
  await actions(page).getByRole("button", { name: "Approve", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Approve this application?" });
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(dialog).toBeHidden();
}

// The paid-plan journey of the subscriptions issue from verification: admin verifies, the two LOA
// levels the amount needs approve in order (the wrong approver has no buttons), then billing's turn.
test("admin verifies a premium registration, LOA levels 1 and 2 approve in order, it reaches invoice issued", async ({
  browser,
  baseURL,
}) => {
  // Four people in four browsers on a shared two-core machine.
  test.setTimeout(120_000);
  const admin = await pageAs(browser, baseURL as string, "admin");
  await admin.goto(
    `/admin/applications?status=pending_verification&organisation=${encodeURIComponent("Terengganu")}`,
  );
  await admin.getByRole("table", { name: "Applications" }).getByRole("link", { name: ORGANISATION }).click();
  await expect(admin.getByRole("heading", { level: 1, name: ORGANISATION })).toBeVisible();
  await expect(status(admin)).toHaveText("Pending verification");
  const detailUrl = new URL(admin.url()).pathname;
  await approve(admin);
  await expect(status(admin)).toHaveText("Pending LOA");
  await expect(admin.getByRole("region", { name: "Application" })).toContainText("Farid Hassan");

  const farid = await pageAs(browser, baseURL as string, "loa");
  await farid.goto("/");
  await farid.getByRole("link", { name: /awaiting your approval/ }).click();
  await expect(farid).toHaveURL(/\/loa\/approvals$/);
  await farid
    .getByRole("table", { name: "Awaiting my approval" })
    .getByRole("link", { name: ORGANISATION })
    .click();
  await approve(farid);
  await expect(status(farid)).toHaveText("Pending LOA");
  await expect(farid.getByRole("region", { name: "Application" })).toContainText("Nadia Aziz");

  const rashid = await pageAs(browser, baseURL as string, "loa3");
  await rashid.goto(detailUrl);
  await expect(status(rashid)).toHaveText("Pending LOA");
  await expect(rashid.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);
  await rashid.goto("/loa/approvals");
  await expect(rashid.getByText("Nothing awaits your approval.")).toBeVisible();

  const nadia = await pageAs(browser, baseURL as string, "loa2");
  await nadia.goto(detailUrl);
  await approve(nadia);
  await expect(status(nadia)).toHaveText("Invoice issued");
  await expect(nadia.getByRole("region", { name: "History" })).toContainText("Approve by Nadia Aziz");
});
