import { z } from "zod";

export const tierSchema = z.enum(["essential", "premium", "elite"]);
export type Tier = z.infer<typeof tierSchema>;

export const memberCategorySchema = z.enum(["curated", "premium", "rare_vintage"]);
export type MemberCategory = z.infer<typeof memberCategorySchema>;

export const membershipStatusSchema = z.enum(["active", "cancelled", "expired"]);
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

export const selectionStatusSchema = z.enum(["pending", "confirmed"]);
export type SelectionStatus = z.infer<typeof selectionStatusSchema>;
