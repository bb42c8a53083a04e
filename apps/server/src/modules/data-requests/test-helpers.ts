import { randomBytes } from "node:crypto";
import { getCsrf } from "../../test/factories.ts";
import type { TestApp } from "../../test/harness.ts";

/** A multipart body of files, each a part named `file` (or `field`). */
export function filesBody(files: { name: string; data: Buffer; field?: string }[]) {
  const boundary = `----strata${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads files to deliver a request, as the staff screen does (session cookie and CSRF header). */
export async function uploadFiles(
  t: TestApp,
  cookie: string,
  requestId: string,
  files: { name: string; data: Buffer; field?: string }[],
) {
  const csrf = await getCsrf(t.app, cookie);
  const body = filesBody(files);
  return t.app.inject({
    method: "POST",
    url: `/api/data-delivery/${requestId}/files`,
    payload: body.payload,
    headers: { cookie: csrf.cookie, "content-type": body.contentType, "x-csrf-token": csrf.csrfToken },
  });
}
