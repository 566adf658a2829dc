import {
  addMembershipInput,
  allowanceOutput,
  cancelMembershipInput,
  cartItemIdInput,
  cartLineSchema,
  emptyInput,
  holdInput,
  membershipSchema,
  saveSelectionInput,
  selectionInput,
  selectionSchema,
  skipInput,
  successOutput,
  updatePaymentMethodInput,
  upgradeInput,
  upgradeOutput,
} from "contracts";
import { memberProcedure, router, userProcedure } from "../../trpc/procedures";
import * as cart from "../cart/cart.service";
import * as club from "./club-actions.service";
import * as membership from "./membership.service";
import { upgrade } from "./upgrade.service";

const tags = ["membership"];

export const membershipRouter = router({
  current: userProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/membership",
        tags,
        protect: true,
        summary: "The caller's membership, or null",
      },
    })
    .input(emptyInput)
    .output(membershipSchema.nullable())
    .query(({ ctx }) => membership.current(ctx)),
  allowance: memberProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/membership/allowance",
        tags,
        protect: true,
        summary: "Free wines this month: allowance, used in paid orders, in the cart, remaining",
      },
    })
    .input(emptyInput)
    .output(allowanceOutput)
    .query(({ ctx }) => membership.allowance(ctx)),
  addToCart: userProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/membership/cart",
        tags,
        protect: true,
        summary: "Put a club tier in the cart (one membership line; tiers already held are refused)",
      },
    })
    .input(addMembershipInput)
    .output(cartLineSchema)
    .mutation(({ ctx, input }) => membership.addToCart(ctx, input.tier)),
  removeFromCart: userProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/membership/cart/{itemId}",
        tags,
        protect: true,
        summary: "Remove the membership line",
      },
    })
    .input(cartItemIdInput)
    .output(successOutput)
    .mutation(({ ctx, input }) => cart.remove(ctx, input.itemId, ["membership"])),
  upgrade: memberProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/membership/upgrade",
        tags,
        protect: true,
        summary:
          "Upgrade to a higher tier, charging the monthly price difference plus 8 % tax on it; 402 when declined",
      },
    })
    .input(upgradeInput)
    .output(upgradeOutput)
    .mutation(({ ctx, input }) => upgrade(ctx, input)),
  selection: memberProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/member-selections",
        tags,
        protect: true,
        summary: "The caller's free-wine selection for a month (YYYY-MM, default this month), or null",
      },
    })
    .input(selectionInput)
    .output(selectionSchema.nullable())
    .query(({ ctx, input }) => membership.selection(ctx, input?.month)),
  saveSelection: memberProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/member-selections",
        tags,
        protect: true,
        summary: "Save this month's free wines (pending until paid) and put them in the cart",
      },
    })
    .input(saveSelectionInput)
    .output(selectionSchema)
    .mutation(({ ctx, input }) => membership.saveSelection(ctx, input)),
  updatePaymentMethod: memberProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/membership/payment-method",
        tags,
        protect: true,
        summary: "Replace the card kept for renewals; a past-due membership is charged again at once",
      },
    })
    .input(updatePaymentMethodInput)
    .output(membershipSchema)
    .mutation(({ ctx, input }) => club.updatePaymentMethod(ctx, input)),
  skip: memberProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/membership/skip",
        tags,
        protect: true,
        summary: "Skip a coming billing month (YYYY-MM): no charge, no free wines; at most 2 in 12 months",
      },
    })
    .input(skipInput)
    .output(membershipSchema)
    .mutation(({ ctx, input }) => club.skip(ctx, input)),
  unskip: memberProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/membership/skip/{month}",
        tags,
        protect: true,
        summary:
          "Undo the skip of a coming billing month (YYYY-MM) not billed yet: it is charged and has its free wines again",
      },
    })
    .input(skipInput)
    .output(membershipSchema)
    .mutation(({ ctx, input }) => club.unskip(ctx, input)),
  hold: memberProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/membership/hold",
        tags,
        protect: true,
        summary:
          "Hold the membership for the next 1, 2 or 3 billing months not already skipped (a hold after a skip starts after the skipped month)",
      },
    })
    .input(holdInput)
    .output(membershipSchema)
    .mutation(({ ctx, input }) => club.hold(ctx, input)),
  cancel: memberProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/membership/cancel",
        tags,
        protect: true,
        summary: "Cancel at the end of the paid month, with a reason from the list",
      },
    })
    .input(cancelMembershipInput)
    .output(membershipSchema)
    .mutation(({ ctx, input }) => club.cancel(ctx, input)),
  resume: memberProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/membership/resume",
        tags,
        protect: true,
        summary: "Undo a hold or a pending cancellation",
      },
    })
    .input(emptyInput)
    .output(membershipSchema)
    .mutation(({ ctx }) => club.resume(ctx)),
});
