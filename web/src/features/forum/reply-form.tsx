import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ForumTopicDetail, REPLY_MAX, replyInput } from "contracts";
import { Lock } from "lucide-react";
import { TextareaField } from "../../components/ui/textarea-field";
import { toast } from "../../components/ui/toast";
import { useAuth } from "../../lib/auth";
import { useSchemaForm } from "../../lib/forms";
import { errorMessage, trpc } from "../../lib/trpc";
import { MarkdownHint } from "./markdown-hint";

/**
 * The reply box under a thread. An empty reply gets the spec's message; a visitor who presses Post
 * Reply is asked to sign in, and finds their words still there afterwards. A locked topic shows why
 * it takes no replies instead (admins may still answer).
 */
export function ReplyForm({
  topic,
  onSignInNeeded,
  onPosted,
}: {
  topic: ForumTopicDetail;
  onSignInNeeded: (reason: string) => void;
  /** The thread's new number of replies, so the dialog can show the page the reply landed on. */
  onPosted: (total: number) => void;
}) {
  const { user, isAdmin } = useAuth();
  const queryClient = useQueryClient();
  const reply = useMutation(trpc.forum.reply.mutationOptions());
  const { control, handleSubmit, reset } = useSchemaForm({
    defaultValues: { content: "" },
    schema: replyInput,
    toInput: (values) => ({ id: topic.id, ...values }),
    clearOnChange: true,
  });

  const post = handleSubmit(async (input) => {
    if (!user) {
      onSignInNeeded("to reply");
      return;
    }
    try {
      await reply.mutateAsync(input);
      reset({ content: "" });
      await queryClient.invalidateQueries(trpc.forum.pathFilter());
      toast({ title: "Reply posted" });
      onPosted(topic.replies.total + 1);
    } catch (error) {
      toast({
        title: "Could not post your reply",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    }
  });

  if (topic.isLocked && !isAdmin) {
    return (
      <HStack gap="2" bg="cream.100" borderRadius="lg" p="4" color="fg.muted" role="status">
        <Lock size={18} aria-hidden />
        <Text>This topic is locked: it takes no new replies.</Text>
      </HStack>
    );
  }

  return (
    <Box as="section" aria-label="Reply">
      <form onSubmit={(event) => void post(event)} noValidate aria-label="Write a reply">
        <Stack gap="3">
          <TextareaField
            control={control}
            name="content"
            label="Your reply"
            rows={4}
            maxLength={REPLY_MAX}
            placeholder={user ? "Share your thoughts..." : "Sign in to join the conversation..."}
          />
          <MarkdownHint />
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="burgundy" loading={reply.isPending} loadingText="Posting...">
              Post Reply
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
