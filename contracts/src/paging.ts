import { z } from "zod";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "./admin/labels";

/**
 * The query fields of every list that answers an array (API.md: admin orders, users, e-mail
 * subscriptions): `page` from 1 and `pageSize`, 50 unless asked, at most 100; more is a 400. Screens
 * that show fewer per page ask for their own size.
 */
export const listPaging = {
  page: z
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page starts at 1")
    .max(1_000_000, "There is no such page")
    .default(1),
  pageSize: z
    .number({ error: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize is at least 1")
    .max(PAGE_SIZE_MAX, `pageSize is at most ${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT),
};
