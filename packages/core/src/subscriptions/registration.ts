import { z } from "zod";
import { priceBreakdownSchema } from "../billing/money.ts";
import { emailText, text } from "../text.ts";
import { planChoiceSchema } from "./plan-choice.ts";
import { type PLANS, priceOf } from "./plans.ts";
import {
  applicationSchema,
  applicationStatusSchema,
  moneySchema,
  organisationKindSchema,
} from "./schemas.ts";
import { uploadSchema } from "./uploads.ts";

/**
 * The public registration wizard's shapes (section 7 "Registration"): a server-side draft the
 * applicant fills step by step with a secret continuation token, then submits.
 */

/** The header that carries a draft's continuation token on every later step. */
export const REGISTRATION_TOKEN_HEADER = "x-registration-token";

/** The same rules as password reset and activation (apps/server modules/auth/constants.ts). */
export const PASSWORD_RULES = { min: 8, max: 128 } as const;

export const registrationPasswordSchema = text()
  .min(PASSWORD_RULES.min, `The password must have at least ${PASSWORD_RULES.min} characters`)
  .max(PASSWORD_RULES.max, `The password must have at most ${PASSWORD_RULES.max} characters`);

/** Step "user": who applies; they become the organisation's primary user. */
export const registrationUserSchema = z.object({
  name: text().trim().min(1, "Enter your name").max(200, "At most 200 characters"),
  email: emailText(),
  password: registrationPasswordSchema,
});
export type RegistrationUser = z.infer<typeof registrationUserSchema>;

/** The applicant form of the wizard: the step's body plus a confirmation that never leaves the page. */
export const registrationUserFormSchema = registrationUserSchema
  .extend({ confirmPassword: text().max(PASSWORD_RULES.max) })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });
export type RegistrationUserForm = z.infer<typeof registrationUserFormSchema>;

const organisationFields = {
  countryCode: text()
    .length(2, "Choose a country")
    .regex(/^[A-Z]{2}$/, "Choose a country"),
  address: text().trim().min(1, "Enter the address").max(1000, "At most 1,000 characters"),
};

/**
 * Step "organization": a company (a known company by id, or a new one by name) or an academic
 * institute (picked from the list), its country, registration number and address.
 */
export const registrationOrganisationSchema = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("company"),
      knownCompanyId: text().min(1).max(100).nullable().default(null),
      name: text().trim().max(200, "At most 200 characters").nullable().default(null),
      registrationNumber: text()
        .trim()
        .min(1, "Enter the company's registration number")
        .max(100, "At most 100 characters"),
      ...organisationFields,
    })
    .superRefine((org, ctx) => {
      if (!org.knownCompanyId && !org.name) {
        ctx.addIssue({ code: "custom", path: ["name"], message: "Pick a known company or name a new one" });
      }
    }),
  z.object({
    kind: z.literal("institute"),
    instituteId: text().min(1, "Choose an institute").max(100),
    registrationNumber: text().trim().max(100, "At most 100 characters").nullable().default(null),
    ...organisationFields,
  }),
]);
export type RegistrationOrganisationInput = z.input<typeof registrationOrganisationSchema>;
export type RegistrationOrganisation = z.infer<typeof registrationOrganisationSchema>;

/** Step "subscription": what the applicant chooses (the price is the server's answer). */
export const registrationSubscriptionSchema = planChoiceSchema;

/** The organisation as the draft holds it, with the names the review shows. */
export const registrationOrganisationViewSchema = z.object({
  kind: organisationKindSchema,
  name: z.string(),
  knownCompanyId: z.string().nullable(),
  instituteId: z.string().nullable(),
  countryCode: z.string(),
  registrationNumber: z.string().nullable(),
  address: z.string(),
});

/** A draft as every step answers it: what is filled in so far. */
export const registrationDraftSchema = z.object({
  id: z.string(),
  applicant: z.object({ name: z.string(), email: z.string() }).nullable(),
  emailVerified: z.boolean(),
  organisation: registrationOrganisationViewSchema.nullable(),
  plan: planChoiceSchema.nullable(),
  /** The chosen plan's price with SST broken out (null before a plan is chosen). */
  price: priceBreakdownSchema.nullable(),
  /** The SST rate in basis points, so the plan step shows the tax of a choice before saving it. */
  taxRateBp: z.number().int().min(0).max(10_000),
  documents: z.array(uploadSchema),
  /** Set once submitted: the application it became. */
  applicationId: z.string().nullable(),
  expiresAt: z.string(),
});
export type RegistrationDraft = z.infer<typeof registrationDraftSchema>;

export const registrationStartedSchema = z.object({
  id: z.string(),
  /** Shown once: send it back in the `x-registration-token` header on every later step. */
  token: z.string(),
  expiresAt: z.string(),
});
export type RegistrationStarted = z.infer<typeof registrationStartedSchema>;

export const registrationActivateSchema = z.object({
  token: text().min(1, "The token is required").max(512),
});
export const registrationActivatedSchema = z.object({
  email: z.string(),
  emailVerified: z.literal(true),
  /**
   * Continues the draft on the device that opened the link (send it in `x-registration-token`), good
   * until the draft expires; the tab that started the draft keeps its own token.
   */
  continuationToken: z.string(),
});
/** "Continue my registration" from the sign-in page: a link to the draft is e-mailed to its address. */
export const registrationResumeSchema = z.object({ email: emailText() });
export const registrationResumeSentSchema = z.object({ sent: z.literal(true) });
/** The e-mailed "continue" link's token, exchanged for a continuation token of the draft. */
export const registrationContinueSchema = registrationActivateSchema;
export type RegistrationActivated = z.infer<typeof registrationActivatedSchema>;

export const registrationSubmittedSchema = z.object({
  applicationId: z.string(),
  status: applicationStatusSchema,
  amount: moneySchema,
  price: priceBreakdownSchema,
});
export type RegistrationSubmitted = z.infer<typeof registrationSubmittedSchema>;

/** What billing will need to take a payment (the billing issue builds the payment itself). */
export const registrationPaymentSchema = z.object({
  applicationId: z.string(),
  status: applicationStatusSchema,
  /** The application's amount before tax (what LOA approved). */
  amount: moneySchema,
  email: z.string(),
  /** The invoice to pay (tax included) and the page that pays it, once signed in as the applicant. */
  invoice: z.object({ id: z.string(), number: z.string(), totalSen: z.number().int(), payPath: z.string() }),
});

export const bidRoundOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  opensOn: z.string(),
  closesOn: z.string(),
  description: z.string().nullable(),
});
export type BidRoundOption = z.infer<typeof bidRoundOptionSchema>;

/** A known company or institute the wizard offers. */
export const namedOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  countryCode: z.string().nullable(),
});
export type NamedOption = z.infer<typeof namedOptionSchema>;

export const registrationSearchQuerySchema = z.object({
  search: text().trim().max(100).optional(),
});

/**
 * Which organisations a plan is for (section 9 descriptions): academic, graduate and research plans
 * for a Malaysian institute, their international variants for an institute outside Malaysia; every
 * other plan for either kind. Null when it fits, else the reason.
 */
export function planMisfit(
  plan: (typeof PLANS)[keyof typeof PLANS],
  organisation: { kind: "company" | "institute"; countryCode: string },
): string | null {
  const local = ["academic", "graduate", "research"].includes(plan.type);
  const international = plan.type.startsWith("international-");
  if (!local && !international) return null;
  if (organisation.kind !== "institute") return `The ${plan.label} plan is for academic institutes`;
  if (local && organisation.countryCode !== "MY")
    return `The ${plan.label} plan is for institutes in Malaysia; choose its international variant`;
  if (international && organisation.countryCode === "MY")
    return `The ${plan.label} plan is for institutes outside Malaysia`;
  return null;
}

/** The total of a plan choice in sen (the same `priceOf` the server charges). */
export const registrationPriceOf = (choice: z.infer<typeof planChoiceSchema>) =>
  priceOf({ planType: choice.planType, duration: choice.duration, addOns: choice.addOnsType });

/** The signed-in applicant's view of their registration: the application and its documents. */
export const registrationStatusSchema = z.object({
  application: applicationSchema,
  documents: z.array(uploadSchema),
});
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;
