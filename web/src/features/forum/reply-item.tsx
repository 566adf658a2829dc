import { Badge, Box, Button, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ForumReply, ForumTopic } from "contracts";
import { CircleCheck, Flag, Heart, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast";
import { useAuth } from "../../lib/auth";
import { errorMessage, trpc } from "../../lib/trpc";
import { AuthorBadge } from "./author-badge";
import { formatPostTime } from "./format";
import { canChangeReply, canMarkAnswer, canReport } from "./permissions";
import { PostBody } from "./post-body";
import { ReplyEditor } from "./post-editor";
import { ReportDialog } from "./report-dialog";

function LikeButton({
  reply,
  onSignInNeeded,
}: {
  reply: ForumReply;
  onSignInNeeded: (reason: string) => void;
}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toggle = useMutation(trpc.forum.toggleLike.mutationOptions());
  async function onClick() {
    if (!user) {
      onSignInNeeded("to like a reply");
      return;
    }
    try {
      await toggle.mutateAsync({ id: reply.id });
      await queryClient.invalidateQueries(trpc.forum.topic.pathFilter());
    } catch (error) {
      toast({
        title: "Could not like",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    }
  }
  return (
    <Button
      size="xs"
      variant={reply.liked ? "subtle" : "ghost"}
      colorPalette="burgundy"
      aria-pressed={reply.liked}
      aria-label={`Like this reply (${reply.likes} ${reply.likes === 1 ? "like" : "likes"})`}
      loading={toggle.isPending}
      onClick={() => void onClick()}
    >
      <Heart aria-hidden fill={reply.liked ? "currentColor" : "none"} /> {reply.likes}
    </Button>
  );
}

/** One reply: author, time, the text (or "[deleted]"), its likes and what the reader may do with it. */
export function ReplyItem({
  reply,
  topic,
  onSignInNeeded,
}: {
  reply: ForumReply;
  topic: ForumTopic;
  onSignInNeeded: (reason: string) => void;
}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const update = useMutation(trpc.forum.updateReply.mutationOptions());
  const remove = useMutation(trpc.forum.removeReply.mutationOptions());
  const mayChange = canChangeReply(user, reply, topic);
  const mayMark = !reply.deleted && canMarkAnswer(user, topic);

  async function change(input: { content?: string; isAnswer?: boolean }, done: string) {
    try {
      await update.mutateAsync({ id: reply.id, ...input });
      await queryClient.invalidateQueries(trpc.forum.pathFilter());
      setEditing(false);
      toast({ title: done });
    } catch (error) {
      toast({
        title: "Could not save",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync({ id: reply.id });
      await queryClient.invalidateQueries(trpc.forum.pathFilter());
      toast({ title: "Reply deleted" });
    } catch (error) {
      toast({
        title: "Could not delete",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    }
    setConfirming(false);
  }

  return (
    <Box
      as="li"
      aria-label={reply.deleted ? "Deleted reply" : `Reply by ${reply.author?.username ?? ""}`}
      bg={reply.isAnswer ? "vine.50" : "white"}
      borderWidth="1px"
      borderColor={reply.isAnswer ? "vine.300" : "cream.300"}
      borderRadius="lg"
      p={{ base: "3", md: "4" }}
    >
      <Stack gap="2">
        <Flex gap="2" wrap="wrap" align="center" fontSize="sm" color="fg.muted">
          {reply.author ? <AuthorBadge author={reply.author} /> : null}
          <Text as="span">{formatPostTime(reply.createdAt)}</Text>
          {reply.editedAt ? <Text as="span">· edited</Text> : null}
          {reply.isAnswer ? (
            <Badge colorPalette="green" variant="solid" size="sm">
              <CircleCheck size={12} aria-hidden /> Answer
            </Badge>
          ) : null}
        </Flex>
        {editing ? (
          <ReplyEditor
            id={reply.id}
            content={reply.content}
            isSaving={update.isPending}
            onCancel={() => setEditing(false)}
            onSave={(content) => void change({ content }, "Reply updated")}
          />
        ) : reply.deleted ? (
          <Text color="fg.muted" fontStyle="italic">
            {reply.content}
          </Text>
        ) : (
          <PostBody text={reply.content} />
        )}
        {!editing ? (
          <HStack gap="1" wrap="wrap">
            {/* A deleted reply shows no likes: they praised words nobody can read now. */}
            {reply.deleted ? null : <LikeButton reply={reply} onSignInNeeded={onSignInNeeded} />}
            {mayMark ? (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="green"
                onClick={() =>
                  void change(
                    { isAnswer: !reply.isAnswer },
                    reply.isAnswer ? "No longer marked as the answer" : "Marked as the answer",
                  )
                }
              >
                <CircleCheck aria-hidden /> {reply.isAnswer ? "Unmark answer" : "Mark as answer"}
              </Button>
            ) : null}
            {mayChange ? (
              <>
                <Button size="xs" variant="ghost" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden /> Edit
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
                  <Trash2 aria-hidden /> Delete
                </Button>
              </>
            ) : null}
            {!reply.deleted && (canReport(user, reply.author?.id) || !user) ? (
              <Button
                size="xs"
                variant="ghost"
                color="fg.muted"
                onClick={() => (user ? setReporting(true) : onSignInNeeded("to report a post"))}
              >
                <Flag aria-hidden /> Report
              </Button>
            ) : null}
          </HStack>
        ) : null}
      </Stack>
      <ConfirmDialog
        title="Delete Reply"
        message='Delete this reply? It will show as "[deleted]" in the thread.'
        confirmLabel="Delete Reply"
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
      />
      {reporting ? (
        <ReportDialog
          target={{ replyId: reply.id, label: "this reply" }}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </Box>
  );
}
