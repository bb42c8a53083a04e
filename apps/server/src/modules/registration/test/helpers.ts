import { randomUUID } from "node:crypto";
import { REGISTRATION_TOKEN_HEADER } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../../db/client.ts";
import { bidRounds, countries, institutes, knownCompanies } from "../../../db/schema/index.ts";
import { findLink, mailsTo } from "../../../test/mailbox.ts";
import { VERIFY_PAGE } from "../mail.ts";

/** The bytes of a tiny valid-looking PDF (the server checks the signature). */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

let address = 0;
/** Each draft from its own client address, so the per-address limit is not what a test meets. */
export const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

export async function insertReferenceData(db: Database) {
  await db.insert(countries).values([
    { code: "MY", name: "Malaysia" },
    { code: "GB", name: "United Kingdom" },
  ]);
  const today = new Date();
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const ids = {
    company: randomUUID(),
    institute: randomUUID(),
    openRound: randomUUID(),
    closedRound: randomUUID(),
  };
  await db.insert(knownCompanies).values({ id: ids.company, name: "Petro Known Sdn Bhd", countryCode: "MY" });
  await db.insert(knownCompanies).values({ id: randomUUID(), name: "Retired Oil Bhd", active: false });
  await db
    .insert(institutes)
    .values({ id: ids.institute, name: "Universiti Teknologi Test", countryCode: "MY" });
  await db.insert(bidRounds).values([
    { id: ids.openRound, name: "Bid Round Open", opensOn: day(-1), closesOn: day(10) },
    { id: ids.closedRound, name: "Bid Round Closed", opensOn: day(-30), closesOn: day(-2) },
  ]);
  return ids;
}

export function multipartBody(
  parts: { name: string; value?: string; file?: { name: string; type: string; data: Buffer } }[],
) {
  const boundary = `----strata${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.file) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}\r\n\r\n`,
        ),
      );
      chunks.push(part.file.data, Buffer.from("\r\n"));
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A client of the wizard's API holding one draft's continuation token. */
export function wizard(app: FastifyInstance, dataDir: string) {
  let token = "";
  let id = "";
  const headers = () => ({ [REGISTRATION_TOKEN_HEADER]: token });
  const client = {
    get id() {
      return id;
    },
    get token() {
      return token;
    },
    async start() {
      const res = await app.inject({
        method: "POST",
        url: "/api/registration/new",
        remoteAddress: nextAddress(),
      });
      ({ token, id } = res.json());
      return res;
    },
    post: (step: string, payload?: object) =>
      app.inject({ method: "POST", url: `/api/registration/${step}`, headers: headers(), payload }),
    current: () => app.inject({ url: "/api/registration/current", headers: headers() }),
    upload(data = PDF, name = "certificate.pdf", type = "application/pdf") {
      const body = multipartBody([
        { name: "attachableType", value: "registration" },
        { name: "attachableId", value: id },
        { name: "file", file: { name, type, data } },
      ]);
      return app.inject({
        method: "POST",
        url: "/api/uploads",
        payload: body.payload,
        headers: { ...body.headers, ...headers() },
      });
    },
    deleteUpload: (uploadId: string) =>
      app.inject({ method: "DELETE", url: `/api/uploads/${uploadId}`, headers: headers() }),
    /** Follows the verification link of the newest e-mail to `email`. */
    async verify(email: string) {
      const mails = await waitForMails(dataDir, email, 1);
      const link = findLink(mails.at(-1)!, `http://localhost${VERIFY_PAGE}`);
      const verifyToken = new URL(link).searchParams.get("token") ?? "";
      return app.inject({
        method: "POST",
        url: "/api/registration/activate",
        payload: { token: verifyToken },
      });
    },
  };
  return client;
}

export const applicant = (email: string) => ({ name: "Aisyah Rahman", email, password: "a good password" });
export const company = (extra: object = {}) => ({
  kind: "company",
  name: "New Exploration Sdn Bhd",
  countryCode: "MY",
  registrationNumber: "201901000123",
  address: "Level 5, Menara Test, Kuala Lumpur",
  ...extra,
});
export const standardPlan = { planType: "standard", duration: { value: 1, unit: "years" }, addOnsType: [] };

/**
 * The mails to `email` once there are at least `count`: the outbox sends them from the job runner
 * in the background, after the request that queued them has answered.
 */
export async function waitForMails(dataDir: string, email: string, count: number): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const mails = await mailsTo(dataDir, email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} mails to ${email}`);
}
