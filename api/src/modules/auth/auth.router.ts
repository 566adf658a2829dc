import {
  changePasswordInput,
  emptyInput,
  loginInput,
  meOutput,
  passwordResetCheckInput,
  passwordResetCheckOutput,
  passwordResetInput,
  passwordResetRequestInput,
  registerInput,
  signupInput,
  successOutput,
  userOutput,
} from "contracts";
import { publicProcedure, router, userProcedure } from "../../trpc/procedures";
import * as auth from "./auth.service";
import * as passwordReset from "./password-reset.service";

const tags = ["auth"];

export const authRouter = router({
  me: publicProcedure
    .meta({ openapi: { method: "GET", path: "/auth/me", tags, summary: "The signed-in user, or null" } })
    .input(emptyInput)
    .output(meOutput)
    .query(({ ctx }) => auth.me(ctx)),
  login: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/login",
        tags,
        summary: "Sign in with a username or e-mail and a password; sets the session cookie",
      },
    })
    .input(loginInput)
    .output(userOutput)
    .mutation(({ ctx, input }) => auth.login(ctx, input)),
  register: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/register",
        tags,
        summary: "Create an account with names (username from the e-mail when absent); does not sign in",
      },
    })
    .input(registerInput)
    .output(userOutput)
    .mutation(({ ctx, input }) => auth.register(ctx, input)),
  signup: publicProcedure
    .meta({
      openapi: { method: "POST", path: "/auth/signup", tags, summary: "Create an account; does not sign in" },
    })
    .input(signupInput)
    .output(userOutput)
    .mutation(({ ctx, input }) => auth.signup(ctx, input)),
  logout: publicProcedure
    .meta({
      openapi: { method: "POST", path: "/auth/logout", tags, summary: "End the session; clears the cookie" },
    })
    .input(emptyInput)
    .output(successOutput)
    .mutation(({ ctx }) => auth.logout(ctx)),
  changePassword: userProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/change-password",
        tags,
        protect: true,
        summary: "Change the password; ends every other session of the user",
      },
    })
    .input(changePasswordInput)
    .output(successOutput)
    .mutation(({ ctx, input }) => auth.changePassword(ctx, input)),
  requestPasswordReset: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/password-reset",
        tags,
        summary:
          "E-mail a password reset link (valid 1 hour, once); the same answer whether or not the e-mail is known. 3 per e-mail and 20 per IP an hour",
      },
    })
    .input(passwordResetRequestInput)
    .output(successOutput)
    .mutation(({ ctx, input }) => passwordReset.requestPasswordReset(ctx, input)),
  checkResetLink: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/password-reset/check",
        tags,
        summary:
          "Whether a reset link's token can still set a password (unused, under an hour old), without using it",
      },
    })
    .input(passwordResetCheckInput)
    .output(passwordResetCheckOutput)
    .mutation(({ ctx, input }) => passwordReset.checkResetLink(ctx, input)),
  resetPassword: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/password-reset/confirm",
        tags,
        summary: "Set a new password with the e-mailed link's token; ends every session of the account",
      },
    })
    .input(passwordResetInput)
    .output(successOutput)
    .mutation(({ ctx, input }) => passwordReset.resetPassword(ctx, input)),
});
