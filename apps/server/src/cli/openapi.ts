/**
 * Writes the API document without listening: `tsx src/cli/openapi.ts <file>` (stdout without a
 * file). The app is built on an empty in-memory database: documenting routes reads no data.
 */
import { writeFile } from "node:fs/promises";
import { buildDocumentApp } from "../lib/openapi-document.ts";

const out = process.argv[2];
const { document, close } = await buildDocumentApp();
try {
  const text = `${JSON.stringify(document, null, 2)}\n`;
  if (out) await writeFile(out, text);
  else process.stdout.write(text);
} finally {
  await close();
}
