import { z } from "zod";
import { uniqueList } from "../bounds.ts";
import { pagedSchema, pageQuerySchema } from "../catalog/schemas.ts";
import { text } from "../text.ts";
import { memberSchema } from "./members.ts";
import {
  addOnSchema,
  auditEventSchema,
  subscriptionSchema,
  subscriptionStatusSchema,
  tierSchema,
} from "./schemas.ts";

/**
 * What a primary user edits directly on their organisation. The name and registration number were
 * verified at registration, so they change through an amendment application instead.
 */
export const updateOrganisationBodySchema = z.object({
  address: text().trim().min(1, "Enter the address").max(500),
  countryCode: text()
    .max(10)
    .trim()
    .regex(/^[A-Z]{2}$/, "Choose a country")
    .nullable(),
});
export type UpdateOrganisationBody = z.infer<typeof updateOrganisationBodySchema>;

/** What an amendment application asks to change (at least one field). */
export const organisationChangesSchema = z
  .object({
    name: text().trim().min(1, "Enter the name").max(200).optional(),
    registrationNumber: text().trim().min(1, "Enter the registration number").max(100).optional(),
    address: text().trim().min(1, "Enter the address").max(500).optional(),
  })
  .refine((changes) => Object.values(changes).some((v) => v !== undefined), {
    message: "Say what should change",
  });
export type OrganisationChanges = z.infer<typeof organisationChangesSchema>;

/** Admin's filters of the subscriptions list (their values live in the list's address). */
export const adminSubscriptionsQuerySchema = pageQuerySchema.extend({
  status: subscriptionStatusSchema.optional(),
  planType: tierSchema.optional(),
  /** Part of the organisation's name or the subscription's alias. */
  q: text().trim().max(200).optional(),
  /** Subscriptions whose period ends before this day (YYYY-MM-DD). */
  endingBefore: text().check(z.iso.date("Enter a date as YYYY-MM-DD")).optional(),
});
export type AdminSubscriptionsQuery = z.infer<typeof adminSubscriptionsQuerySchema>;
export const subscriptionListSchema = pagedSchema(subscriptionSchema);

/** Admin's edit of a subscription (audited): the period's end, the add-ons and the plan. */
export const updateSubscriptionBodySchema = z
  .object({
    endsAt: text()
      .check(z.iso.datetime({ offset: true, message: "Enter a date and time" }))
      .nullable()
      .optional(),
    addOnsType: uniqueList(addOnSchema, { max: 4 }).optional(),
    planType: tierSchema.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: "Change at least one field",
  });
export type UpdateSubscriptionBody = z.infer<typeof updateSubscriptionBodySchema>;

export const subscriptionAliasBodySchema = z.object({
  alias: text().trim().max(100, "Keep the alias under 100 characters").nullable(),
});

/** Admin's view of one subscription: the subscription, its organisation's users and its history. */
export const adminSubscriptionDetailSchema = subscriptionSchema.extend({
  users: z.array(memberSchema),
  timeline: z.array(auditEventSchema),
});
export type AdminSubscriptionDetail = z.infer<typeof adminSubscriptionDetailSchema>;
