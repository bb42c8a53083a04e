import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openPglite } from "../db/client.ts";

/** The server's address in documents written to files (the served document names the real one). */
export const DOCUMENT_SERVER_URL = "http://127.0.0.1:3000";

/** The API document exactly as served at /api/docs/json. */
export async function readDocument(app: FastifyInstance): Promise<Record<string, unknown>> {
  const res = await app.inject({ method: "GET", url: "/api/docs/json" });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/**
 * The app as production builds it, on an empty in-memory database and a throwaway DATA_DIR, for
 * tools that need only its API document (lint, client generation). Nothing listens, no job runs.
 */
export async function buildDocumentApp() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-openapi-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    JOB_CONCURRENCY: "0",
    PUBLIC_URL: DOCUMENT_SERVER_URL,
  });
  const database = await openPglite(null);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const document = await readDocument(app);
  return {
    document,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The generated types of the typed client (packages/api-client), kept in step with the document by a test. */
export const API_CLIENT_SCHEMA_FILE = new URL(
  "../../../../packages/api-client/src/schema.ts",
  import.meta.url,
).pathname;
