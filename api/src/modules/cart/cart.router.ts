import {
  addToCartInput,
  applyCouponInput,
  cartItemIdInput,
  cartLineSchema,
  cartSummaryOutput,
  couponOutput,
  customizeInput,
  emptyInput,
  successOutput,
  summaryInput,
  updateQuantityInput,
  validateCouponInput,
} from "contracts";
import { z } from "zod";
import { publicProcedure, router } from "../../trpc/procedures";
import * as cart from "./cart.service";

const tags = ["cart"];

/** Visitors have a cart too (by cookie): every call is public and acts on the caller's own cart. */
export const cartRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: "GET", path: "/cart", tags, summary: "The caller's cart lines" } })
    .input(emptyInput)
    .output(z.array(cartLineSchema))
    .query(({ ctx }) => cart.list(ctx)),
  summary: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/cart/summary",
        tags,
        summary:
          "Subtotal, packaging, discount, tax, shipping and total, priced from the database; `state` (the shipping state, or pickup) sets the tax rate, 8 % until it is known",
      },
    })
    .input(summaryInput)
    .output(cartSummaryOutput)
    .query(({ ctx, input }) => cart.summary(ctx, input?.coupon, input?.state)),
  add: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/cart",
        tags,
        summary:
          "Add a wine ({ wineId, quantity }), a member's free wine (+ type: membership_wine), a membership ({ type: membership, tier }) or merchandise ({ productId, productType: merchandise }); prices sent are ignored",
      },
    })
    .input(addToCartInput)
    .output(cartLineSchema)
    .mutation(({ ctx, input }) => cart.add(ctx, input)),
  updateQuantity: publicProcedure
    .meta({ openapi: { method: "PATCH", path: "/cart/{itemId}", tags, summary: "Change a line's quantity" } })
    .input(updateQuantityInput)
    .output(cartLineSchema)
    .mutation(({ ctx, input }) => cart.updateQuantity(ctx, input.itemId, input.quantity)),
  remove: publicProcedure
    .meta({ openapi: { method: "DELETE", path: "/cart/{itemId}", tags, summary: "Remove a line" } })
    .input(cartItemIdInput)
    .output(successOutput)
    .mutation(({ ctx, input }) => cart.remove(ctx, input.itemId)),
  customize: publicProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: "/cart/{itemId}/customize",
        tags,
        summary: "Set a line's gift message ({ customMessage }) or packaging ({ packaging: { id } })",
      },
    })
    .input(customizeInput)
    .output(cartLineSchema)
    .mutation(({ ctx, input }) => cart.customize(ctx, input)),
  applyCoupon: publicProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/cart/coupon",
        tags,
        summary:
          "Keep a coupon on the caller's cart (it follows them through sign-in to checkout); 404 Invalid coupon",
      },
    })
    .input(applyCouponInput)
    .output(cartSummaryOutput)
    .mutation(({ ctx, input }) => cart.applyCoupon(ctx, input.code)),
  removeCoupon: publicProcedure
    .meta({ openapi: { method: "DELETE", path: "/cart/coupon", tags, summary: "Remove the cart's coupon" } })
    .input(emptyInput)
    .output(cartSummaryOutput)
    .mutation(({ ctx }) => cart.removeCoupon(ctx)),
  validateCoupon: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/coupons/validate",
        tags,
        summary: "Check a coupon code against the caller's cart; 404 Invalid coupon",
      },
    })
    .input(validateCouponInput)
    .output(couponOutput)
    .mutation(({ ctx, input }) => cart.validateCoupon(ctx, input.code)),
});
