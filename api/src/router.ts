// The app router: every module's procedures under one key each. It is composed here, beside app.ts and
// above the modules, so trpc/ (procedures, context, errors) stays the ground the modules stand on and
// imports none of them (scripts/check-deps.mjs).
import { accountRouter } from "./modules/account/account.router";
import { adminRouter } from "./modules/admin/admin.router";
import { adminClubRouter } from "./modules/admin/club.router";
import { adminMailRouter } from "./modules/admin/mail.router";
import { adminSubscribersRouter } from "./modules/admin/subscribers.router";
import { authRouter } from "./modules/auth/auth.router";
import { cartRouter } from "./modules/cart/cart.router";
import { giftLinesRouter } from "./modules/cart/gift-lines.router";
import { complianceAdminRouter, complianceRouter } from "./modules/compliance/compliance.router";
import { couponsAdminRouter } from "./modules/coupons/coupons.router";
import { forumRouter } from "./modules/forum/forum.router";
import { forumAdminRouter } from "./modules/forum/forum-admin.router";
import { giftsRouter } from "./modules/gifts/gifts.router";
import { inventoryAdminRouter } from "./modules/inventory/inventory.router";
import { journalRouter } from "./modules/journal/journal.router";
import { membershipRouter } from "./modules/membership/membership.router";
import { merchandiseRouter } from "./modules/merchandise/merchandise.router";
import { newsletterRouter } from "./modules/newsletter/newsletter.router";
import { ordersRouter } from "./modules/orders/orders.router";
import { pagesAdminRouter, pagesRouter } from "./modules/pages/pages.router";
import { apiKeysRouter } from "./modules/partners/api-keys.router";
import { webhooksRouter } from "./modules/partners/webhooks.router";
import { reservationsRouter } from "./modules/reservations/reservations.router";
import { winesRouter } from "./modules/wines/wines.router";
import { mergeRouters, router } from "./trpc/procedures";

export const appRouter = router({
  auth: authRouter,
  wines: winesRouter,
  cart: cartRouter,
  gifts: mergeRouters(giftsRouter, giftLinesRouter),
  membership: membershipRouter,
  merchandise: merchandiseRouter,
  orders: ordersRouter,
  reservations: reservationsRouter,
  journal: journalRouter,
  forum: forumRouter,
  account: accountRouter,
  newsletter: newsletterRouter,
  pages: pagesRouter,
  compliance: complianceRouter,
  admin: mergeRouters(
    adminRouter,
    forumAdminRouter,
    adminMailRouter,
    couponsAdminRouter,
    pagesAdminRouter,
    inventoryAdminRouter,
    adminClubRouter,
    apiKeysRouter,
    adminSubscribersRouter,
    webhooksRouter,
    complianceAdminRouter,
  ),
});

export type AppRouter = typeof appRouter;
