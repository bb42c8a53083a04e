import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { type AppDeps, buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type DatabaseHandle, openPglite, openPostgres } from "../db/client.ts";
import type { Mailer } from "../plugins/mail.ts";
import { templateDatabase, withDatabase } from "./global-setup.ts";

/** A fresh database for one test file, already migrated. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return cloneServerDatabase(serverUrl, templateDatabase(inject("testRunId")));
  return openPgliteDump(inject("pgliteTemplate"));
}

/** A template dump's bytes, read once per worker process (files of a worker open it again and again). */
const dumps = new Map<string, Promise<ArrayBuffer>>();

/**
 * A dump as PGlite's loader reads it: it asks the Blob for its `arrayBuffer()` (and its `type`, empty
 * here: not gzip) and nothing else, so the bytes already in memory are handed over as they are. A
 * real Blob of the ~47 MB dump cost ~1 s of every open on Node 20 (copied in, then read back in
 * chunks and joined): measured 1.6 → 0.65 s an open. The loader copies each file out of the bytes
 * into its own file system, so one buffer serves every open.
 */
class DumpBlob extends Blob {
  constructor(private readonly dump: ArrayBuffer) {
    super([]);
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.dump);
  }
}

/** A data-dir dump (a template of the run) to load an embedded database from. */
export async function dumpBlob(file: string): Promise<Blob> {
  let bytes = dumps.get(file);
  if (!bytes) {
    bytes = readFile(file).then((b) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
    dumps.set(file, bytes);
  }
  return new DumpBlob(await bytes);
}

/** An embedded database opened from a data-dir dump (a template of the run). */
export async function openPgliteDump(file: string): Promise<DatabaseHandle> {
  return openPglite(null, await dumpBlob(file));
}

/** A database of its own on the server, cloned from one of the run's templates; dropped on close. */
export async function cloneServerDatabase(serverUrl: string, template: string): Promise<DatabaseHandle> {
  const name = `strata_test_${inject("testRunId")}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const handle = await openPostgres(withDatabase(serverUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropWhenUnused(serverUrl, name);
    },
  };
}

/** The origin of a request made with app.inject (Host: localhost:80) when PUBLIC_URL is unset. */
export const INJECT_ORIGIN = "http://localhost";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database; mail is written to files under a temporary DATA_DIR. */
export async function buildTestApp(
  opts: { env?: Record<string, string>; mailer?: Mailer; logger?: AppDeps["logger"] } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-app-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...opts.env });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, mailer: opts.mailer, logger: opts.logger ?? false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Drops a test database once its connections are gone. Not WITH (FORCE): that kills connections
 * still closing, and they report it as uncaught errors.
 */
async function dropWhenUnused(serverUrl: string, name: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`drop database if exists ${name}`);
        return;
      } catch (err) {
        // 55006: object_in_use, the pool's last connections have not closed yet.
        if ((err as { code?: string }).code !== "55006" || attempt >= 50) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await c.end();
  }
}
