import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers.ts";

/** The graduate demo organisation (apps/server/src/seed/demo-accounts.ts); nothing is curated for it in the demo. */
const ORGANISATION = "Universiti Teknologi Geoscience Graduate School";
const RECORD = "S2D-0000002";

test("admin curates a package for an organisation and assigns it; the organisation's user gets it and downloads a ZIP whose manifest verifies", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const name = `Curated for the graduate school ${Date.now()}`;
  await signIn(page, "admin");
  await page.goto("/admin/curated-packages");
  await expect(page.getByRole("heading", { name: "Curated packages" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "New curated package" }).click();
  const editor = page.getByRole("dialog", { name: "New curated package" });
  await editor.getByLabel("Name").fill(name);
  await editor.getByLabel("Description").fill("Lines picked for your thesis.");
  await editor.getByRole("combobox", { name: "Records" }).fill(RECORD);
  await page.getByRole("option", { name: new RegExp(RECORD) }).click();
  await expect(editor.getByRole("button", { name: new RegExp(RECORD) })).toBeVisible();
  await editor.getByRole("button", { name: "Save" }).click();

  // Saved: its page, not assigned yet.
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("1 record ·")).toBeVisible();
  await expect(page.getByText("Not assigned yet")).toBeVisible();
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  const assign = page.getByRole("dialog", { name: `Assign ${name}` });
  await assign.getByRole("combobox", { name: "Organisation" }).fill("Universiti Teknologi");
  await page.getByRole("option", { name: ORGANISATION }).click();
  await assign.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(assign).toHaveCount(0);
  const assignments = page.getByRole("table", { name: "Assignments" });
  await expect(assignments.getByRole("row").filter({ hasText: ORGANISATION })).toContainText("All users");

  // The organisation's user finds it in the download manager and gets it.
  const context = await browser.newContext();
  const customer = await context.newPage();
  await signIn(customer, "graduate");
  await customer.goto("/downloads");
  await expect(customer.getByRole("heading", { name: "Download manager" })).toBeVisible({ timeout: 30_000 });
  const section = customer.getByRole("region", { name: "Curated for you" });
  const offered = section.getByTestId("curated-package").filter({ hasText: name });
  await expect(offered).toContainText("1 record");
  await offered.getByRole("button", { name: `Get package ${name}` }).click();
  await expect(customer).toHaveURL(/\/downloads\/[0-9a-f-]{36}$/);
  const packageUrl = customer.url();

  const downloadLink = customer.getByRole("link", { name: "Download ZIP" });
  await expect(downloadLink).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([customer.waitForEvent("download"), downloadLink.click()]);
  const dir = mkdtempSync(path.join(os.tmpdir(), "strata-e2e-curated-"));
  const zip = path.join(dir, "package.zip");
  await download.saveAs(zip);
  expect(execFileSync("unzip", ["-t", zip]).toString()).toMatch(/No errors detected/);
  execFileSync("unzip", ["-q", zip, "-d", path.join(dir, "out")]);
  const checked = execFileSync("sha256sum", ["-c", "MANIFEST.sha256"], { cwd: path.join(dir, "out") })
    .toString()
    .trim()
    .split("\n");
  expect(checked.length).toBeGreaterThan(0);
  for (const line of checked) expect(line).toMatch(/^Seismic 2D\/.+: OK$/);

  // Taken: it opens the same package while that can be downloaded.
  await customer.goto("/downloads");
  await offered.getByRole("button", { name: `Open package ${name}` }).click();
  await expect(customer).toHaveURL(packageUrl);
  await context.close();
});
