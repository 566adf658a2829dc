import {
  changeEmailInput,
  emptyInput,
  profileSchema,
  setDateOfBirthInput,
  updateProfileInput,
} from "contracts";
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
  setDateOfBirth: userProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/account/date-of-birth",
        tags,
        protect: true,
        summary:
          "Give the account's date of birth (yyyy-MM-dd) once, before the next wine purchase; 400 under 21, 409 when one is already kept",
      },
    })
    .input(setDateOfBirthInput)
    .output(profileSchema)
    .mutation(({ ctx, input }) => account.setDateOfBirth(ctx, input)),
});
