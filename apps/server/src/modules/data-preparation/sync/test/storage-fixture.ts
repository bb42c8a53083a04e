import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  CATALOG_REGISTRY,
  CATALOG_TYPES,
  type CatalogType,
  DATA_ROOT_FOLDERS,
  type StorageObjectStatus,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import { io, type Socket } from "socket.io-client";
import { sampleFilesOf } from "../../../../lib/demo-catalog/files.ts";
import type { GeneratedRecord } from "../../../../lib/demo-catalog/generate.ts";
import type { ObjectStorage } from "../../../../plugins/storage.ts";
import { extraStorageFiles } from "../../files/demo.ts";

export interface ExpectedFile {
  type: CatalogType;
  path: string;
  expect: StorageObjectStatus;
  recordId?: string;
}

/** The records' sample files this many records of each category get. */
export const SAMPLE_RECORDS = 6;

/** What identifies a record to the sync; a file whose key two records share cannot be matched. */
function matchKey(type: CatalogType, r: GeneratedRecord): string {
  const v = (k: string) => String(r[k] ?? "").toLowerCase();
  switch (type) {
    case "Seismic_2D":
      return `${v("usi")}|${v("lineName")}`;
    case "Seismic_3D":
      return `${v("usi")}|${v("processingStage")}`;
    case "Well_Log":
      return `${v("wellboreName")}|${v("fileName")}`;
    case "Technical_Report":
      return v("barcodeNumber");
    case "Non_Seismic":
      return v("uNSI");
  }
}

/**
 * Real files in a storage folder (`storageDir`, written as another tool would) or through an
 * object storage (an S3 bucket): the sample files of the first records of each category (linked by
 * the sync when their key is unique), the demo's unlinked and invalid files, and a metadata sheet
 * with a valid header. Answers what the sync should find.
 */
export async function writeStorageFixture(
  storage: string | ObjectStorage,
  records: Record<CatalogType, GeneratedRecord[]>,
): Promise<ExpectedFile[]> {
  const expected: ExpectedFile[] = [];
  const write = async (key: string, bytes: Buffer) => {
    if (typeof storage !== "string") return storage.write(key, bytes);
    const target = path.join(storage, ...key.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
  };
  for (const type of CATALOG_TYPES) {
    const keys = records[type].map((r) => matchKey(type, r));
    for (const record of records[type].slice(0, SAMPLE_RECORDS)) {
      for (const file of sampleFilesOf(type, record)) {
        await write(file.path, file.bytes);
        const unique = keys.filter((k) => k === matchKey(type, record)).length === 1;
        expected.push(
          unique
            ? { type, path: file.path, expect: "linked", recordId: file.recordId }
            : { type, path: file.path, expect: "unlinked" },
        );
      }
    }
  }
  const typeOf = (key: string) => CATALOG_TYPES.find((t) => key.startsWith(`${DATA_ROOT_FOLDERS[t]}/`))!;
  for (const file of extraStorageFiles((type, i) => records[type][i])) {
    await write(file.path, file.bytes);
    expected.push({ type: typeOf(file.path), path: file.path, expect: file.expect });
  }
  const sheet = "Seismic 2D/seismic_2d_metadata.csv";
  const labels = CATALOG_REGISTRY.Seismic_2D.columns.slice(0, 3).map((c) => c.label);
  await write(sheet, Buffer.from(`${labels.join(",")}\nS2D-X,LINE-X,USI-X\n`));
  expected.push({ type: "Seismic_2D", path: sheet, expect: "table" });
  return expected;
}

export const countOf = (files: ExpectedFile[], type: CatalogType, status: StorageObjectStatus) =>
  files.filter((f) => f.type === type && f.expect === status).length;

/** A socket.io client of the listening app, signed in by the session cookie of its handshake. */
export async function connectSocket(app: FastifyInstance, cookie?: string): Promise<Socket> {
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("the app is not listening");
  const socket = io(`http://127.0.0.1:${address.port}`, {
    path: "/socket.io",
    transports: ["websocket"],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", (err) => {
      socket.close();
      reject(err);
    });
  });
  return socket;
}

/** Every event a socket receives, in order, with its name. */
export function recordEvents(socket: Socket): { event: string; data: Record<string, unknown> }[] {
  const events: { event: string; data: Record<string, unknown> }[] = [];
  socket.onAny((event, data) => events.push({ event, data }));
  return events;
}

export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}
