import { Box, Button, Container, Flex, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { FORUM_SEARCH_MAX } from "contracts/forum/labels";
import { lockedCategoryMessage } from "contracts/forum/rules";
import { MessageSquarePlus, SearchX } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { LoadError } from "../../components/load-error";
import { preloadMarkdown } from "../../components/markdown";
import { PageHeader } from "../../components/page-header";
import { SearchBox } from "../../components/search-box";
import { SkeletonStack } from "../../components/skeleton-stack";
import { Pager, pageCount } from "../../components/ui/pager";
import { useAuth } from "../../lib/auth";
import { useDocumentTitle } from "../../lib/document-title";
import { trpc } from "../../lib/trpc";
import { CategorySidebar } from "./category-sidebar";
import { errorCode } from "./error-code";
import { topicListInput } from "./forum-search";
import { TopicList } from "./topic-list";
import { LockedCategoryNotice, UpsellCard } from "./upsell-card";

// Dialogs load when they open: the list is what people see first.
const TopicDialog = lazy(() => import("./topic-dialog").then((m) => ({ default: m.TopicDialog })));
const NewTopicDialog = lazy(() => import("./new-topic-dialog").then((m) => ({ default: m.NewTopicDialog })));
const ForumSignInDialog = lazy(() =>
  import("./sign-in-dialog").then((m) => ({ default: m.ForumSignInDialog })),
);

const route = getRouteApi("/forum");

/**
 * Closing a topic goes Back when the topic was opened from this page (so Back and the close button
 * agree), and otherwise (a shared link, a reload) drops `topic` from the address in place.
 */
function useTopicDialogState(topic: string | undefined) {
  const navigate = route.useNavigate();
  const router = useRouter();
  const openedHere = useRef(false);
  const previous = useRef(topic);
  useEffect(() => {
    if (!previous.current && topic) openedHere.current = true;
    if (!topic) openedHere.current = false;
    previous.current = topic;
  }, [topic]);
  const close = useCallback(() => {
    if (openedHere.current) {
      openedHere.current = false;
      router.history.back();
    } else {
      void navigate({ search: (prev) => ({ ...prev, topic: undefined }), replace: true, resetScroll: false });
    }
  }, [navigate, router]);
  const open = useCallback(
    (id: string) => void navigate({ search: (prev) => ({ ...prev, topic: id }), resetScroll: false }),
    [navigate],
  );
  return { open, close };
}

/** /forum: search, categories, the topic list, and the topic, New Topic and sign-in dialogs. */
export function ForumPage() {
  useDocumentTitle("Community Forum");
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { user, isAuthenticated } = useAuth();
  const categories = useQuery(trpc.forum.categories.queryOptions());
  const topics = useQuery({
    ...trpc.forum.topics.queryOptions(topicListInput(search)),
    placeholderData: keepPreviousData,
  });
  // "Now" for "5 minutes ago": fixed while the page is open, so the list does not shift as it renders.
  const [now] = useState(() => Date.now());
  const [newTopicOpen, setNewTopicOpen] = useState(false);
  const [signInReason, setSignInReason] = useState<string | null>(null);
  const topicDialog = useTopicDialogState(search.topic);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!search.topic) return;
    // The dialog's code, its Markdown renderer and the topic itself load side by side, not one after
    // the other (the dialog asks for this same first page, so it is fetched, and counted, once).
    preloadMarkdown();
    void queryClient.prefetchQuery(trpc.forum.topic.queryOptions({ id: search.topic, page: 1 }));
  }, [queryClient, search.topic]);

  const onSearch = useCallback(
    (q: string) =>
      void navigate({ search: (prev) => ({ ...prev, q: q || undefined, page: undefined }), replace: true }),
    [navigate],
  );
  const chooseCategory = (category: string | undefined) =>
    void navigate({ search: (prev) => ({ ...prev, category, page: undefined }), resetScroll: false });
  const setPage = (page: number) =>
    void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) });

  const category = categories.data?.find((c) => c.id === search.category);
  const heading = search.q ? `Results for "${search.q}"` : (category?.name ?? "All Topics");
  const showUpsell = !user?.membershipTier && user?.role !== "admin";

  function startTopic() {
    if (isAuthenticated) setNewTopicOpen(true);
    else setSignInReason("to start a topic");
  }

  return (
    <>
      <PageHeader eyebrow="Community" title="Community Forum">
        <Text>
          Talk wine with fellow visitors, club members and the people who make it: tasting notes, pairings,
          visits and the Member Lounge.
        </Text>
      </PageHeader>
      <Container maxW="7xl" py={{ base: "6", md: "10" }}>
        <Flex
          gap="3"
          mb="6"
          direction={{ base: "column", sm: "row" }}
          align={{ base: "stretch", sm: "center" }}
        >
          <SearchBox
            value={search.q ?? ""}
            onSearch={onSearch}
            label="Search the forum"
            placeholder="Search topics and replies..."
            maxLength={FORUM_SEARCH_MAX}
          />
          <Button colorPalette="burgundy" onClick={startTopic} flexShrink={0}>
            <MessageSquarePlus aria-hidden /> New Topic
          </Button>
        </Flex>
        <Grid
          templateColumns={{ base: "minmax(0, 1fr)", md: "15rem minmax(0, 1fr)" }}
          gap={{ base: "4", md: "8" }}
        >
          <Stack gap="6" minW="0">
            {categories.data ? (
              <CategorySidebar
                categories={categories.data}
                selected={search.category}
                onSelect={chooseCategory}
              />
            ) : categories.isError ? (
              <LoadError
                variant="section"
                error={categories.error}
                fallback="The categories could not be loaded."
                onRetry={() => void categories.refetch()}
              />
            ) : (
              <SkeletonStack count={5} height="9" />
            )}
            {showUpsell ? (
              <Box display={{ base: "none", md: "block" }}>
                <UpsellCard />
              </Box>
            ) : null}
          </Stack>
          <Stack gap="4" minW="0">
            <Box>
              <Heading as="h2" size="xl" color="burgundy.800" wordBreak="break-word">
                {heading}
              </Heading>
              {!search.q && category?.description ? (
                <Text color="fg.muted" fontSize="sm" mt="1">
                  {category.description}
                </Text>
              ) : null}
            </Box>
            {topics.isPending ? (
              <SkeletonStack count={5} height="24" borderRadius="xl" />
            ) : topics.isError ? (
              errorCode(topics.error) === "FORBIDDEN" ? (
                <LockedCategoryNotice
                  name={category?.name ?? "This category"}
                  message={lockedCategoryMessage(category?.membershipTierRequired ?? "essential")}
                />
              ) : errorCode(topics.error) === "NOT_FOUND" ? (
                <EmptyState
                  icon={<SearchX size={40} />}
                  title="Category not found"
                  description="It may have been renamed or removed."
                  action={
                    <Button variant="outline" onClick={() => chooseCategory(undefined)}>
                      Show all topics
                    </Button>
                  }
                />
              ) : (
                <LoadError
                  error={topics.error}
                  fallback="The topics could not be loaded."
                  onRetry={() => void topics.refetch()}
                />
              )
            ) : topics.data.items.length === 0 ? (
              <EmptyState
                icon={<SearchX size={40} />}
                title="No topics found"
                description={
                  search.q
                    ? "Try other words, or look in every category."
                    : "Nobody has started a topic here yet. Be the first!"
                }
                action={
                  <Button colorPalette="burgundy" onClick={startTopic}>
                    <MessageSquarePlus aria-hidden /> New Topic
                  </Button>
                }
              />
            ) : (
              <>
                <TopicList
                  topics={topics.data.items}
                  showCategory={!search.category}
                  now={now}
                  label={heading}
                />
                <Pager
                  page={topics.data.page}
                  pages={pageCount(topics.data.total, topics.data.pageSize)}
                  onPage={setPage}
                  label="Topic pages"
                />
              </>
            )}
            {showUpsell ? (
              <Box display={{ base: "block", md: "none" }}>
                <UpsellCard />
              </Box>
            ) : null}
          </Stack>
        </Grid>
      </Container>

      {/* One boundary each: a dialog loading its code never hides another that is open. */}
      {search.topic ? (
        <Suspense fallback={null}>
          <TopicDialog
            key={search.topic}
            topicId={search.topic}
            onClose={topicDialog.close}
            onSignInNeeded={(reason) => setSignInReason(reason)}
          />
        </Suspense>
      ) : null}
      {newTopicOpen ? (
        <Suspense fallback={null}>
          <NewTopicDialog
            categories={categories.data ?? []}
            defaultCategory={category && !category.locked ? category.id : undefined}
            onClose={() => setNewTopicOpen(false)}
            onPosted={(id) => {
              setNewTopicOpen(false);
              topicDialog.open(id);
            }}
          />
        </Suspense>
      ) : null}
      {signInReason ? (
        <Suspense fallback={null}>
          <ForumSignInDialog
            open
            reason={signInReason}
            onOpenChange={(open) => {
              if (!open) setSignInReason(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
