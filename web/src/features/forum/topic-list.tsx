import { Badge, Box, Flex, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ForumTopicSummary } from "contracts";
import { CircleCheck, Eye, Lock, MessageSquare, Pin } from "lucide-react";
import { AuthorBadge } from "./author-badge";
import { countOf, formatAgo } from "./format";

function Markers({ topic }: { topic: ForumTopicSummary }) {
  return (
    <HStack gap="1.5" wrap="wrap">
      {topic.isPinned ? (
        <Badge size="sm" colorPalette="burgundy" variant="subtle">
          <Pin size={12} aria-hidden /> Pinned
        </Badge>
      ) : null}
      {topic.isLocked ? (
        <Badge size="sm" colorPalette="gray" variant="subtle">
          <Lock size={12} aria-hidden /> Locked
        </Badge>
      ) : null}
      {topic.hasAnswer ? (
        <Badge size="sm" colorPalette="green" variant="subtle">
          <CircleCheck size={12} aria-hidden /> Answered
        </Badge>
      ) : null}
      {topic.unread ? (
        <Badge size="sm" colorPalette="gold" variant="solid">
          New replies
        </Badge>
      ) : null}
    </HStack>
  );
}

function TopicRow({
  topic,
  now,
  showCategory,
}: {
  topic: ForumTopicSummary;
  now: number;
  showCategory: boolean;
}) {
  return (
    <Box as="li" px={{ base: "4", md: "5" }} py="4" bg={topic.isPinned ? "cream.100" : undefined}>
      <Flex gap="4" direction={{ base: "column", sm: "row" }} justify="space-between">
        <Stack gap="1.5" minW="0" flex="1">
          <Flex gap="2" align="center" wrap="wrap">
            {topic.unread ? (
              <Box w="2" h="2" borderRadius="full" bg="gold.500" flexShrink={0} aria-hidden />
            ) : null}
            <Link
              asChild
              fontFamily="heading"
              fontSize="lg"
              fontWeight={topic.unread ? "bold" : "semibold"}
              color="burgundy.800"
              wordBreak="break-word"
            >
              <RouterLink to="/forum" search={(prev) => ({ ...prev, topic: topic.id })} resetScroll={false}>
                {topic.title}
              </RouterLink>
            </Link>
            <Markers topic={topic} />
          </Flex>
          {topic.excerpt ? (
            <Text fontSize="sm" color="fg.muted" lineClamp={2} wordBreak="break-word">
              {topic.excerpt}
            </Text>
          ) : null}
          <Flex gap="1.5" align="center" wrap="wrap" fontSize="xs" color="fg.muted">
            <AuthorBadge author={topic.author} size="xs" />
            <Text as="span">· {formatAgo(topic.createdAt, now)}</Text>
            {showCategory ? <Text as="span">· in {topic.category.name}</Text> : null}
            {topic.lastReplyAt && topic.lastReplyBy ? (
              <Text as="span">
                · last reply {formatAgo(topic.lastReplyAt, now)} by {topic.lastReplyBy.username}
              </Text>
            ) : null}
          </Flex>
        </Stack>
        <HStack gap="4" fontSize="sm" color="fg.muted" flexShrink={0} align="flex-start">
          <HStack gap="1" title="Replies">
            <MessageSquare size={16} aria-hidden />
            <Text as="span">{countOf(topic.replyCount, "reply", "replies")}</Text>
          </HStack>
          <HStack gap="1" title="Views">
            <Eye size={16} aria-hidden />
            <Text as="span">{countOf(topic.viewCount, "view", "views")}</Text>
          </HStack>
        </HStack>
      </Flex>
    </Box>
  );
}

export interface TopicListProps {
  topics: ForumTopicSummary[];
  /** Lists of every category name each topic's category. */
  showCategory: boolean;
  now: number;
  label: string;
}

/** The topics of a page: title (a link that opens the topic), markers, excerpt, author and counts. */
export function TopicList({ topics, showCategory, now, label }: TopicListProps) {
  return (
    <Box
      as="ul"
      aria-label={label}
      listStyleType="none"
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="cream.300"
      overflow="hidden"
      css={{ "& > li + li": { borderTopWidth: "1px", borderColor: "cream.200" } }}
    >
      {topics.map((topic) => (
        <TopicRow key={topic.id} topic={topic} now={now} showCategory={showCategory} />
      ))}
    </Box>
  );
}
