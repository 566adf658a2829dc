import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { changeEmailInput } from "contracts";
import { useState } from "react";
import { AppDialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { useSchemaForm } from "../../lib/forms";
import { errorMessage, trpc } from "../../lib/trpc";
import { ProblemText } from "./problem-text";

function ChangeEmailForm({ current, onDone }: { current: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation(trpc.account.changeEmail.mutationOptions());
  const { control, handleSubmit } = useSchemaForm({
    defaultValues: { email: "", currentPassword: "" },
    schema: changeEmailInput,
  });

  const save = handleSubmit(async (input) => {
    setProblem(null);
    try {
      const saved = await change.mutateAsync(input);
      queryClient.setQueryData(trpc.account.profile.queryKey(), saved);
      await queryClient.invalidateQueries(trpc.auth.me.pathFilter());
      toast({ title: "E-mail changed", description: `Sign in and receipts now use ${saved.email}.` });
      onDone();
    } catch (error) {
      setProblem(errorMessage(error) ?? "Your e-mail could not be changed. Please try again.");
    }
  });

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Change e-mail">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Your e-mail is now <strong>{current}</strong>. Enter your password to confirm it's you.
        </Text>
        <FormField
          control={control}
          name="email"
          label="New e-mail"
          type="email"
          autoComplete="email"
          required
        />
        <FormField
          control={control}
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
        />
        {problem ? <ProblemText>{problem}</ProblemText> : null}
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="burgundy" loading={change.isPending} loadingText="Saving...">
            Change E-mail
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** The profile's Change E-mail button and dialog: the password is asked for. */
export function ChangeEmailDialog({ current }: { current: string }) {
  const [open, setOpen] = useState(false);
  return (
    <AppDialog
      title="Change E-mail"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          Change E-mail
        </Button>
      }
    >
      <ChangeEmailForm current={current} onDone={() => setOpen(false)} />
    </AppDialog>
  );
}
