import { Button, HStack, Stack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { staffMessageInput } from "contracts";
import { AppDialog } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { TextareaField } from "../../../components/ui/textarea-field";
import { toast } from "../../../components/ui/toast";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage, trpc } from "../../../lib/trpc";

/** Send Message: an e-mail from the staff to one member, kept in the outbox like every e-mail. */
export function MessageDialog({
  member,
  onClose,
}: {
  member: { id: string; email: string; name: string };
  onClose: () => void;
}) {
  const send = useMutation(trpc.admin.messageUser.mutationOptions());
  const { control, handleSubmit } = useSchemaForm({
    defaultValues: { id: member.id, subject: "", body: "" },
    schema: staffMessageInput,
  });
  const submit = handleSubmit(async (input) => {
    try {
      await send.mutateAsync(input);
      toast({ title: "Message sent", description: `Your message to ${member.email} is on its way.` });
      onClose();
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The message was not sent.",
        variant: "destructive",
      });
    }
  });
  return (
    <AppDialog
      title={`Message ${member.name}`}
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Send message">
        <Stack gap="4">
          <FormField control={control} name="subject" label="Subject" required maxLength={150} />
          <TextareaField control={control} name="body" label="Message" required rows={6} />
          <HStack justify="flex-end" gap="2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="burgundy" loading={send.isPending} loadingText="Sending...">
              Send Message
            </Button>
          </HStack>
        </Stack>
      </form>
    </AppDialog>
  );
}
