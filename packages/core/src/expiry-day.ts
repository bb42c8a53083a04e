import { text } from "./text.ts";

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A credential's last day as YYYY-MM-DD (it works through the end of that day, UTC): today at the
 * earliest, `maxDays` ahead at the latest (`tooFar` says so past it). Service accounts' and personal
 * access tokens' expiry fields.
 */
export function expiryDaySchema(maxDays: number, tooFar: string) {
  return text()
    .max(10)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Enter the expiry date as YYYY-MM-DD", abort: true })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: "Enter a real date", abort: true })
    .superRefine((day, ctx) => {
      const today = new Date();
      if (day < isoDay(today))
        ctx.addIssue({ code: "custom", message: "The expiry date must not be in the past" });
      else if (day > isoDay(new Date(today.getTime() + maxDays * 86_400_000)))
        ctx.addIssue({ code: "custom", message: tooFar });
    });
}
