import { expect, test } from "@playwright/test";
import { renderedCount } from "./catalog-helpers.ts";
import { navigationLink, signIn } from "./helpers.ts";

/** The smallest file the server takes as a PDF (its type is checked on the bytes). */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

test("data staff open a study workspace, the MPM-study organisation submits its report, staff accept it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Penyu journey study ${Date.now()}`;
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  // Reach the MapLibre maps (exposeMapForTests) to see what the study map draws.
  await staff.addInitScript(() => {
    (window as { __STRATA_E2E__?: boolean }).__STRATA_E2E__ = true;
  });
  await signIn(staff, "data-admin");
  // The demo's workspace names the study blocks this one reuses.
  const demo = await staff.request.get("/api/technical-studies");
  const blocks = ((await demo.json()) as { result: { blocks: string[] }[] }).result[0].blocks;

  await staff.goto("/technical-studies");
  await staff.getByRole("button", { name: "New study" }).click();
  const form = staff.getByRole("dialog", { name: "New technical study" });
  await form.getByLabel("Organisation (MPM study)").fill("Penyu");
  await staff.getByRole("option", { name: "Penyu Basin Study Group" }).click();
  await form.getByLabel("Study name").fill(name);
  await form.getByLabel("Study area blocks").fill(blocks.slice(0, 2).join(", "));
  await form.getByRole("button", { name: "Create workspace" }).click();
  await expect(staff.getByRole("heading", { name })).toBeVisible();
  // The study blocks outlined on the viewer's map.
  await expect(staff.getByRole("region", { name: /^Map of the study area: blocks/ })).toBeVisible();
  await expect.poll(() => renderedCount(staff, ["highlight-line"]), { timeout: 20_000 }).toBeGreaterThan(0);

  // The organisation opens it from the navigation, uploads its report and submits it.
  const mpmContext = await browser.newContext();
  const mpm = await mpmContext.newPage();
  // A member of the MPM-study organisation (its primary user is kept for the EULA journey).
  await signIn(mpm, "mpm-study-member");
  await mpm.goto("/");
  await (await navigationLink(mpm, "Technical study")).click();
  await mpm.getByRole("link", { name }).click();
  await expect(mpm.getByRole("heading", { name })).toBeVisible();
  // The study data: the MPM study tier has no download manager, so the package shows why it cannot be taken.
  const studyData = mpm.getByRole("region", { name: "Study data package" });
  await expect(
    studyData.getByRole("button", { name: /^Add the .*listed records? to my download package$/ }),
  ).toBeDisabled();
  await expect(studyData.getByTestId("download-refusal")).toContainText(
    "Downloading needs the download manager",
  );
  await expect(staff.getByRole("button", { name: /to my download package$/ })).toHaveCount(0);
  // A document the member added by mistake: deleted after confirming.
  await mpm
    .locator('input[type="file"][aria-label="Add document"]')
    .setInputFiles({ name: "wrong-file.pdf", mimeType: "application/pdf", buffer: PDF });
  const documents = mpm.getByRole("table", { name: "Study documents" });
  await expect(documents.getByRole("link", { name: "wrong-file.pdf" })).toBeVisible();
  await documents.getByRole("button", { name: "Delete wrong-file.pdf" }).click();
  const confirm = mpm.getByRole("dialog", { name: "Delete this document?" });
  await expect(confirm).toContainText("wrong-file.pdf");
  await confirm.getByRole("button", { name: "Delete document" }).click();
  await expect(confirm).toBeHidden();
  await expect(mpm.getByRole("link", { name: "wrong-file.pdf" })).toHaveCount(0);
  await mpm
    .locator('input[type="file"][aria-label="Upload new version (PDF)"]')
    .setInputFiles({ name: "study-report.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(mpm.getByRole("link", { name: "study-report.pdf" })).toBeVisible();
  await mpm.getByRole("button", { name: "Submit report" }).click();
  await mpm.getByRole("dialog").getByRole("button", { name: "Submit report" }).click();
  await expect(mpm.locator('[data-status="submitted"]').first()).toBeVisible();
  await expect(mpm.getByRole("button", { name: "Submit report" })).toHaveCount(0);

  // Staff review it and accept it.
  await staff.reload();
  await staff.getByRole("button", { name: "Start review" }).click();
  await staff.getByRole("dialog").getByRole("button", { name: "Start review" }).click();
  await staff.getByRole("button", { name: "Accept report" }).click();
  await staff.getByRole("dialog").getByRole("button", { name: "Accept report" }).click();
  await expect(staff.locator('[data-status="accepted"]').first()).toBeVisible();

  await mpm.reload();
  await expect(mpm.locator('[data-status="accepted"]').first()).toBeVisible();
  await staffContext.close();
  await mpmContext.close();
});
