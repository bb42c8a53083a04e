import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type Browser, expect, type Page } from "@playwright/test";
import { DATA_DIR } from "../playwright.config.ts";
import { signIn } from "./helpers.ts";

const MAIL_DIR = path.join(DATA_DIR, "mail");
export const NEWCOMER_PASSWORD = "newcomer password 2026";
/** A minimal file with a PDF signature (the server checks the bytes, not the name). */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/**
 * The verification link (or, with `page` "continue", the continue-my-registration link) of the newest
 * mail to `email` the test server wrote under DATA_DIR/mail.
 */
export async function verificationLink(
  email: string,
  page: "verify" | "continue" = "verify",
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+/register/${page}\\?token=[^\\s"<>]+`);
  let match: RegExpMatchArray | null = null;
  await expect
    .poll(
      async () => {
        const files = (await readdir(MAIL_DIR).catch(() => [])).filter(
          (f) => f.endsWith(".eml") && f.includes(email),
        );
        const newest = files.sort().at(-1);
        if (!newest) return false;
        const text = (await readFile(path.join(MAIL_DIR, newest), "utf8"))
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        match = text.match(pattern);
        return match !== null;
      },
      { message: `a mail to ${email} with its ${page} link` },
    )
    .toBe(true);
  return (match as RegExpMatchArray | null)![0];
}

export async function fillApplicant(page: Page, email: string) {
  await page.getByLabel("Full name").fill("Nur Newcomer");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(/^Password/).fill(NEWCOMER_PASSWORD);
  await page.getByLabel("Confirm password").fill(NEWCOMER_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
}

/** Signs in through the sign-in page's form with the newcomer's password. */
export async function signInAsNewcomer(page: Page, email: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(NEWCOMER_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** A page of its own browser context, signed in as the demo account `login` (one browser per person). */
export async function pageAs(browser: Browser, baseURL: string, login: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, login);
  return page;
}

/** The status chip of the staff application page. */
export const applicationStatus = (page: Page) =>
  page.getByRole("region", { name: "Application" }).locator("[data-status]");

/** Approves the application the staff page shows, through its confirmation dialog. */
export async function approveApplication(page: Page) {
  const actions = page.getByRole("group", { name: "Actions" }).or(page.getByLabel("Actions"));
  await actions.getByRole("button", { name: "Approve", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Approve this application?" });
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Opens, as staff, the pending-verification application of the organisation named `organisation`. */
export async function openPendingApplication(page: Page, organisation: string) {
  await page.goto(
    `/admin/applications?status=pending_verification&organisation=${encodeURIComponent(organisation)}`,
  );
  await page.getByRole("table", { name: "Applications" }).getByRole("link", { name: organisation }).click();
  await expect(page.getByRole("heading", { level: 1, name: organisation })).toBeVisible();
  await expect(applicationStatus(page)).toHaveText("Pending verification");
}
