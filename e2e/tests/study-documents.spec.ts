import { expect, test } from "@playwright/test";
import { navigationLink, signIn } from "./helpers.ts";

/** A one-page PDF 1.4, as the demo seeds them (a few hundred bytes). */
function tinyPdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

test("a graduate uploads a thesis, opens it in the browser's PDF viewer, and a member comments on it", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `Penyu Basin turbidites ${Date.now()}`;

  await signIn(page, "graduate");
  await page.goto("/");
  await (await navigationLink(page, "Study documents")).click();
  await expect(page.getByRole("heading", { name: "Study documents", level: 1 })).toBeVisible();
  // The demo's documents are listed.
  await expect(page.getByRole("link", { name: /Turbidite reservoir architecture/ })).toBeVisible();

  await page.getByRole("button", { name: "Upload document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload a study document" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Abstract").fill("Sequence stratigraphy of the Penyu Basin's Oligocene fill.");
  // A file over the upload limit is refused as soon as it is chosen, with its size and the limit.
  await dialog.getByLabel("PDF file").setInputFiles({
    name: "huge-thesis.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([tinyPdf("huge"), Buffer.alloc(11 * 1024 * 1024)]),
  });
  await expect(dialog).toContainText(/“huge-thesis\.pdf” is 11 MB, larger than the upload limit of 10 MB/);
  await dialog.getByLabel("PDF file").setInputFiles({
    name: "penyu-thesis.pdf",
    mimeType: "application/pdf",
    buffer: tinyPdf("Penyu Basin thesis"),
  });
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();

  // The document's page: the PDF inline in the browser's viewer, and an empty thread.
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const frame = page.getByTestId("study-document-pdf");
  const fileUrl = await frame.getAttribute("src");
  expect(fileUrl).toMatch(/^\/api\/study-documents\/[^/]+\/file$/);
  const file = await page.request.get(fileUrl!);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toMatch(/^inline/);
  await expect(page.getByTestId("comments-empty")).toBeVisible();
  const documentUrl = page.url();

  // A member of the organisation finds it by searching and comments on it.
  const member = await (await browser.newContext()).newPage();
  await signIn(member, "graduate-member");
  await member.goto("/study-documents");
  await member.getByLabel("Search title, abstract or author").fill("Penyu Basin turbidites");
  // Clicked at once, within the search's pause in typing: the search landing late must not take the
  // member back to the list (it did, while the document's page was still loading).
  await member.getByRole("link", { name: title }).click();
  await member.waitForURL(documentUrl);
  await member.getByLabel("Add a comment").fill("Chapter 2 needs the well names on the correlation panel.");
  await member.getByRole("button", { name: "Post comment" }).click();
  await expect(member.getByTestId("study-document-comment")).toContainText("Chapter 2 needs the well names");
  await member.close();

  // The graduate reads it.
  await page.goto(documentUrl);
  await expect(page.getByTestId("study-document-comment")).toContainText("Nurul Izzah", { timeout: 30_000 });
});
