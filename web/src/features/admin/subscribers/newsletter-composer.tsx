import { Box, Button, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type EmailPreview, type NewsletterInput, newsletterInput } from "contracts";
import { NEWSLETTER_BODY_MAX } from "contracts/newsletter/labels";
import { Send } from "lucide-react";
import { useState } from "react";
import { AppDialog } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { TextareaField } from "../../../components/ui/textarea-field";
import { toast } from "../../../components/ui/toast";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage, trpc } from "../../../lib/trpc";
import { EmailFrame } from "../email-frame";

const starter = `Dear friends of the vineyard,

Write your news here. **Bold**, *italic*, [links](https://example.com), lists and ## headings work.

Cheers from the tasting room!`;

function Composer({ active, onDone }: { active: number; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState("write");
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const [confirming, setConfirming] = useState<NewsletterInput | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const render = useMutation(trpc.admin.previewNewsletter.mutationOptions());
  const send = useMutation(trpc.admin.sendNewsletter.mutationOptions());
  const { control, handleSubmit } = useSchemaForm({
    defaultValues: { subject: "", body: starter },
    schema: newsletterInput,
    clearOnChange: true,
  });

  const showPreview = handleSubmit(async (input) => {
    setProblem(null);
    try {
      setPreview(await render.mutateAsync(input));
      setTab("preview");
    } catch (error) {
      setProblem(errorMessage(error) ?? "The preview could not be made.");
    }
  });

  const askToSend = handleSubmit((input) => {
    setProblem(null);
    setConfirming(input);
  });

  async function sendNow() {
    if (!confirming) return;
    try {
      const { queued } = await send.mutateAsync(confirming);
      toast({
        title: "Newsletter sent",
        description: `${queued} ${queued === 1 ? "e-mail is" : "e-mails are"} on the way. Follow them in the outbox.`,
      });
      await queryClient.invalidateQueries(trpc.admin.outbox.pathFilter());
      onDone();
    } catch (error) {
      setConfirming(null);
      setProblem(errorMessage(error) ?? "The newsletter could not be sent. Please try again.");
    }
  }

  if (confirming) {
    return (
      <Stack gap="4" role="alertdialog" aria-label="Send the newsletter?">
        <Text>
          Send “<strong>{confirming.subject}</strong>” to {active} active{" "}
          {active === 1 ? "subscriber" : "subscribers"} now? Each gets their own copy with an unsubscribe
          link. This cannot be undone.
        </Text>
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={() => setConfirming(null)}>
            Back to editing
          </Button>
          <Button
            colorPalette="burgundy"
            onClick={() => void sendNow()}
            loading={send.isPending}
            loadingText="Sending..."
          >
            <Send aria-hidden /> Send to {active} {active === 1 ? "subscriber" : "subscribers"}
          </Button>
        </HStack>
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          if (details.value === "preview") void showPreview();
          else setTab(details.value);
        }}
        variant="line"
        colorPalette="burgundy"
      >
        <Tabs.List>
          <Tabs.Trigger value="write">Write</Tabs.Trigger>
          <Tabs.Trigger value="preview">Preview</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="write" pt="4">
          <form onSubmit={(event) => void askToSend(event)} noValidate aria-label="Newsletter">
            <Stack gap="4">
              <FormField control={control} name="subject" label="Subject" required maxLength={150} />
              <TextareaField
                control={control}
                name="body"
                label="Message (Markdown)"
                required
                rows={14}
                maxLength={NEWSLETTER_BODY_MAX}
                fontFamily="mono"
                fontSize="sm"
              />
              <Text fontSize="xs" color="fg.muted" mt="-2">
                **bold**, *italic*, [link text](https://...), - lists, ## headings, &gt; quotes and
                ![pictures](https://...). HTML is shown as text.
              </Text>
            </Stack>
          </form>
        </Tabs.Content>
        <Tabs.Content value="preview" pt="4">
          {preview ? (
            <Stack gap="2">
              <Text fontSize="sm" color="fg.muted">
                Subject: <strong>{preview.subject}</strong>
              </Text>
              <EmailFrame title="Newsletter preview" html={preview.html} height="60vh" />
            </Stack>
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
      {problem ? (
        <Text role="alert" color="red.700" bg="red.50" borderRadius="md" px="3" py="2" fontSize="sm">
          {problem}
        </Text>
      ) : null}
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Box fontSize="sm" color="fg.muted">
          {active === 0
            ? "Nobody has confirmed a subscription yet."
            : `Goes to ${active} active ${active === 1 ? "subscriber" : "subscribers"}.`}
        </Box>
        <HStack gap="2">
          <Button variant="outline" onClick={() => void showPreview()} loading={render.isPending}>
            Preview
          </Button>
          <Button colorPalette="burgundy" disabled={active === 0} onClick={() => void askToSend()}>
            <Send aria-hidden /> Send…
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}

/** Write a newsletter issue in Markdown, see it as subscribers will, and send it to all of them. */
export function NewsletterComposer({ active }: { active: number }) {
  const [open, setOpen] = useState(false);
  return (
    <AppDialog
      title="Write a Newsletter"
      size="xl"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button colorPalette="burgundy">
          <Send aria-hidden /> Write a newsletter
        </Button>
      }
    >
      <Composer active={active} onDone={() => setOpen(false)} />
    </AppDialog>
  );
}
