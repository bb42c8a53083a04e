import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import type { Owner } from "./owner.ts";
import { downloadPackage, markDelivered, type PackageDownload } from "./serve.ts";

/**
 * A ready package's ZIP (or the range asked) for its owner, however they proved who they are: the
 * packagers' routes, the signed link and the MBR area's taken packages all answer through this.
 */
export async function sendPackageZip(
  deps: { db: Database; storage: ObjectStorage },
  request: FastifyRequest<{ Headers: { range?: string; "if-range"?: string } }>,
  reply: FastifyReply,
  who: Owner,
  packageId: string,
) {
  const file = await downloadPackage(deps, who, packageId, {
    range: request.headers.range,
    ifRange: request.headers["if-range"],
  });
  await sendRanged(request, reply, file, "The package", async () => {
    await markDelivered(deps.db, packageId);
  });
}

/**
 * Sends a ranged download (rangedDownload's answer): a 416 as the API's error, else the bytes written
 * to the socket past Fastify's serialisers. `onDelivered` runs once the last byte has left.
 */
export async function sendRanged(
  request: FastifyRequest,
  reply: FastifyReply,
  file: PackageDownload,
  what: string,
  onDelivered?: () => Promise<void>,
) {
  reply.code(file.status).headers(file.headers);
  if (file.status === 416) {
    return reply.send({
      error: {
        code: "RANGE_NOT_SATISFIABLE",
        message: `${what} has ${file.headers["content-range"].split("/")[1]} bytes.`,
      },
    });
  }
  // The bytes are written to the socket here, past Fastify's serialisers (the response schemas
  // describe the errors): sendZipRange reuses its read buffers once each write has left.
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(file.status, reply.getHeaders() as Record<string, string>);
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) => raw.write(chunk, (err) => (err ? reject(err) : resolve())));
  try {
    await file.send?.(write);
    raw.end();
  } catch (err) {
    // The client went away, or a file broke mid-way: the length promised cannot be kept.
    request.log.warn({ err }, "download cut short");
    raw.destroy();
    return;
  }
  if (file.delivered && onDelivered) {
    await onDelivered().catch((err) => request.log.warn({ err }, "delivery not marked"));
  }
}
