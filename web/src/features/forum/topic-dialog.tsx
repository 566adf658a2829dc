import { Box, Button, Heading, Separator, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ForumTopicDetail } from "contracts";
import { Crown, SearchX } from "lucide-react";
import { useEffect, useState } from "react";
import { LoadError } from "../../components/load-error";
import { SkeletonStack } from "../../components/skeleton-stack";
import { AppDialog } from "../../components/ui/dialog";
import { Pager, pageCount } from "../../components/ui/pager";
import { errorMessage, trpc } from "../../lib/trpc";
import { errorCode } from "./error-code";
import { countOf } from "./format";
import { ReplyForm } from "./reply-form";
import { ReplyItem } from "./reply-item";
import { TopicPost } from "./topic-post";

export interface TopicDialogProps {
  topicId: string;
  onClose: () => void;
  /** A visitor tried something that needs an account (replying, liking, reporting). */
  onSignInNeeded: (reason: string) => void;
}

function Unavailable({ error }: { error: unknown }) {
  const locked = errorCode(error) === "FORBIDDEN";
  return (
    <Stack align="center" textAlign="center" gap="3" py="8" role="status">
      <Box color={locked ? "gold.600" : "burgundy.400"} aria-hidden>
        {locked ? <Crown size={40} /> : <SearchX size={40} />}
      </Box>
      <Heading as="h3" size="lg" color="burgundy.800">
        {locked ? "For wine club members" : "This topic is not here"}
      </Heading>
      <Text color="fg.muted">
        {locked
          ? `${errorMessage(error) ?? ""} Join the club to read it.`
          : "It may have been deleted, or the link is not complete."}
      </Text>
      {locked ? (
        <Button asChild colorPalette="burgundy">
          <RouterLink to="/membership">Explore the Wine Club</RouterLink>
        </Button>
      ) : null}
    </Stack>
  );
}

function Thread({
  detail,
  onPage,
  onClose,
  onSignInNeeded,
}: {
  detail: ForumTopicDetail;
  onPage: (page: number) => void;
  onClose: () => void;
  onSignInNeeded: (reason: string) => void;
}) {
  const { replies } = detail;
  return (
    <Stack gap="6">
      <TopicPost topic={detail} onDeleted={onClose} onSignInNeeded={onSignInNeeded} />
      <Separator borderColor="cream.300" />
      <Stack gap="4" as="section" aria-labelledby="replies-heading">
        <Heading as="h3" id="replies-heading" size="md" color="burgundy.800">
          {countOf(detail.replyCount, "Reply", "Replies")}
        </Heading>
        {replies.items.length === 0 ? (
          <Text color="fg.muted">No replies yet. Start the conversation!</Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none" aria-label="Replies">
            {replies.items.map((reply) => (
              <ReplyItem key={reply.id} reply={reply} topic={detail} onSignInNeeded={onSignInNeeded} />
            ))}
          </Stack>
        )}
        <Pager
          page={replies.page}
          pages={pageCount(replies.total, replies.pageSize)}
          onPage={onPage}
          label="Reply pages"
        />
      </Stack>
      <ReplyForm
        topic={detail}
        onSignInNeeded={onSignInNeeded}
        onPosted={(total) => onPage(Math.max(1, Math.ceil(total / replies.pageSize)))}
      />
    </Stack>
  );
}

/**
 * The topic dialog (its state is `?topic=ID` in the address): the post, a page of replies with likes,
 * and the reply box. Opening it counts a view, once per reader per New York day.
 */
export function TopicDialog({ topicId, onClose, onSignInNeeded }: TopicDialogProps) {
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  useEffect(
    () => () => {
      // Opening the topic counted a view and read its replies: the list behind shows that once it closes.
      void queryClient.invalidateQueries(trpc.forum.topics.pathFilter());
      // Opened again later, the thread is asked for afresh (replies and likes others added meanwhile).
      void queryClient.invalidateQueries({ ...trpc.forum.topic.pathFilter(), refetchType: "none" });
    },
    [queryClient],
  );
  const query = useQuery({
    ...trpc.forum.topic.queryOptions({ id: topicId, page }),
    placeholderData: keepPreviousData,
  });
  const title = query.data?.title ?? (query.isError ? "Topic unavailable" : "Loading topic...");
  return (
    <AppDialog
      title={title}
      open
      size="xl"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {query.data ? (
        <Thread detail={query.data} onPage={setPage} onClose={onClose} onSignInNeeded={onSignInNeeded} />
      ) : query.isError ? (
        errorCode(query.error) === "FORBIDDEN" || errorCode(query.error) === "NOT_FOUND" ? (
          <Unavailable error={query.error} />
        ) : (
          <LoadError
            variant="section"
            error={query.error}
            fallback="The topic could not be loaded."
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        <SkeletonStack count={4} height="16" />
      )}
    </AppDialog>
  );
}
