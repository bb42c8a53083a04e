import { expect, test } from "@playwright/test";
import { EINVOICE_SANDBOX_URL } from "../playwright.config.ts";
import { navigationLink, signIn } from "./helpers.ts";

test("finance retries the Invalid demo e-invoice after the authority is told to accept it, and sees it Valid", async ({
  page,
}) => {
  await signIn(page, "finance");
  await page.goto("/");
  await (await navigationLink(page, "E-invoices", { exact: true })).click();
  await expect(page.getByRole("heading", { level: 1, name: "E-invoices" })).toBeVisible();
  // The demo's Invalid one (other journeys may have added e-invoices for the same organisation).
  await page
    .getByRole("row", { name: /Sarawak Offshore Resources/ })
    .filter({ hasText: "Invalid" })
    .getByRole("link")
    .first()
    .click();

  const errors = page
    .getByRole("alert")
    .filter({ hasText: "The tax authority found this e-invoice invalid" });
  await expect(errors).toContainText("CF321: Buyer's TIN is not valid.");
  await expect(errors).toContainText("CF410");
  await expect(page.getByRole("button", { name: "Unpause" })).toHaveCount(0);

  // The authority (the sandbox, through its control API) will accept the next submission.
  const told = await page.request.post(`${EINVOICE_SANDBOX_URL}/__sandbox/outcomes`, {
    data: { operation: "submit", outcomes: [{ kind: "valid" }] },
  });
  expect(told.ok()).toBe(true);

  await page.getByRole("button", { name: "Retry" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Submitted by the job, then polled: the page refreshes itself while it waits.
  const status = page.getByRole("region", { name: "Submission" }).locator("[data-status]");
  await expect(status).toHaveAttribute("data-status", "valid", { timeout: 30_000 });
  await expect(errors).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Requests and answers" })).toContainText("Submission");
});
