import { z } from "zod";
import { text } from "../text.ts";
import { isDurationAllowed, PLANS } from "./plans.ts";
import { addOnSchema, durationSchema, tierSchema } from "./schemas.ts";

/**
 * What an applicant chooses (registration and every later application): the plan, its duration,
 * add-ons and, for bid-round plans, the round. The price is never sent: the server computes it.
 */
export const planChoiceSchema = z
  .object({
    planType: tierSchema,
    duration: durationSchema.nullable(),
    addOnsType: z.array(addOnSchema).max(4).default([]),
    bidRoundId: text().min(1).max(100).nullable().default(null),
  })
  .superRefine((choice, ctx) => {
    const plan = PLANS[choice.planType];
    if (!isDurationAllowed(plan, choice.duration)) {
      ctx.addIssue({
        code: "custom",
        path: ["duration"],
        message:
          plan.durations.length === 0
            ? `The ${plan.label} plan has no duration`
            : `Choose ${plan.durations.map((d) => `${d.value} ${d.unit}`).join(", ")} for the ${plan.label} plan`,
      });
    }
    for (const [i, addOn] of choice.addOnsType.entries()) {
      if (!plan.addOns.includes(addOn)) {
        ctx.addIssue({
          code: "custom",
          path: ["addOnsType", i],
          message: `The ${plan.label} plan does not take the ${addOn} add-on`,
        });
      }
    }
    if (new Set(choice.addOnsType).size !== choice.addOnsType.length) {
      ctx.addIssue({ code: "custom", path: ["addOnsType"], message: "List each add-on once" });
    }
    if (plan.needsBidRound && !choice.bidRoundId) {
      ctx.addIssue({ code: "custom", path: ["bidRoundId"], message: "Choose an open bid round" });
    }
  });
export type PlanChoice = z.infer<typeof planChoiceSchema>;
