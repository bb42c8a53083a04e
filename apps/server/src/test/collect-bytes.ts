import type { ByteSink } from "../modules/downloads/index.ts";

/** Everything a download sends, copied as it comes (its read buffers are written again after each chunk). */
export async function collectBytes(send: ((sink: ByteSink) => Promise<void>) | null): Promise<Buffer> {
  if (!send) throw new Error("nothing to send");
  const chunks: Buffer[] = [];
  await send(async (chunk) => {
    chunks.push(Buffer.from(chunk));
  });
  return Buffer.concat(chunks);
}
