import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate } from "@tanstack/react-router";
import { PASSWORD_MIN, passwordResetInput, RESET_LINK_INVALID } from "contracts";
import { useEffect, useState } from "react";
import { z } from "zod";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { useDocumentTitle } from "../../lib/document-title";
import { useSchemaForm } from "../../lib/forms";
import { errorMessage, trpc } from "../../lib/trpc";
import { AccountFrame } from "./account-frame";
import { ProblemText } from "./problem-text";

const newPasswordForm = z
  .object({
    newPassword: z.string().min(1, "New password is required").pipe(passwordResetInput.shape.newPassword),
    confirmPassword: z.string().min(1, "Please confirm your new password"),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

function AskAgain() {
  return (
    <Button asChild colorPalette="burgundy" variant="outline" alignSelf="flex-start">
      <RouterLink to="/forgot-password">Send me a new link</RouterLink>
    </Button>
  );
}

/** /reset-password?token=: the e-mailed link's screen, where the new password is chosen. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  useDocumentTitle("Choose a New Password");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  // Asked as the page opens, without using the link: a spent one is said at once, not after the
  // person has typed two passwords. A failed check leaves the form (the reset itself checks again).
  const { mutate: checkLink, data: link } = useMutation(trpc.auth.checkResetLink.mutationOptions());
  useEffect(() => {
    if (token) checkLink({ token });
  }, [token, checkLink]);
  const { control, handleSubmit } = useSchemaForm({
    defaultValues: { newPassword: "", confirmPassword: "" },
    schema: newPasswordForm,
  });

  const save = handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    setProblem(null);
    try {
      await reset.mutateAsync({ token, newPassword });
    } catch (error) {
      setProblem(errorMessage(error) ?? "Your password could not be changed. Please try again.");
      return;
    }
    // Every session of the account has ended, this browser's too: forget who was signed in.
    queryClient.setQueryData(trpc.auth.me.queryKey(), { user: null });
    await queryClient.invalidateQueries();
    toast({ title: "Password changed", description: "Sign in with your new password." });
    await navigate({ to: "/membership" });
  });

  return (
    <AccountFrame
      eyebrow="Your account"
      title="Choose a new password"
      intro="Pick something you don't use anywhere else. Every device signed in to your account is signed out."
      cardTitle="New password"
    >
      {token && link?.valid === false ? (
        <Stack gap="4" role="alert">
          <Text fontWeight="semibold">{RESET_LINK_INVALID}</Text>
          <Text>
            A reset link works once, within an hour of the e-mail. Ask for a new one and we will send it
            straight away.
          </Text>
          <AskAgain />
          <Link asChild color="burgundy.700" fontSize="sm">
            <RouterLink to="/membership">Back to sign in</RouterLink>
          </Link>
        </Stack>
      ) : token ? (
        <form onSubmit={(event) => void save(event)} noValidate aria-label="Choose a new password">
          <Stack gap="4">
            <FormField
              control={control}
              name="newPassword"
              label="New password"
              type="password"
              autoComplete="new-password"
              helperText={`At least ${PASSWORD_MIN} characters.`}
              required
            />
            <FormField
              control={control}
              name="confirmPassword"
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              required
            />
            {problem ? (
              <Stack gap="3">
                <ProblemText>{problem}</ProblemText>
                <AskAgain />
              </Stack>
            ) : null}
            <Button type="submit" colorPalette="burgundy" loading={reset.isPending} loadingText="Saving...">
              Save new password
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="4" role="alert">
          <Text>
            This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.
          </Text>
          <AskAgain />
          <Link asChild color="burgundy.700" fontSize="sm">
            <RouterLink to="/membership">Back to sign in</RouterLink>
          </Link>
        </Stack>
      )}
    </AccountFrame>
  );
}
