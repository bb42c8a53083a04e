import {
  apiErrorSchema,
  registrationActivatedSchema,
  registrationActivateSchema,
  registrationContinueSchema,
  registrationDraftSchema,
  registrationOrganisationSchema,
  registrationPaymentSchema,
  registrationResumeSchema,
  registrationResumeSentSchema,
  registrationStartedSchema,
  registrationSubmittedSchema,
  registrationSubscriptionSchema,
  registrationUserSchema,
} from "@strata/core";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { applications, invoices } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { createPortalOrigin } from "../../lib/origin.ts";
import { isPublic } from "../../plugins/access.ts";
import { draftOfRequest, presentDraft, stepMissing } from "./draft.ts";
import { limit } from "./limits.ts";
import { purgeExpiredDrafts, shouldPurge } from "./purge.ts";
import {
  continueFromLink,
  resendVerification,
  sendContinueLink,
  setApplicant,
  setOrganisation,
  setPlan,
  startRegistration,
  verifyEmail,
} from "./service.ts";
import { submitRegistration } from "./submit.ts";

const tags = ["Registration"];
const tokenHeader =
  "Send the continuation token of POST /api/registration/new in the x-registration-token header.";
const stepErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/** The wizard's steps (section 7 "Registration"), public: a draft's continuation token stands for a session. */
export function registerStepRoutes(api: FastifyInstance, deps: ModuleDeps) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const { sstRateBp } = deps.config.billing;
  const origin = createPortalOrigin(deps.config);
  const draftOf = (request: FastifyRequest) => draftOfRequest(db, request, deps.config.authSecret);
  const hashPassword = async (password: string) =>
    (await deps.auth.betterAuth.$context).password.hash(password);

  app.post(
    "/registration/new",
    {
      config: { access: isPublic },
      schema: {
        operationId: "startRegistration",
        tags,
        summary: "Start a registration draft; answers its id and its secret continuation token (shown once)",
        response: { 200: registrationStartedSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await limit(db, reply, request.ip, "draftsPerAddress");
      if (shouldPurge()) await purgeExpiredDrafts(db, deps.storage);
      return startRegistration(db);
    },
  );

  app.get(
    "/registration/current",
    {
      config: { access: isPublic },
      schema: {
        operationId: "getRegistrationDraft",
        tags,
        summary: "What the draft holds so far (the wizard resumes from it after a reload)",
        description: tokenHeader,
        response: { 200: registrationDraftSchema, 404: apiErrorSchema },
      },
    },
    async (request) => presentDraft(db, await draftOf(request), sstRateBp),
  );

  app.post(
    "/registration/user",
    {
      config: { access: isPublic },
      schema: {
        operationId: "setRegistrationUser",
        tags,
        summary: "Set the applicant (name, e-mail, password) and e-mail a verification link",
        description: `${tokenHeader} The answer is the same whether or not the address already has an account.`,
        body: registrationUserSchema,
        response: { 200: registrationDraftSchema, ...stepErrors },
      },
    },
    async (request, reply) => {
      const row = await draftOf(request);
      await limit(db, reply, request.body.email.toLowerCase(), "mailsPerEmail");
      await limit(db, reply, row.id, "mailsPerDraft");
      const passwordHash = await hashPassword(request.body.password);
      await setApplicant(db, deps, row, {
        ...request.body,
        passwordHash,
        linkOrigin: origin.forLinks(request),
      });
      return presentDraft(db, await draftOf(request), sstRateBp);
    },
  );

  app.post(
    "/registration/verification-email",
    {
      config: { access: isPublic },
      schema: {
        operationId: "resendRegistrationVerification",
        tags,
        summary: "Send the verification e-mail again (a new link; the previous one stops working)",
        description: tokenHeader,
        response: { 200: registrationDraftSchema, ...stepErrors },
      },
    },
    async (request, reply) => {
      const row = await draftOf(request);
      if (row.email) await limit(db, reply, row.email, "mailsPerEmail");
      await limit(db, reply, row.id, "mailsPerDraft");
      await resendVerification(db, deps, row, origin.forLinks(request));
      return presentDraft(db, row, sstRateBp);
    },
  );

  app.post(
    "/registration/activate",
    {
      config: { access: isPublic },
      schema: {
        operationId: "verifyRegistrationEmail",
        tags,
        summary: "Consume the e-mail link's token: the draft's e-mail address is verified",
        body: registrationActivateSchema,
        response: { 200: registrationActivatedSchema, 400: apiErrorSchema },
      },
    },
    (request) => verifyEmail(db, deps.config.authSecret, request.body.token),
  );

  app.post(
    "/registration/resume",
    {
      config: { access: isPublic },
      schema: {
        operationId: "resumeRegistration",
        tags,
        summary: "E-mail a link that continues the address's registration in progress on any device",
        description:
          "The answer is the same whether or not the address has a registration in progress; limited per address and per client.",
        body: registrationResumeSchema,
        response: { 200: registrationResumeSentSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await limit(db, reply, request.body.email.toLowerCase(), "mailsPerEmail");
      await limit(db, reply, request.ip, "resumesPerAddress");
      return sendContinueLink(db, deps, {
        email: request.body.email,
        secret: deps.config.authSecret,
        linkOrigin: origin.forLinks(request),
      });
    },
  );

  app.post(
    "/registration/continue",
    {
      config: { access: isPublic },
      schema: {
        operationId: "continueRegistration",
        tags,
        summary: "Exchange an e-mailed continue link's token for the draft's continuation on this device",
        body: registrationContinueSchema,
        response: { 200: registrationActivatedSchema, 400: apiErrorSchema },
      },
    },
    (request) => continueFromLink(db, deps.config.authSecret, request.body.token),
  );

  app.post(
    "/registration/organization",
    {
      config: { access: isPublic },
      schema: {
        operationId: "setRegistrationOrganization",
        tags,
        summary:
          "Set the organisation: a known or new company, or an institute; country, registration number, address",
        description: tokenHeader,
        body: registrationOrganisationSchema,
        response: { 200: registrationDraftSchema, ...stepErrors },
      },
    },
    async (request) =>
      presentDraft(db, await setOrganisation(db, await draftOf(request), request.body), sstRateBp),
  );

  app.post(
    "/registration/subscription",
    {
      config: { access: isPublic },
      schema: {
        operationId: "setRegistrationSubscription",
        tags,
        summary: "Choose the plan, duration, add-ons and bid round; the answer carries the price in sen",
        description: tokenHeader,
        body: registrationSubscriptionSchema,
        response: { 200: registrationDraftSchema, ...stepErrors },
      },
    },
    async (request) => presentDraft(db, await setPlan(db, await draftOf(request), request.body), sstRateBp),
  );

  app.post(
    "/registration/submit",
    {
      config: { access: isPublic },
      schema: {
        operationId: "submitRegistration",
        tags,
        summary:
          "Submit a complete draft with a verified e-mail: creates the organisation, its user and the application",
        description: `${tokenHeader} 409 names the missing step.`,
        response: { 200: registrationSubmittedSchema, ...stepErrors },
      },
    },
    async (request) =>
      submitRegistration(db, deps, await draftOf(request), {
        linkOrigin: origin.forLinks(request),
        requestId: request.id,
      }),
  );

  app.post(
    "/registration/payment",
    {
      config: { access: isPublic },
      schema: {
        operationId: "startRegistrationPayment",
        tags,
        summary: "Hand a submitted registration over to billing: what paying its invoice needs",
        description: `${tokenHeader} 409 until the application's invoice is issued (or its payment failed); answers the invoice and its pay page.`,
        response: { 200: registrationPaymentSchema, ...stepErrors },
      },
    },
    async (request) => {
      const row = await draftOf(request);
      if (!row.applicationId) throw stepMissing("Submit the registration first.", "submit");
      const [application] = await db
        .select()
        .from(applications)
        .where(eq(applications.id, row.applicationId));
      if (!application) throw stepMissing("Submit the registration first.", "submit");
      if (application.status !== "invoice_issued" && application.status !== "failed_payment") {
        throw conflict("Payment opens once the invoice is issued.", {
          status: application.status,
        });
      }
      const [invoice] = await db
        .select({ id: invoices.id, number: invoices.number, totalSen: invoices.totalSen })
        .from(invoices)
        .where(and(eq(invoices.applicationId, application.id), eq(invoices.status, "issued")))
        .orderBy(desc(invoices.issuedAt))
        .limit(1);
      if (!invoice) {
        throw conflict("Payment opens once the invoice is issued.", {
          status: application.status,
        });
      }
      return {
        applicationId: application.id,
        status: application.status as "invoice_issued" | "failed_payment",
        amount: { currency: "MYR" as const, amountSen: application.amountSen },
        email: row.email ?? "",
        invoice: { ...invoice, payPath: `/invoices/${invoice.id}/pay` },
      };
    },
  );
}
