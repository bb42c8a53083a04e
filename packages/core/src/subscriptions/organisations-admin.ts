import { z } from "zod";
import { emailText, int4, text } from "../text.ts";
import { countryCodeSchema, referenceListQuerySchema } from "./reference-data.ts";
import {
  organisationKindSchema,
  organisationSchema,
  subscriptionStatusSchema,
  tierSchema,
} from "./schemas.ts";

/**
 * Section 7 "Admin organizations and VDR settings": staff's list and detail of every organisation,
 * and the VDR settings MBR admins keep per organisation.
 */

/** An organisation as staff lists show it: the shared shape plus the names its links point to. */
export const adminOrganisationSchema = organisationSchema.extend({
  countryName: z.string().nullable(),
  knownCompanyName: z.string().nullable(),
  instituteName: z.string().nullable(),
  subscriptionStatus: subscriptionStatusSchema.nullable(),
  vdrEnabled: z.boolean(),
});
export type AdminOrganisation = z.infer<typeof adminOrganisationSchema>;

export const adminOrganisationListQuerySchema = referenceListQuerySchema.extend({
  tier: tierSchema.optional(),
  kind: organisationKindSchema.optional(),
  country: countryCodeSchema.optional(),
});
export type AdminOrganisationListQuery = z.infer<typeof adminOrganisationListQuerySchema>;

const nullableText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));

/** What staff may correct on an organisation; its tier changes only through an application. */
export const adminOrganisationPatchSchema = z
  .object({
    name: text().trim().min(1, "Enter the organisation's name").max(200),
    address: nullableText(1000),
    registrationNumber: nullableText(100),
    countryCode: countryCodeSchema.nullable(),
    knownCompanyId: text().min(1).max(100).nullable(),
    instituteId: text().min(1).max(100).nullable(),
  })
  .partial();
export type AdminOrganisationPatch = z.input<typeof adminOrganisationPatchSchema>;

/**
 * An organisation's virtual data room (section 9): access for continuous days, a contact address,
 * and whether it is on. Days and address start from the configuration (`vdr.*`).
 */
export const vdrSettingsInputSchema = z.object({
  enabled: z.boolean(),
  accessDays: int4({ min: 1, max: 3650 }),
  contactEmail: emailText().nullable(),
});
export type VdrSettingsInput = z.infer<typeof vdrSettingsInputSchema>;

export const vdrSettingsSchema = z.object({
  organisationId: z.string(),
  enabled: z.boolean(),
  accessDays: z.number().int(),
  contactEmail: z.string().nullable(),
  /** False until an MBR admin saves them: the values shown are the configuration's. */
  customised: z.boolean(),
  /** The configuration's values, shown as the defaults. */
  defaults: z.object({ accessDays: z.number().int(), contactEmail: z.string().nullable() }),
});
export type VdrSettings = z.infer<typeof vdrSettingsSchema>;
