import { randomBytes } from "node:crypto";
import type { DataRequestDetail } from "@strata/core";
import { getCsrf } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";
import { request, settled } from "../../downloads/test/helpers.ts";

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

/**
 * A data request of the customer (`customerCookie`) filed, assigned to and delivered by a data staff
 * member through the API, its package prepared: a download package with one item of type `delivery`.
 */
export async function deliveredDataRequest(
  t: TestApp,
  customerCookie: string,
  dataStaff: { id: string; cookie: string },
  files: { name: string; data: Buffer }[] = [
    { name: "gravity.csv", data: Buffer.from("line,mgal\n1,9.81\n") },
  ],
): Promise<{ requestId: string; packageId: string }> {
  const call = request(t);
  const filed = await call("POST", "/api/data-requests", customerCookie, {
    title: "Sabah deepwater gravity data",
    purpose: "Regional study for the 2027 bid round",
  });
  if (filed.statusCode !== 201) throw new Error(`filing a data request: ${filed.statusCode} ${filed.body}`);
  const requestId = (filed.json() as DataRequestDetail).id;
  const steps = [
    () =>
      call("POST", `/api/admin/data-requests/${requestId}/assign`, dataStaff.cookie, {
        assigneeId: dataStaff.id,
      }),
    () => uploadFiles(t, dataStaff.cookie, requestId, files),
    () => call("POST", `/api/data-delivery/${requestId}/deliver`, dataStaff.cookie, {}),
  ];
  let last: Awaited<ReturnType<(typeof steps)[number]>> | undefined;
  for (const step of steps) {
    last = await step();
    if (last.statusCode >= 300) throw new Error(`delivering a data request: ${last.statusCode} ${last.body}`);
  }
  const packageId = (last!.json() as DataRequestDetail).packageId!;
  await settled(t, packageId);
  return { requestId, packageId };
}
