import { z } from "zod";
import { uniqueList } from "../bounds.ts";
import type { AddOn, ApplicationKind, Tier } from "../enums.ts";
import { text } from "../text.ts";
import { organisationChangesSchema } from "./organisation.ts";
import { planChoiceSchema } from "./plan-choice.ts";
import { ADD_ON_PRICES, PLANS, type PriceInput, priceOf } from "./plans.ts";
import { applicationSchema, auditEventSchema } from "./schemas.ts";

/** What an organisation that already exists applies for from its subscription page. */
export const CUSTOMER_APPLICATION_KINDS = ["renewal", "upgrade", "downgrade", "add-on", "amendment"] as const;
export type CustomerApplicationKind = (typeof CUSTOMER_APPLICATION_KINDS)[number];

/**
 * A new (or edited) application: the kind, the plan choice (not for an amendment) and, for an
 * amendment, the organisation changes it asks for. The price is never sent: the server computes it.
 */
export const customerApplicationBodySchema = z
  .object({
    kind: z.enum(CUSTOMER_APPLICATION_KINDS),
    choice: planChoiceSchema.optional(),
    details: organisationChangesSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind !== "amendment" && !body.choice)
      ctx.addIssue({ code: "custom", path: ["choice"], message: "Choose a plan" });
    if (body.kind === "amendment" && !body.details)
      ctx.addIssue({ code: "custom", path: ["details"], message: "Say what should change" });
  });
export type CustomerApplicationBody = z.infer<typeof customerApplicationBodySchema>;
/** An application as a form holds it before the schema's defaults (add-ons may be absent). */
export type CustomerApplicationInput = z.input<typeof customerApplicationBodySchema>;

/** The subscription an application is checked against. */
export interface CurrentPlan {
  planType: Tier;
  addOnsType: readonly AddOn[];
}

/**
 * The kind rules (field, message) an application breaks against the current plan: a renewal keeps
 * the plan, an upgrade is to a dearer plan, a downgrade to a cheaper one, an add-on adds add-ons only.
 */
export function kindIssues(
  body: CustomerApplicationBody,
  current: CurrentPlan,
): { path: string; message: string }[] {
  const { kind, choice } = body;
  if (kind === "amendment" || !choice) return [];
  const price = (tier: Tier) => PLANS[tier].price.amountSen;
  const issues: { path: string; message: string }[] = [];
  const plan = `choice.planType`;
  if (kind === "renewal" && choice.planType !== current.planType)
    issues.push({ path: plan, message: `A renewal keeps the ${PLANS[current.planType].label} plan` });
  if (kind === "upgrade" && price(choice.planType) <= price(current.planType))
    issues.push({ path: plan, message: `Choose a plan dearer than ${PLANS[current.planType].label}` });
  if (kind === "downgrade" && price(choice.planType) >= price(current.planType))
    issues.push({ path: plan, message: `Choose a plan cheaper than ${PLANS[current.planType].label}` });
  if (kind === "add-on") {
    if (choice.planType !== current.planType)
      issues.push({ path: plan, message: "An add-on keeps your plan; apply for an upgrade to change it" });
    const added = choice.addOnsType.filter((a) => !current.addOnsType.includes(a));
    if (added.length === 0)
      issues.push({ path: "choice.addOnsType", message: "Choose an add-on you do not have" });
  }
  return issues;
}

/** The amount in sen of a customer's application: an add-on costs its new add-ons, an amendment nothing. */
export function customerApplicationAmount(body: CustomerApplicationInput, current: CurrentPlan): number {
  if (body.kind === "amendment" || !body.choice) return 0;
  if (body.kind === "add-on") {
    return (body.choice.addOnsType ?? [])
      .filter((a) => !current.addOnsType.includes(a))
      .reduce((sum, a) => sum + ADD_ON_PRICES[a].amountSen, 0);
  }
  const input: PriceInput = body.choice;
  return priceOf(input);
}

/** Statuses an application no longer counts as open in (one open application of a kind at a time). */
export const CLOSED_APPLICATION_STATUSES = ["approved", "cancelled", "rejected"] as const;

/** The customer's answer when submitting: a clarification's message and its new documents. */
export const submitApplicationBodySchema = z.object({
  message: text().trim().max(4000, "Keep the message under 4000 characters").optional(),
  uploadIds: uniqueList(text().min(1).max(100), { max: 20 }).default([]),
});
export type SubmitApplicationBody = z.infer<typeof submitApplicationBodySchema>;

/** An application with what it asks for and its history (the audit trail, oldest first). */
export const customerApplicationDetailSchema = applicationSchema.extend({
  details: z.record(z.string(), z.unknown()).nullable(),
  timeline: z.array(auditEventSchema),
});
export type CustomerApplicationDetail = z.infer<typeof customerApplicationDetailSchema>;

export const APPLICATION_KIND_LABELS: Record<ApplicationKind, string> = {
  registration: "Registration",
  renewal: "Renewal",
  upgrade: "Upgrade",
  downgrade: "Downgrade",
  "add-on": "Add-on",
  amendment: "Amendment",
};
