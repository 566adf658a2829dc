import { Badge, Button, Card, Flex, HStack, Link, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ForumCategory, ForumTopicSummary, UpdateTopicInput } from "contracts";
import { Lock, LockOpen, MessagesSquare, Pin, PinOff, Trash2 } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Pager, pageCount } from "../../../components/ui/pager";
import { toast } from "../../../components/ui/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { AuthorBadge, countOf, formatAgo } from "../../forum";

const PAGE_SIZE = 20;

function TopicCard({
  topic,
  categories,
  now,
  onChange,
  onDelete,
  busy,
}: {
  topic: ForumTopicSummary;
  categories: ForumCategory[];
  now: number;
  onChange: (changes: Omit<UpdateTopicInput, "id">, done: string) => void;
  onDelete: () => void;
  busy: boolean;
}) {
  return (
    <Card.Root as="li" bg="white" borderRadius="xl" size="sm" aria-label={topic.title}>
      <Card.Body gap="3">
        <Flex gap="2" align="center" wrap="wrap">
          <Link asChild fontWeight="semibold" color="burgundy.800" wordBreak="break-word">
            <RouterLink to="/forum" search={{ topic: topic.id }}>
              {topic.title}
            </RouterLink>
          </Link>
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
        </Flex>
        <Flex gap="1.5" wrap="wrap" align="center" fontSize="xs" color="fg.muted">
          <AuthorBadge author={topic.author} size="xs" />
          <Text as="span">
            · {formatAgo(topic.createdAt, now)} · {countOf(topic.replyCount, "reply", "replies")} ·{" "}
            {countOf(topic.viewCount, "view", "views")}
          </Text>
        </Flex>
        <Flex gap="2" wrap="wrap" align="center">
          <Button
            size="xs"
            variant="outline"
            disabled={busy}
            onClick={() =>
              onChange({ isPinned: !topic.isPinned }, topic.isPinned ? "Topic unpinned" : "Topic pinned")
            }
          >
            {topic.isPinned ? <PinOff aria-hidden /> : <Pin aria-hidden />} {topic.isPinned ? "Unpin" : "Pin"}
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={busy}
            onClick={() =>
              onChange({ isLocked: !topic.isLocked }, topic.isLocked ? "Topic unlocked" : "Topic locked")
            }
          >
            {topic.isLocked ? <LockOpen aria-hidden /> : <Lock aria-hidden />}{" "}
            {topic.isLocked ? "Unlock" : "Lock"}
          </Button>
          <HStack gap="1.5">
            <Text as="span" fontSize="xs" color="fg.muted" aria-hidden>
              Move to
            </Text>
            <NativeSelect.Root size="xs" width="auto" disabled={busy}>
              <NativeSelect.Field
                aria-label={`Move "${topic.title}" to another category`}
                value={topic.categoryId}
                bg="white"
                onChange={(event) => {
                  const target = categories.find((c) => c.id === event.target.value);
                  if (target) onChange({ categoryId: target.id }, `Moved to ${target.name}`);
                }}
              >
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={onDelete}>
            <Trash2 aria-hidden /> Delete
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** The latest topics of every category, to pin, lock, move to another category or delete. */
export function RecentTopics() {
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...trpc.forum.topics.queryOptions({ page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const categories = useQuery(trpc.admin.forumCategories.queryOptions());
  const queryClient = useQueryClient();
  const update = useMutation(trpc.forum.updateTopic.mutationOptions());
  const remove = useMutation(trpc.forum.removeTopic.mutationOptions());
  const [deleting, setDeleting] = useState<ForumTopicSummary | null>(null);
  const [now] = useState(() => Date.now());

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.forum.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.pathFilter()),
    ]);

  async function change(topic: ForumTopicSummary, changes: Omit<UpdateTopicInput, "id">, done: string) {
    try {
      await update.mutateAsync({ id: topic.id, ...changes });
      toast({ title: done, description: topic.title });
      await refresh();
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      toast({ title: "Topic deleted", description: deleting.title });
      await refresh();
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    }
    setDeleting(null);
  }

  if (query.isPending) return <SkeletonStack count={4} height="28" borderRadius="xl" />;
  if (query.isError) {
    return (
      <LoadError
        variant="inline"
        error={query.error}
        fallback="The topics could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.items.length === 0) {
    return (
      <EmptyState
        icon={<MessagesSquare size={40} />}
        title="No topics yet"
        description="Topics people start on the forum appear here."
        headingAs="h3"
      />
    );
  }
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        Pinned topics first, then the latest activity, from every category (
        {countOf(query.data.total, "topic", "topics")}
        ).
      </Text>
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Recent topics">
        {query.data.items.map((topic) => (
          <TopicCard
            key={topic.id}
            topic={topic}
            categories={categories.data ?? []}
            now={now}
            busy={update.isPending && update.variables?.id === topic.id}
            onChange={(changes, done) => void change(topic, changes, done)}
            onDelete={() => setDeleting(topic)}
          />
        ))}
      </Stack>
      <Pager
        page={query.data.page}
        pages={pageCount(query.data.total, PAGE_SIZE)}
        onPage={setPage}
        label="Topic pages"
      />
      <ConfirmDialog
        title="Delete Topic"
        message={`Delete "${deleting?.title ?? ""}" and every reply to it? This cannot be undone.`}
        confirmLabel="Delete Topic"
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
      />
    </Stack>
  );
}
