import { z } from "zod";
import { int4, text } from "../text.ts";

/** FAQs in categories (section 7 "Static content: FAQs CRUD and categories"). */
export const faqCategoryInputSchema = z.object({
  name: text().trim().min(1, "Enter a name").max(120, "Keep the name under 120 characters"),
  /** Lower first; equal positions fall back to the name. */
  position: int4({ min: 0, max: 10_000 }).default(0),
});
export type FaqCategoryInput = z.input<typeof faqCategoryInputSchema>;

export const faqCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  /** Published FAQs for the public; every FAQ for staff. */
  faqCount: z.number().int(),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const faqInputSchema = z.object({
  categoryId: z.uuid("Choose a category"),
  question: text().trim().min(1, "Enter the question").max(500, "Keep the question under 500 characters"),
  /** Rich text; the server sanitises it before storing. */
  answer: text().trim().min(1, "Write the answer").max(50_000, "Keep the answer under 50,000 characters"),
  position: int4({ min: 0, max: 10_000 }).default(0),
  published: z.boolean().default(false),
});
export type FaqInput = z.input<typeof faqInputSchema>;

export const faqSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  question: z.string(),
  /** Sanitised HTML. */
  answer: z.string(),
  position: z.number().int(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

export const faqIdParamsSchema = z.object({ id: z.uuid("Not an FAQ id") });
export const faqCategoryIdParamsSchema = z.object({ id: z.uuid("Not a category id") });

export const faqListQuerySchema = z.object({
  q: text().trim().max(200, "Keep the search under 200 characters").optional(),
  categoryId: z.uuid("Not a category id").optional(),
  /** Staff only (`manage StaticContent`): include unpublished FAQs. */
  all: z.enum(["true", "false"]).optional(),
});
export type FaqListQuery = z.infer<typeof faqListQuerySchema>;

export const faqListSchema = z.object({ result: z.array(faqSchema) });
export const faqCategoryListSchema = z.object({ result: z.array(faqCategorySchema) });
