import { z } from "zod";
import { pageQuerySchema } from "../catalog/schemas.ts";
import { emailText, int4, text } from "../text.ts";

/**
 * Reference data staff keep (section 7 "Known companies, institutes, configurations, bid rounds,
 * countries"): request and response shapes shared by the server and the admin screens.
 */

/** ISO 3166-1 alpha-2, upper case ("MY"). */
export const countryCodeSchema = text()
  .max(10)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "Use the two-letter ISO country code");

export const countrySchema = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** A page of a reference list, searched by name (`q`). */
export const referenceListQuerySchema = pageQuerySchema.extend({
  q: text().trim().max(200).optional(),
});
export type ReferenceListQuery = z.infer<typeof referenceListQuerySchema>;

export const referenceIdParamsSchema = z.object({ id: text().min(1).max(100) });

const nameSchema = text().trim().min(1, "Enter a name").max(200, "Keep the name under 200 characters");
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const knownCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  registrationNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  /** An inactive company is kept for the organisations linked to it, but no longer offered. */
  active: z.boolean(),
  /** How many organisations are linked to it (deleting is refused while any are). */
  organisationCount: z.number().int(),
  createdAt: z.string(),
});
export type KnownCompany = z.infer<typeof knownCompanySchema>;

export const knownCompanyInputSchema = z.object({
  name: nameSchema,
  registrationNumber: optionalText(100),
  countryCode: countryCodeSchema.nullish().transform((v) => v ?? null),
  active: z.boolean().default(true),
});
export type KnownCompanyInput = z.input<typeof knownCompanyInputSchema>;
export const knownCompanyPatchSchema = knownCompanyInputSchema.partial();

export const instituteSchema = z.object({
  id: z.string(),
  name: z.string(),
  countryCode: z.string().nullable(),
  active: z.boolean(),
  organisationCount: z.number().int(),
  createdAt: z.string(),
});
export type Institute = z.infer<typeof instituteSchema>;

export const instituteInputSchema = z.object({
  name: nameSchema,
  countryCode: countryCodeSchema.nullish().transform((v) => v ?? null),
  active: z.boolean().default(true),
});
export type InstituteInput = z.input<typeof instituteInputSchema>;
export const institutePatchSchema = instituteInputSchema.partial();

/** A calendar date (`2026-11-24`), as bid rounds open and close. */
export const isoDateSchema = text()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the form YYYY-MM-DD")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(v).toISOString().startsWith(v), {
    message: "Not a calendar date",
  });

export const BID_ROUND_PHASES = ["upcoming", "open", "closed"] as const;
export type BidRoundPhase = (typeof BID_ROUND_PHASES)[number];

/** Where a round stands on a day (both ends inclusive): applications name only an open one. */
export function bidRoundPhase(round: { opensOn: string; closesOn: string }, today: string): BidRoundPhase {
  if (today < round.opensOn) return "upcoming";
  return today > round.closesOn ? "closed" : "open";
}

export const bidRoundSchema = z.object({
  id: z.string(),
  name: z.string(),
  opensOn: z.string(),
  closesOn: z.string(),
  description: z.string().nullable(),
  phase: z.enum(BID_ROUND_PHASES),
  /** How many applications name it (deleting is refused while any do). */
  applicationCount: z.number().int(),
  createdAt: z.string(),
});
export type BidRound = z.infer<typeof bidRoundSchema>;

const CLOSES_BEFORE_OPENS = "The round must close on or after the day it opens";

const bidRoundFields = z.object({
  name: nameSchema,
  opensOn: isoDateSchema,
  closesOn: isoDateSchema,
  description: optionalText(2000),
});

export const bidRoundInputSchema = bidRoundFields.refine((r) => r.opensOn <= r.closesOn, {
  path: ["closesOn"],
  message: CLOSES_BEFORE_OPENS,
});
export type BidRoundInput = z.input<typeof bidRoundInputSchema>;
/** A patch is checked against the stored dates on the server (the same message). */
export const bidRoundPatchSchema = bidRoundFields
  .partial()
  .refine((r) => !r.opensOn || !r.closesOn || r.opensOn <= r.closesOn, {
    path: ["closesOn"],
    message: CLOSES_BEFORE_OPENS,
  });
export { CLOSES_BEFORE_OPENS };

export const bidRoundListQuerySchema = referenceListQuerySchema.extend({
  phase: z.enum(BID_ROUND_PHASES).optional(),
});

/**
 * The known configuration keys, each with its type and default. A key not listed here is refused
 * (400), so a typo never becomes a setting nobody reads.
 */
export const configurationValuesSchema = z.object({
  "vdr.accessDays": int4({ min: 1, max: 3650 }),
  "vdr.contactEmail": emailText().nullable(),
});
export type ConfigurationValues = z.infer<typeof configurationValuesSchema>;
export type ConfigurationKey = keyof ConfigurationValues;
export const CONFIGURATION_KEYS = Object.keys(configurationValuesSchema.shape) as ConfigurationKey[];

export const CONFIGURATION_DEFAULTS: ConfigurationValues = {
  "vdr.accessDays": 30,
  "vdr.contactEmail": null,
};

/** What each key means, shown beside its field. */
export const CONFIGURATION_LABELS: Record<ConfigurationKey, { label: string; help: string }> = {
  "vdr.accessDays": {
    label: "VDR access days",
    help: "Continuous days a virtual data room subscription gives access.",
  },
  "vdr.contactEmail": {
    label: "VDR contact e-mail",
    help: "The address VDR subscribers are given to arrange their data room visit.",
  },
};

/** PUT /api/configurations: any of the known keys; unknown keys are a 400. */
export const configurationUpdateSchema = configurationValuesSchema.partial().strict();
export type ConfigurationUpdate = z.infer<typeof configurationUpdateSchema>;

/** Today's date in Malaysia (the portal's business day), as bid rounds open and close. */
export function malaysiaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(now);
}
