import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { navigationLink, signIn } from "./helpers.ts";

/** The data rows of the report's table (the header row excluded). */
const tableRows = (page: import("@playwright/test").Page, name: string) =>
  page
    .getByRole("table", { name })
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });

test("an admin opens the subscriptions report from the reports list, filters it by status with the keyboard and exports the rows shown as CSV", async ({
  page,
}) => {
  await signIn(page, "admin");
  await page.goto("/");
  await (await navigationLink(page, "Reports")).click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  // MBR admin's VDR report and finance's e-invoice logs are not the admin's.
  await expect(page.getByRole("link", { name: /VDR report/ })).toHaveCount(0);
  await page.getByRole("link", { name: /Subscriptions report/ }).click();

  await expect(page.getByRole("heading", { name: "Subscriptions report", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("figure", { name: "Subscriptions starting and ending per month" }),
  ).toBeVisible();
  await expect(tableRows(page, "Subscriptions report").first()).toBeVisible({ timeout: 30_000 });

  const status = page.getByRole("combobox", { name: "Status" });
  await status.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("option", { name: "Active", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/status=active/);
  const rows = tableRows(page, "Subscriptions report");
  await expect(rows.first()).toBeVisible();
  const shown = await rows.count();
  for (let i = 0; i < shown; i++) await expect(rows.nth(i).getByRole("cell").nth(2)).toHaveText("Active");
  const firstOrganisation = (await rows.first().getByRole("cell").first().textContent()) ?? "";

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("subscriptions-report-all.csv");
  const lines = (await readFile((await file.path()) as string, "utf8"))
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);
  expect(lines[0]).toBe("Organisation,Tier,Status,Add-ons,Starts,Ends,Created");
  expect(lines.length - 1).toBeGreaterThanOrEqual(shown);
  expect(lines.slice(1).every((line) => line.split(",").includes("active"))).toBe(true);
  expect(lines[1]).toContain(firstOrganisation.replaceAll('"', '""'));
});

test("a bad period is explained, not a blank report", async ({ page }) => {
  await signIn(page, "finance");
  await page.goto("/admin/reports/subscriptions?from=2026-05-01&to=2026-04-01");
  await expect(page.getByRole("alert")).toContainText("The end of the period is before its start");
});

test("finance opens the e-invoice logs, keeps the submissions, exports them as XLSX and the workbook holds the rows shown", async ({
  page,
}) => {
  await signIn(page, "finance");
  await page.goto("/admin/reports");
  await page.getByRole("link", { name: /E-invoice logs/ }).click();
  await expect(page.getByRole("heading", { name: "E-invoice logs", level: 1 })).toBeVisible();
  const rows = tableRows(page, "E-invoice logs");
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });

  await page.getByRole("combobox", { name: "Operation" }).click();
  await page.getByRole("option", { name: "Submit", exact: true }).click();
  await expect(page).toHaveURL(/operation=submit/);
  await expect(rows.first().getByRole("cell").nth(1)).toHaveText("Submit");
  const shown = await rows.count();
  const invoicesShown: string[] = [];
  for (let i = 0; i < shown; i++) {
    await expect(rows.nth(i).getByRole("cell").nth(1)).toHaveText("Submit");
    invoicesShown.push(((await rows.nth(i).getByRole("cell").nth(2).textContent()) ?? "").trim());
  }

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export XLSX" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("e-invoice-logs-report-all.xlsx");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path()) as string);
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 3)).toEqual(["Time", "Operation", "Invoice"]);
  const exported: { operation: string; invoice: string }[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1)
      exported.push({ operation: String(row.getCell(2).value), invoice: String(row.getCell(3).value ?? "") });
  });
  expect(exported.length).toBeGreaterThanOrEqual(shown);
  expect(exported.every((r) => r.operation === "submit")).toBe(true);
  // The first rows of the workbook are the rows on the screen, in the same order.
  expect(exported.slice(0, shown).map((r) => r.invoice)).toEqual(
    invoicesShown.map((s) => (s === "—" ? "" : s)),
  );
});
