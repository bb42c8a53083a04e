import { z } from "zod";
import { pagedSchema, pageQuerySchema } from "../catalog/schemas.ts";
import { int4, text } from "../text.ts";

/** Contact messages and feedback (section 7 "Contact and feedback: POST"), read by staff in an inbox. */
export const MESSAGE_KINDS = ["contact", "feedback"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_STATUSES = ["new", "handled", "spam"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const FEEDBACK_CATEGORIES = ["general", "data", "website", "billing", "other"] as const;
export const FEEDBACK_CATEGORY_LABELS: Record<(typeof FEEDBACK_CATEGORIES)[number], string> = {
  general: "General",
  data: "Data",
  website: "Website",
  billing: "Billing",
  other: "Other",
};

/** The hidden field people never see; robots fill it. */
const honeypot = text().max(500).optional();

export const contactInputSchema = z.object({
  name: text("Enter your name")
    .trim()
    .min(1, "Enter your name")
    .max(200, "Keep the name under 200 characters"),
  email: text("Enter your e-mail address")
    .max(320)
    .trim()
    .toLowerCase()
    .pipe(z.email("Enter a valid e-mail address").max(320)),
  organisation: text().trim().max(200, "Keep the organisation under 200 characters").optional(),
  subject: text("Enter a subject")
    .trim()
    .min(1, "Enter a subject")
    .max(200, "Keep the subject under 200 characters"),
  message: text("Write your message")
    .trim()
    .min(1, "Write your message")
    .max(5000, "Keep the message under 5,000 characters"),
  website: honeypot,
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const feedbackInputSchema = z
  .object({
    rating: int4({ min: 1, max: 5 }).optional(),
    category: z.enum(FEEDBACK_CATEGORIES, "Choose a category").optional(),
    message: text()
      .trim()
      .min(1, "Write your feedback")
      .max(5000, "Keep the feedback under 5,000 characters"),
    /** Needed without a session (where to send the acknowledgement); a session's own is used otherwise. */
    name: text().trim().max(200, "Keep the name under 200 characters").optional(),
    email: text()
      .max(320)
      .trim()
      .toLowerCase()
      .pipe(z.email("Enter a valid e-mail address").max(320))
      .optional(),
    website: honeypot,
  })
  .refine((v) => v.rating !== undefined || v.category !== undefined, {
    path: ["rating"],
    message: "Give a rating or choose a category",
  });
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const messageReceivedSchema = z.object({ ok: z.literal(true) });

export const contactMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  status: z.enum(MESSAGE_STATUSES),
  name: z.string(),
  email: z.string(),
  organisation: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  rating: z.number().int().nullable(),
  category: z.string().nullable(),
  /** The signed-in sender, when there was one. */
  userId: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const messageListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(MESSAGE_KINDS).optional(),
  status: z.enum(MESSAGE_STATUSES).optional(),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;
export const messagePageSchema = pagedSchema(contactMessageSchema);
export const messageIdParamsSchema = z.object({ id: z.uuid("Not a message id") });
