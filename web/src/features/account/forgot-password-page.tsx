import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { passwordResetRequestInput } from "contracts";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { FormField } from "../../components/ui/form-field";
import { useDocumentTitle } from "../../lib/document-title";
import { useSchemaForm } from "../../lib/forms";
import { errorMessage, trpc } from "../../lib/trpc";
import { AccountFrame } from "./account-frame";
import { ProblemText } from "./problem-text";

function BackToSignIn() {
  return (
    <Link asChild color="burgundy.700" fontSize="sm" fontWeight="semibold">
      <RouterLink to="/membership">Back to sign in</RouterLink>
    </Link>
  );
}

/** /forgot-password: asks for the account's e-mail and sends the reset link. */
export function ForgotPasswordPage() {
  useDocumentTitle("Forgot Password");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const { control, handleSubmit } = useSchemaForm({
    defaultValues: { email: "" },
    schema: passwordResetRequestInput,
  });

  const send = handleSubmit(async ({ email }) => {
    setProblem(null);
    try {
      await request.mutateAsync({ email });
      setSentTo(email);
    } catch (error) {
      setProblem(errorMessage(error) ?? "The link could not be sent. Please try again.");
    }
  });

  return (
    <AccountFrame
      eyebrow="Your account"
      title="Forgot your password?"
      intro="It happens. We'll e-mail you a link to choose a new one."
      cardTitle={sentTo ? "Check your inbox" : "Reset your password"}
    >
      {sentTo ? (
        <Stack gap="4" role="status">
          <MailCheck size={40} color="var(--chakra-colors-vine-600)" aria-hidden />
          <Text>
            If an account uses <strong>{sentTo}</strong>, we've sent it a link to choose a new password. The
            link works once, within the next hour.
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Nothing arrived after a few minutes? Check your spam folder, or ask again with the address you
            signed up with.
          </Text>
          <Stack direction="row" gap="4" align="center">
            <Button variant="outline" size="sm" onClick={() => setSentTo(null)}>
              Use another address
            </Button>
            <BackToSignIn />
          </Stack>
        </Stack>
      ) : (
        <form onSubmit={(event) => void send(event)} noValidate aria-label="Reset your password">
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              Enter the e-mail address of your account.
            </Text>
            <FormField
              control={control}
              name="email"
              label="E-mail"
              type="email"
              autoComplete="email"
              required
            />
            {problem ? <ProblemText>{problem}</ProblemText> : null}
            <Button
              type="submit"
              colorPalette="burgundy"
              loading={request.isPending}
              loadingText="Sending..."
            >
              Send the reset link
            </Button>
            <BackToSignIn />
          </Stack>
        </form>
      )}
    </AccountFrame>
  );
}
