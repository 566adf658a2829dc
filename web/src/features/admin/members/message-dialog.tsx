import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { staffMessageInput, staffMessageParts } from "contracts";
import { AppDialog } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { TextareaField } from "../../../components/ui/textarea-field";
import { toast } from "../../../components/ui/toast";
import { useAuth } from "../../../lib/auth";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage, trpc } from "../../../lib/trpc";

/**
 * What the member will read, as they will read it: the greeting and sign-off the e-mail adds (only
 * when the message has none of its own, contracts' staffMessageParts, as the api sends it), the
 * message, and the small print.
 */
function MessagePreview({
  subject,
  body,
  greetingName,
  memberName,
}: {
  subject: string;
  body: string;
  greetingName: string;
  memberName: string;
}) {
  const { user } = useAuth();
  const parts = staffMessageParts(body, { memberName: greetingName, staffFirstName: user?.firstName });
  return (
    <Stack
      as="section"
      aria-label={`What ${memberName} will receive`}
      gap="2"
      bg="white"
      borderWidth="1px"
      borderColor="cream.300"
      borderRadius="lg"
      p="4"
    >
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        What {memberName} will receive
      </Text>
      <Text fontWeight="semibold">{subject.trim() || "(no subject yet)"}</Text>
      <Box whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="sm" data-testid="message-preview">
        {[parts.greeting, parts.body || "(your message)", parts.signOff].filter(Boolean).join("\n\n")}
      </Box>
      <Text fontSize="xs" color="fg.muted">
        {parts.footer}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        The e-mail greets {greetingName} and signs off for you, unless your message already does.
      </Text>
    </Stack>
  );
}

/** Send Message: an e-mail from the staff to one member, kept in the outbox like every e-mail. */
export function MessageDialog({
  member,
  onClose,
}: {
  /** `greetingName`: what the e-mail calls them ("Dear Rita,"), their first name or username. */
  member: { id: string; email: string; name: string; greetingName: string };
  onClose: () => void;
}) {
  const send = useMutation(trpc.admin.messageUser.mutationOptions());
  const { control, handleSubmit, watch } = useSchemaForm({
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
          <MessagePreview
            subject={watch("subject")}
            body={watch("body")}
            greetingName={member.greetingName}
            memberName={member.name}
          />
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
