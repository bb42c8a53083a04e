import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import type { Owner } from "./owner.ts";
import { downloadPackage, markDelivered } from "./serve.ts";

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
  reply.code(file.status).headers(file.headers);
  if (file.status === 416) {
    return reply.send({
      error: {
        code: "RANGE_NOT_SATISFIABLE",
        message: `The package has ${file.headers["content-range"].split("/")[1]} bytes.`,
      },
    });
  }
  // The ZIP is written to the socket here, past Fastify's serialisers (the response schemas
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
    request.log.warn({ err }, "package download cut short");
    raw.destroy();
    return;
  }
  if (file.delivered) {
    await markDelivered(deps.db, packageId).catch((err) => request.log.warn({ err }, "delivery not marked"));
  }
}
