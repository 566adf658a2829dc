import { Button, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { changePasswordInput, PASSWORD_MIN } from "contracts";
import { useState } from "react";
import { z } from "zod";
import { AppDialog } from "../../components/ui/dialog";
import { FormActions } from "../../components/ui/form-actions";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { useSchemaForm } from "../../lib/forms";
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
  const { control, handleSubmit } = useSchemaForm({ defaultValues: empty, schema: changePasswordForm });
  const [serverError, setServerError] = useState<string | null>(null);
  const changePassword = useMutation(trpc.auth.changePassword.mutationOptions());

  const save = handleSubmit(async ({ currentPassword, newPassword }) => {
    setServerError(null);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      toast({ title: "Password changed", description: "Use your new password the next time you sign in." });
      onDone();
    } catch (error) {
      setServerError(errorMessage(error) ?? "Your password could not be changed. Please try again.");
    }
  });

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Change password">
      <Stack gap="4">
        <FormField
          control={control}
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
        />
        <FormField
          control={control}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          helperText={`At least ${PASSWORD_MIN} characters.`}
        />
        <FormField
          control={control}
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
        />
        {serverError ? (
          <Text role="alert" color="red.700" bg="red.50" borderRadius="md" px="3" py="2" fontSize="sm">
            {serverError}
          </Text>
        ) : null}
        <FormActions submitLabel="Change Password" onCancel={onDone} pending={changePassword.isPending} />
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
