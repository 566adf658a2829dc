import { authRouter } from "../modules/auth/auth.router";
import { cartRouter } from "../modules/cart/cart.router";
import { giftsRouter } from "../modules/gifts/gifts.router";
import { merchandiseRouter } from "../modules/merchandise/merchandise.router";
import { winesRouter } from "../modules/wines/wines.router";
import { router } from "./procedures";

export const appRouter = router({
  auth: authRouter,
  wines: winesRouter,
  cart: cartRouter,
  gifts: giftsRouter,
  merchandise: merchandiseRouter,
});

export type AppRouter = typeof appRouter;
