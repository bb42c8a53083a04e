import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";

const MAIL_DIR = path.join(import.meta.dirname, "..", ".data", "mail");
const PASSWORD = "newcomer password 2026";
/** A minimal file with a PDF signature (the server checks the bytes, not the name). */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** The verification link of the newest mail to `email` the test server wrote under DATA_DIR/mail. */
async function verificationLink(email: string): Promise<string> {
  let files: string[] = [];
  await expect
    .poll(
      async () => {
        files = (await readdir(MAIL_DIR).catch(() => [])).filter(
          (f) => f.endsWith(".eml") && f.includes(email),
        );
        return files.length;
      },
      { message: `a mail to ${email}` },
    )
    .toBeGreaterThan(0);
  const raw = await readFile(path.join(MAIL_DIR, files.sort().at(-1)!), "utf8");
  const text = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const match = text.match(/https?:\/\/[^\s"<>]+\/register\/verify\?token=[^\s"<>]+/);
  expect(match, "a verification link in the mail").not.toBeNull();
  return match![0];
}

async function fillApplicant(page: Page, email: string) {
  await page.getByLabel("Full name").fill("Nur Newcomer");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
}

test("a newcomer registers a company on the standard plan, verifies the e-mail, uploads a PDF and follows the application", async ({
  page,
}) => {
  // Six steps, a mail and a sign-in: more than the default budget on a busy machine.
  test.setTimeout(90_000);
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

  await page.getByLabel("Company name").fill("Newcomer Exploration Sdn Bhd");
  await page.getByLabel("Country").click();
  await page.getByRole("option", { name: "Malaysia" }).click();
  await page.getByLabel("Registration number").fill("202601000042");
  await page.getByLabel("Address").fill("Level 9, Menara Newcomer, Kuala Lumpur");
  await page.getByRole("button", { name: "Continue" }).click();

  await page.getByRole("radio", { name: /^Standard/ }).click();
  await expect(page.getByText("Total: RM 64,000.00")).toBeVisible();
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

  await expect(page.getByText("Newcomer Exploration Sdn Bhd (company)")).toBeVisible();
  await expect(page.getByText("Total: RM 64,000.00")).toBeVisible();
  await page.getByRole("button", { name: "Submit registration" }).click();
  await expect(page.getByRole("heading", { name: "Registration submitted" })).toBeVisible();
  await expect(page.getByText("pending verification")).toBeVisible();

  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/registration$/);
  await expect(page.getByRole("heading", { name: "Your registration" })).toBeVisible();
  await expect(page.getByText("Pending verification")).toBeVisible();
  await expect(page.getByText("registration.pdf")).toBeVisible();
});
