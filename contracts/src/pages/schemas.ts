import { z } from "zod";
import { PAGE_SLUG_MAX, PAGE_SLUG_PATTERN } from "./labels";

export {
  fixedPageSlugs,
  introPageSlugs,
  isFixedPage,
  isIntroPage,
  pageAddress,
  suggestPageSlug,
} from "./labels";

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

const slugRule = `An address uses lowercase letters, digits and single hyphens, like "harvest-festival"`;

/** A new page's address, the part after /pages/ (checked by the Pages tab's form and the api). */
export const newPageSlugSchema = z
  .string({ error: "Give the page an address" })
  .trim()
  .min(1, "Give the page an address")
  .max(PAGE_SLUG_MAX, `An address is at most ${PAGE_SLUG_MAX} characters`)
  .regex(PAGE_SLUG_PATTERN, slugRule);

/** POST /api/admin/pages: the page form with the new page's address. */
export const createPageInput = pageFormInput.extend({ slug: newPageSlugSchema });
export type CreatePageInput = z.infer<typeof createPageInput>;

/** A published page as the footer links it. */
export const pageLinkSchema = z.object({ slug: z.string(), title: z.string() });
export type PageLink = z.infer<typeof pageLinkSchema>;
