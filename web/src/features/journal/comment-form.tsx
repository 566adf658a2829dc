import { Button, HStack, Stack } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { journalCommentInput } from "contracts";
import { JOURNAL_COMMENT_MAX } from "contracts/journal/labels";
import { TextareaField } from "../../components/ui/textarea-field";
import { toast } from "../../components/ui/toast";
import { useSchemaForm } from "../../lib/forms";
import { errorMessage, trpc } from "../../lib/trpc";

const commentSchema = journalCommentInput.omit({ id: true });

/** The comment box under a public entry (loaded when a signed-in reader reaches the comments). */
export function CommentForm({ entryId }: { entryId: string }) {
  const queryClient = useQueryClient();
  const post = useMutation(trpc.journal.comment.mutationOptions());
  const { control, handleSubmit, reset } = useSchemaForm({
    defaultValues: { content: "" },
    schema: commentSchema,
    clearOnChange: true,
  });
  const send = handleSubmit(async ({ content }) => {
    try {
      await post.mutateAsync({ id: entryId, content });
      reset({ content: "" });
      await queryClient.invalidateQueries(trpc.journal.pathFilter());
      toast({ title: "Comment posted" });
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "Your comment could not be posted.",
        variant: "destructive",
      });
    }
  });
  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label="Write a comment">
      <Stack gap="3">
        <TextareaField
          control={control}
          name="content"
          label="Your comment"
          rows={3}
          maxLength={JOURNAL_COMMENT_MAX}
          placeholder="What did you think of this wine?"
        />
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="burgundy" loading={post.isPending} loadingText="Posting...">
            Post Comment
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
