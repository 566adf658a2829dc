import { changeEmailInput, emptyInput, profileSchema, updateProfileInput } from "contracts";
import { router, userProcedure } from "../../trpc/procedures";
import * as account from "./account.service";

const tags = ["account"];

export const accountRouter = router({
  profile: userProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/account/profile",
        tags,
        protect: true,
        summary: "The caller's profile: the user, phone and default shipping address",
      },
    })
    .input(emptyInput)
    .output(profileSchema)
    .query(({ ctx }) => account.profile(ctx)),
  updateProfile: userProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/account/profile",
        tags,
        protect: true,
        summary: "Save names, phone and the default shipping address checkout starts from",
      },
    })
    .input(updateProfileInput)
    .output(profileSchema)
    .mutation(({ ctx, input }) => account.updateProfile(ctx, input)),
  changeEmail: userProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/account/email",
        tags,
        protect: true,
        summary: "Change the sign-in e-mail; needs the current password (throttled like sign-in)",
      },
    })
    .input(changeEmailInput)
    .output(profileSchema)
    .mutation(({ ctx, input }) => account.changeEmail(ctx, input)),
});
