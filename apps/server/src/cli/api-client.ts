/** Regenerates packages/api-client/src/schema.ts from the server's API document (`npm run generate:api-client`). */
import { writeFile } from "node:fs/promises";
import { renderSchemaTypes } from "@strata/api-client/generate";
import { API_CLIENT_SCHEMA_FILE, buildDocumentApp } from "../lib/openapi-document.ts";

const { document, close } = await buildDocumentApp();
try {
  await writeFile(API_CLIENT_SCHEMA_FILE, await renderSchemaTypes(document));
  console.log(`Wrote ${API_CLIENT_SCHEMA_FILE}`);
} finally {
  await close();
}
