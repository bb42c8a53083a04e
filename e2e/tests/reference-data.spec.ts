import { type Browser, expect, type Page, test } from "@playwright/test";
import { navigationLink, signIn } from "./helpers.ts";

/** Run-unique names, so records of earlier runs on a kept database never collide. */
const RUN = Date.now().toString(36).toUpperCase();
const COMPANY = `E2E Petroleum ${RUN} Sdn Bhd`;
const ROUND = `E2E Bid Round ${RUN}`;

async function signedInPage(browser: Browser, login: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, login);
  return page;
}

test("admin adds a known company, superadmin a bid round, MBR admin sets an organisation's VDR settings", async ({
  page,
  browser,
}) => {
  // Three staff in turn on a shared two-core machine: more than the default 45 s.
  test.setTimeout(120_000);
  // Admin: known companies from the navigation; the dialog refuses an empty name, then saves.
  await signIn(page, "admin");
  await page.goto("/");
  await (await navigationLink(page, "Known companies")).click();
  await expect(page).toHaveURL("/admin/known-companies");
  await page.getByRole("button", { name: "Add known company" }).click();
  const dialog = page.getByRole("dialog", { name: "Add known company" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Enter a name")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Name" }).fill(COMPANY);
  await dialog.getByRole("textbox", { name: "Registration number" }).fill("202601000042");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("searchbox", { name: "Search by name" }).fill(RUN);
  await expect(page).toHaveURL(/q=/);
  const companies = page.getByRole("table", { name: "Known companies" });
  await expect(companies.getByRole("row", { name: new RegExp(COMPANY) })).toBeVisible();
  // An admin may add companies but not change or delete them (section 6).
  await expect(companies.getByRole("button", { name: `Delete ${COMPANY}` })).toHaveCount(0);
  // Admin only views bid rounds: no add button.
  await page.goto("/admin/bid-rounds");
  await expect(page.getByRole("table", { name: "Bid rounds" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add bid round" })).toHaveCount(0);

  // Superadmin: adds a bid round; a round closing before it opens is refused on the field.
  const superadmin = await signedInPage(browser, "superadmin");
  await superadmin.goto("/admin/bid-rounds");
  await superadmin.getByRole("button", { name: "Add bid round" }).click();
  const round = superadmin.getByRole("dialog", { name: "Add bid round" });
  await round.getByRole("textbox", { name: "Name" }).fill(ROUND);
  await round.getByLabel("Opens on").fill("2030-03-01");
  await round.getByLabel("Closes on").fill("2030-02-01");
  await round.getByRole("button", { name: "Save" }).click();
  await expect(round.getByText("The round must close on or after the day it opens")).toBeVisible();
  await round.getByLabel("Closes on").fill("2030-06-30");
  await round.getByRole("button", { name: "Save" }).click();
  await expect(round).toBeHidden();
  const rounds = superadmin.getByRole("table", { name: "Bid rounds" });
  await expect(rounds.getByRole("row", { name: new RegExp(ROUND) })).toContainText("Upcoming");

  // MBR admin: opens an organisation and turns its virtual data room on for 60 days.
  const mbr = await signedInPage(browser, "mbr-admin");
  await mbr.goto("/");
  await (await navigationLink(mbr, "Organisations")).click();
  await mbr.getByRole("searchbox", { name: "Search by name or registration number" }).fill("Kinabalu");
  // The search applies after a pause (filters live in the address): click only in the filtered list.
  await expect(mbr).toHaveURL(/Kinabalu/);
  const organisations = mbr.getByRole("table", { name: "Organisations" });
  await expect(organisations.getByRole("link")).toHaveCount(1);
  await organisations.getByRole("link", { name: "Kinabalu Geoscience Sdn Bhd" }).click();
  await expect(mbr).toHaveURL(/\/admin\/organizations\/[^/?]+$/);
  await expect(mbr.getByRole("heading", { name: "Kinabalu Geoscience Sdn Bhd", level: 1 })).toBeVisible();
  const vdr = mbr.getByRole("form", { name: "VDR settings" });
  await expect(vdr.getByText("these are the configuration's defaults")).toBeVisible();
  await expect(vdr.getByRole("spinbutton", { name: "Access days" })).toHaveValue("30");
  // MBR admins keep VDR settings but do not edit an organisation's details.
  await expect(mbr.getByRole("button", { name: "Save details" })).toHaveCount(0);
  await vdr.getByRole("switch", { name: "Virtual data room enabled" }).check();
  await vdr.getByRole("spinbutton", { name: "Access days" }).fill("60");
  await vdr.getByRole("button", { name: "Save VDR settings" }).click();
  await expect(mbr.getByText("VDR settings saved.")).toBeVisible();
  await mbr.reload();
  await expect(
    mbr.getByRole("form", { name: "VDR settings" }).getByRole("spinbutton", { name: "Access days" }),
  ).toHaveValue("60");
  await mbr.goto("/admin/organizations?q=Kinabalu");
  await expect(
    mbr.getByRole("table", { name: "Organisations" }).getByRole("row", { name: /Kinabalu Geoscience/ }),
  ).toContainText("On");
});
