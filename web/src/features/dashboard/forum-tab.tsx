import { Badge, Box, Button, Flex, Grid, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ForumActivityReply, ForumTopicSummary } from "contracts";
import { MessagesSquare } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { paths } from "../../lib/paths";
import { trpc } from "../../lib/trpc";
import { AuthorBadge, countOf, formatAgo } from "../forum";
import { QueryState, SectionCard } from "./dashboard-parts";

function TopicLink({ id, children }: { id: string; children: string }) {
  return (
    <Link asChild color="burgundy.800" fontWeight="semibold" wordBreak="break-word">
      <RouterLink to="/forum" search={{ topic: id }}>
        {children}
      </RouterLink>
    </Link>
  );
}

function MyTopic({ topic, now }: { topic: ForumTopicSummary; now: number }) {
  return (
    <Box as="li" py="3">
      <Flex gap="2" align="center" wrap="wrap">
        <TopicLink id={topic.id}>{topic.title}</TopicLink>
        {topic.unread ? (
          <Badge size="sm" colorPalette="gold" variant="solid">
            New replies
          </Badge>
        ) : null}
        {topic.isLocked ? (
          <Badge size="sm" colorPalette="gray" variant="subtle">
            Locked
          </Badge>
        ) : null}
      </Flex>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {topic.category.name} · {countOf(topic.replyCount, "reply", "replies")} ·{" "}
        {countOf(topic.viewCount, "view", "views")} · started {formatAgo(topic.createdAt, now)}
        {topic.lastReplyAt ? ` · last reply ${formatAgo(topic.lastReplyAt, now)}` : ""}
      </Text>
    </Box>
  );
}

function ReplyToMe({ reply, now }: { reply: ForumActivityReply; now: number }) {
  return (
    <Box as="li" py="3">
      <HStack gap="1.5" wrap="wrap" fontSize="sm">
        <AuthorBadge author={reply.author} />
        <Text as="span" color="fg.muted">
          replied {formatAgo(reply.createdAt, now)} in
        </Text>
        <TopicLink id={reply.topicId}>{reply.topicTitle}</TopicLink>
      </HStack>
      <Text fontSize="sm" color="fg.muted" mt="1" lineClamp={2} wordBreak="break-word">
        “{reply.excerpt}”
      </Text>
    </Box>
  );
}

const divided = { "& > li + li": { borderTopWidth: "1px", borderColor: "cream.300" } } as const;

/** The dashboard's Forum tab: the member's own topics and the latest replies others wrote to them. */
export function ForumTab() {
  const mine = useQuery({ ...trpc.forum.mine.queryOptions(), staleTime: 0 });
  const [now] = useState(() => Date.now());
  return (
    <QueryState query={mine} what="forum activity">
      {(data) =>
        data.topicCount === 0 ? (
          <EmptyState
            icon={<MessagesSquare size={40} />}
            title="No topics yet"
            description="Swap tasting notes, ask about pairings and meet other Ridge Road wine lovers. Topics you start will show here with their replies."
            action={
              <Button asChild colorPalette="burgundy">
                <RouterLink to={paths.forum}>Visit the Forum</RouterLink>
              </Button>
            }
          />
        ) : (
          <Grid templateColumns={{ base: "1fr", lg: "repeat(2, minmax(0, 1fr))" }} gap="6" alignItems="start">
            <SectionCard title={`Your Topics (${data.topicCount})`} id="forum-topics-heading">
              <Stack gap="3">
                <Box as="ul" listStyleType="none" css={divided}>
                  {data.topics.map((topic) => (
                    <MyTopic key={topic.id} topic={topic} now={now} />
                  ))}
                </Box>
                <Button asChild size="sm" variant="outline" alignSelf="flex-start">
                  <RouterLink to={paths.forum}>Go to the Forum</RouterLink>
                </Button>
              </Stack>
            </SectionCard>
            <SectionCard title="Latest Replies to Your Topics" id="forum-replies-heading">
              {data.replies.length === 0 ? (
                <Text color="fg.muted" role="status">
                  No replies yet. They will show here as soon as someone answers.
                </Text>
              ) : (
                <Box as="ul" listStyleType="none" css={divided}>
                  {data.replies.map((reply) => (
                    <ReplyToMe key={reply.id} reply={reply} now={now} />
                  ))}
                </Box>
              )}
            </SectionCard>
          </Grid>
        )
      }
    </QueryState>
  );
}
