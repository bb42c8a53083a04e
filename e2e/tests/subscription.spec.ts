import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DATA_DIR } from "../playwright.config.ts";
import { DEMO_PASSWORD, demoEmail, signIn } from "./helpers.ts";

const MAIL_DIR = path.join(DATA_DIR, "mail");

/** The activation link of the newest mail to `email` (the outbox may still be sending it). */
async function activationLink(email: string): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const files = (await readdir(MAIL_DIR).catch(() => [] as string[]))
        .filter((f) => f.endsWith(".eml") && f.includes(email))
        .sort();
      if (!files.length) return false;
      const raw = await readFile(path.join(MAIL_DIR, files[files.length - 1]), "utf8");
      text = raw
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return /\/activate\?token=/.test(text);
    })
    .toBe(true);
  return (text.match(/https?:\/\/[^\s"<>]+\/activate\?token=[^\s"<>]+/) as RegExpMatchArray)[0];
}

async function confirm(page: Page, button: string) {
  await page.getByRole("button", { name: button, exact: true }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: button, exact: true }).click();
}

test("a primary user invites a member, who activates from the e-mail link and signs in", async ({
  page,
  browser,
}) => {
  await signIn(page, "premium");
  await page.goto("/members");
  await page.getByRole("button", { name: "Invite member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a member" });
  await dialog.getByLabel("Name").fill("Aisyah Rahman");
  await dialog.getByLabel("E-mail").fill(demoEmail("newcomer"));
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("row", { name: /Aisyah Rahman/ })).toContainText("invited");

  const link = await activationLink(demoEmail("newcomer"));
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await invitee.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await invitee.getByLabel("Confirm password", { exact: true }).fill(DEMO_PASSWORD);
  await invitee.getByRole("button", { name: "Activate account" }).click();
  await expect(invitee).not.toHaveURL(/\/activate/);
  await signIn(invitee, "newcomer");
  await invitee.goto("/");
  await expect(invitee.getByRole("heading", { name: /Welcome, Aisyah Rahman/ })).toBeVisible();
});

test("admin suspends a subscription and its signed-in user is signed out", async ({ page, browser }) => {
  const customer = await (await browser.newContext()).newPage();
  await signIn(customer, "expiring");
  await customer.goto("/subscription");
  await expect(customer.getByRole("region", { name: "Subscription" })).toBeVisible();

  await signIn(page, "admin");
  await page.goto("/admin/subscriptions?q=Semporna");
  await page.getByRole("link", { name: "Semporna Seismic Sdn Bhd" }).click();
  await confirm(page, "Suspend");
  await expect(page.getByRole("region", { name: "Subscription" })).toContainText(/suspended/i);

  await customer.goto("/subscription");
  await expect(customer).toHaveURL(/\/auth\/signin/);
  const session = await customer.request.get("/api/auth/session");
  expect(await session.json()).toEqual({});
});

test("an expired user lands on the subscription page and applies for renewal", async ({ page }) => {
  await signIn(page, "expired-basic");
  await page.goto("/");
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole("alert")).toContainText("Your subscription has expired");
  // The period that ended runs forwards and is counted in days since, never as negative days left.
  const subscription = page.getByRole("region", { name: "Subscription" });
  await expect(subscription).toContainText(/Ended \d+ days? ago/);
  await expect(subscription).not.toContainText(/-\d+ days?/);
  const period = (await subscription.getByText(/^Period:/).textContent()) ?? "";
  const [start, end] = period
    .replace("Period: ", "")
    .split(" – ")
    .map((day) => Date.parse(day));
  expect(start).toBeLessThan(end);
  await expect(page.getByText("Price: RM 0.00")).toBeVisible();
  await page.getByRole("button", { name: "Apply for renewal" }).click();
  await expect(page.getByText("Your application is submitted")).toBeVisible();
  await expect(page.getByRole("table", { name: "Applications" })).toContainText(/pending verification/i);
});
