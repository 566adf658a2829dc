import {
  adminCouponSchema,
  couponFormInput,
  couponIdInput,
  emptyInput,
  removeOutput,
  updateCouponInput,
} from "contracts";
import { z } from "zod";
import { adminProcedure, router } from "../../trpc/procedures";
import * as coupons from "./coupons.service";

const tags = ["admin"];

/** The Coupons tab's calls (`admin.coupons...`, under /api/admin/coupons). */
export const couponsAdminRouter = router({
  coupons: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/coupons",
        tags,
        protect: true,
        summary: "Every coupon with its uses",
      },
    })
    .input(emptyInput)
    .output(z.array(adminCouponSchema))
    .query(({ ctx }) => coupons.list(ctx)),
  createCoupon: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/admin/coupons",
        tags,
        protect: true,
        summary: "Add a coupon; 409 when the code is taken (in any case)",
      },
    })
    .input(couponFormInput)
    .output(adminCouponSchema)
    .mutation(({ ctx, input }) => coupons.create(ctx, input)),
  updateCoupon: adminProcedure
    .meta({
      openapi: { method: "PUT", path: "/admin/coupons/{id}", tags, protect: true, summary: "Edit a coupon" },
    })
    .input(updateCouponInput)
    .output(adminCouponSchema)
    .mutation(({ ctx, input }) => coupons.update(ctx, input)),
  deleteCoupon: adminProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/admin/coupons/{id}",
        tags,
        protect: true,
        summary: "Delete an unused coupon, or deactivate one that orders used",
      },
    })
    .input(couponIdInput)
    .output(removeOutput)
    .mutation(({ ctx, input }) => coupons.remove(ctx, input.id)),
});
