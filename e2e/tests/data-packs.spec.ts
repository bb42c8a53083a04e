import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { navigationLink, signIn } from "./helpers.ts";

/** The demo's published pack whose ZIP is built ahead (apps/server/src/modules/data-packs/demo.ts). */
const PACK = "Deepwater 2D starter pack";
const PRICE = 6;

test("a customer takes a published data pack built ahead, sees its cost and balance after, and downloads a ZIP whose manifest verifies", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "premium");
  const credits = await page.request.get("/api/organizations/me/credits?page=1&pageSize=1");
  const { balance } = (await credits.json()) as { balance: number };
  expect(balance).toBeGreaterThanOrEqual(PRICE);

  await page.goto("/");
  await (await navigationLink(page, "Data packs", { exact: true })).click();
  await expect(page.getByRole("heading", { level: 1, name: "Data packs" })).toBeVisible();
  const card = page.getByRole("article", { name: PACK });
  await expect(card.getByTestId("pack-price")).toHaveText(`${PRICE} credits`);
  // Its pre-pack is built by a job at the server's first start.
  await expect(async () => {
    await page.reload();
    await expect(card.getByText("Downloads at once")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  await card.getByRole("button", { name: "Take this pack" }).click();
  const dialog = page.getByRole("dialog", { name: "Take this pack?" });
  await expect(dialog.getByTestId("take-cost")).toHaveText(
    `Taking it spends ${PRICE} credits of your organisation's download credits.`,
  );
  await expect(dialog.getByTestId("take-balance")).toHaveText(
    `Balance: ${balance.toLocaleString("en-MY")} now, ${(balance - PRICE).toLocaleString("en-MY")} after.`,
  );
  await dialog.getByRole("button", { name: "Take this pack" }).click();

  await expect(page).toHaveURL(/\/downloads\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: PACK })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download ZIP" })).toBeVisible({ timeout: 30_000 });
  const after = (await (
    await page.request.get("/api/organizations/me/credits?page=1&pageSize=1")
  ).json()) as {
    balance: number;
  };
  expect(after.balance).toBe(balance - PRICE);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download ZIP" }).click(),
  ]);
  const dir = mkdtempSync(path.join(os.tmpdir(), "strata-e2e-pack-"));
  const zip = path.join(dir, "pack.zip");
  await download.saveAs(zip);
  expect(execFileSync("unzip", ["-t", zip]).toString()).toMatch(/No errors detected/);
  execFileSync("unzip", ["-q", zip, "-d", path.join(dir, "out")]);
  const checked = execFileSync("sha256sum", ["-c", "MANIFEST.sha256"], { cwd: path.join(dir, "out") })
    .toString()
    .trim()
    .split("\n");
  expect(checked).toHaveLength(3);
  for (const line of checked) expect(line).toMatch(/^Seismic 2D\/.+\.sgy: OK$/);
});

test("data staff delete a withdrawn or draft data pack after confirming; a published one offers no delete", async ({
  page,
}) => {
  await signIn(page, "data-admin");
  const name = `Pack to delete ${Date.now()}`;
  // A draft of its own (the demo's packs stay for the other journeys), over the demo pack's first record.
  const demo = (await (await page.request.get("/api/admin/data-packs?q=Deepwater")).json()) as {
    result: { id: string }[];
  };
  const detail = (await (await page.request.get(`/api/admin/data-packs/${demo.result[0].id}`)).json()) as {
    records: { type: string; id: string }[];
  };
  const created = await page.request.post("/api/admin/data-packs", {
    data: { name, description: "", credits: 1, records: detail.records.slice(0, 1) },
  });
  expect(created.status()).toBe(201);

  await page.goto("/admin/data-packs");
  const published = page.getByRole("row").filter({ hasText: PACK });
  await expect(published.getByRole("button", { name: "Withdraw" })).toBeVisible({ timeout: 30_000 });
  await expect(published.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);

  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Delete data pack" });
  await expect(confirm).toContainText("Packages customers already took from it stay");
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});
