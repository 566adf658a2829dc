import { z } from "zod";

export const pageSlugs = ["about", "visit", "contact", "shipping", "privacy", "terms", "faq"] as const;

export const pageSlugInput = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9-]+$/, "A page address uses lowercase letters, digits and dashes"),
});

export const sitePageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Markdown, shown without raw HTML. */
  content: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  isPublished: z.boolean(),
  updatedAt: z.string(),
});
export type Page = z.infer<typeof sitePageSchema>;

/** The Pages tab's form: title, Markdown content, the document head's title and description, published. */
export const pageFormInput = z.object({
  title: z.string().trim().min(1, "Title is required").max(120, "Title must be at most 120 characters"),
  content: z
    .string()
    .trim()
    .min(1, "Content is required")
    .max(20_000, "Content must be at most 20,000 characters"),
  metaTitle: z.string().trim().max(70, "Keep the meta title to 70 characters").nullable().optional(),
  metaDescription: z
    .string()
    .trim()
    .max(160, "Keep the meta description to 160 characters")
    .nullable()
    .optional(),
  isPublished: z.boolean().default(true),
});
export type PageFormInput = z.infer<typeof pageFormInput>;

export const updatePageInput = pageFormInput.extend({ slug: pageSlugInput.shape.slug });
export type UpdatePageInput = z.infer<typeof updatePageInput>;
