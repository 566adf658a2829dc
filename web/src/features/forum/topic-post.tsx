import { Badge, Button, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ForumTopic } from "contracts";
import { CircleCheck, Eye, Flag, Lock, Pencil, Pin, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast";
import { useAuth } from "../../lib/auth";
import { errorMessage, trpc } from "../../lib/trpc";
import { AuthorBadge } from "./author-badge";
import { countOf, formatPostTime } from "./format";
import { canChangeTopic, canReport } from "./permissions";
import { PostBody } from "./post-body";
import { TopicEditor } from "./post-editor";
import { ReportDialog } from "./report-dialog";

/** The topic's own post: markers, author and dates, the text, and what the reader may do with it. */
export function TopicPost({
  topic,
  onDeleted,
  onSignInNeeded,
}: {
  topic: ForumTopic;
  onDeleted: () => void;
  onSignInNeeded: (reason: string) => void;
}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const update = useMutation(trpc.forum.updateTopic.mutationOptions());
  const remove = useMutation(trpc.forum.removeTopic.mutationOptions());
  const mayChange = canChangeTopic(user, topic);

  async function save(changes: { title: string; content: string }) {
    try {
      await update.mutateAsync({ id: topic.id, ...changes });
      await queryClient.invalidateQueries(trpc.forum.pathFilter());
      setEditing(false);
      toast({ title: "Topic updated" });
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
      await remove.mutateAsync({ id: topic.id });
      setConfirming(false);
      toast({ title: "Topic deleted" });
      onDeleted();
      await queryClient.invalidateQueries(trpc.forum.pathFilter());
    } catch (error) {
      setConfirming(false);
      toast({
        title: "Could not delete",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    }
  }

  return (
    <Stack gap="4" as="article" aria-label="Topic">
      <HStack gap="2" wrap="wrap">
        <Badge variant="outline" colorPalette="burgundy">
          {topic.category.name}
        </Badge>
        {topic.isPinned ? (
          <Badge colorPalette="burgundy" variant="subtle">
            <Pin size={12} aria-hidden /> Pinned
          </Badge>
        ) : null}
        {topic.isLocked ? (
          <Badge colorPalette="gray" variant="subtle">
            <Lock size={12} aria-hidden /> Locked
          </Badge>
        ) : null}
        {topic.hasAnswer ? (
          <Badge colorPalette="green" variant="subtle">
            <CircleCheck size={12} aria-hidden /> Answered
          </Badge>
        ) : null}
      </HStack>
      <Flex gap="2" wrap="wrap" align="center" fontSize="sm" color="fg.muted">
        <AuthorBadge author={topic.author} />
        <Text as="span">· {formatPostTime(topic.createdAt)}</Text>
        {topic.editedAt ? <Text as="span">· edited</Text> : null}
        <HStack as="span" gap="1">
          · <Eye size={14} aria-hidden /> <Text as="span">{countOf(topic.viewCount, "view", "views")}</Text>
        </HStack>
      </Flex>
      {editing ? (
        <TopicEditor
          id={topic.id}
          title={topic.title}
          content={topic.content}
          isSaving={update.isPending}
          onCancel={() => setEditing(false)}
          onSave={(changes) => void save(changes)}
        />
      ) : (
        <PostBody text={topic.content} />
      )}
      {!editing ? (
        <HStack gap="2" wrap="wrap">
          {mayChange ? (
            <>
              <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden /> Edit
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden /> Delete
              </Button>
            </>
          ) : null}
          {canReport(user, topic.author.id) || !user ? (
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
      <ConfirmDialog
        title="Delete Topic"
        message="Delete this topic and every reply to it? This cannot be undone."
        confirmLabel="Delete Topic"
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
      />
      {reporting ? (
        <ReportDialog
          target={{ topicId: topic.id, label: "this topic" }}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </Stack>
  );
}
