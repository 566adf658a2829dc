import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { changePasswordInput, PASSWORD_MIN } from "contracts";
import { type FormEvent, useState } from "react";
import { z } from "zod";
import { AppDialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { validate } from "../../lib/forms";
import { errorMessage, trpc } from "../../lib/trpc";

const changePasswordForm = z
  .object({
    currentPassword: changePasswordInput.shape.currentPassword,
    newPassword: z.string().min(1, "New password is required").pipe(changePasswordInput.shape.newPassword),
    confirmPassword: z.string().min(1, "Please confirm your new password"),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const changePassword = useMutation(trpc.auth.changePassword.mutationOptions());
  const set = (key: keyof typeof empty) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(changePasswordForm, values);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setServerError(null);
    try {
      await changePassword.mutateAsync({
        currentPassword: result.data.currentPassword,
        newPassword: result.data.newPassword,
      });
      toast({ title: "Password changed", description: "Use your new password the next time you sign in." });
      onDone();
    } catch (error) {
      setServerError(errorMessage(error) ?? "Your password could not be changed. Please try again.");
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Change password">
      <Stack gap="4">
        <FormField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onValueChange={set("currentPassword")}
          error={errors.currentPassword}
        />
        <FormField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.newPassword}
          onValueChange={set("newPassword")}
          error={errors.newPassword}
          helperText={`At least ${PASSWORD_MIN} characters.`}
        />
        <FormField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onValueChange={set("confirmPassword")}
          error={errors.confirmPassword}
        />
        {serverError ? (
          <Text role="alert" color="red.700" bg="red.50" borderRadius="md" px="3" py="2" fontSize="sm">
            {serverError}
          </Text>
        ) : null}
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button
            type="submit"
            colorPalette="burgundy"
            loading={changePassword.isPending}
            loadingText="Saving..."
          >
            Change Password
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** The profile's Change Password button and dialog. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  return (
    <AppDialog
      title="Change Password"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          Change Password
        </Button>
      }
    >
      <ChangePasswordForm onDone={() => setOpen(false)} />
    </AppDialog>
  );
}
