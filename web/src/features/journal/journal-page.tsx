import { Button, Container, Flex, Stack, Tabs, Text } from "@chakra-ui/react";
import { getRouteApi, Link as RouterLink } from "@tanstack/react-router";
import { JOURNAL_SEARCH_MAX } from "contracts/journal/labels";
import { type WineType, wineTypeLabels, wineTypes } from "contracts/wines/labels";
import { Plus, X } from "lucide-react";
import { useCallback } from "react";
import { FilterButtons, type FilterOption } from "../../components/filter-buttons";
import { PageHeader } from "../../components/page-header";
import { SearchBox } from "../../components/search-box";
import { useAuth } from "../../lib/auth";
import { useDocumentTitle } from "../../lib/document-title";
import { CommunityList, JournalGridSkeleton, MyJournalList } from "./journal-lists";
import { type JournalSearch, type JournalTab, shownTab } from "./journal-search";

const route = getRouteApi("/journal/");

const typeOptions: readonly FilterOption<WineType | "all">[] = [
  { value: "all", label: "All" },
  ...wineTypes.map((type) => ({ value: type, label: wineTypeLabels[type] })),
];

function CommunityFilters({
  search,
  onChange,
}: {
  search: JournalSearch;
  onChange: (next: Partial<JournalSearch>) => void;
}) {
  const onSearch = useCallback((q: string) => onChange({ q: q || undefined }), [onChange]);
  return (
    <Stack gap="4">
      <SearchBox
        value={search.q ?? ""}
        onSearch={onSearch}
        label="Search journals"
        placeholder="Search wines, notes, places, tasters..."
        maxLength={JOURNAL_SEARCH_MAX}
        minW={{ base: "full", md: "72" }}
      />
      <Flex gap="3" align="center" wrap="wrap">
        <FilterButtons
          label="Filter by wine type"
          options={typeOptions}
          value={search.type ?? "all"}
          onChange={(type) => onChange({ type: type === "all" ? undefined : type })}
        />
        {search.tag ? (
          <Button
            size="sm"
            borderRadius="full"
            variant="subtle"
            colorPalette="gold"
            onClick={() => onChange({ tag: undefined })}
            aria-label={`Remove the filter: tag ${search.tag}`}
          >
            #{search.tag} <X aria-hidden />
          </Button>
        ) : null}
      </Flex>
    </Stack>
  );
}

/** /journal: your own tasting notes and the community's shared ones, in tabs. */
export function JournalPage() {
  useDocumentTitle("Wine Tasting Journal");
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { isAuthenticated, isLoading } = useAuth();
  const tab = shownTab(search, isAuthenticated);

  const setTab = (next: JournalTab) =>
    void navigate({ search: next === "mine" ? {} : { tab: next }, resetScroll: false });
  const changeFilters = useCallback(
    (next: Partial<JournalSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, tab: "community", ...next }), replace: true }),
    [navigate],
  );

  return (
    <>
      <PageHeader eyebrow="Media" title="Wine Tasting Journal">
        <Text>
          Keep a tasting notebook the way wine educators teach it: look, smell, taste, conclude. Private until
          you share it.
        </Text>
      </PageHeader>
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        {isLoading ? (
          <JournalGridSkeleton />
        ) : (
          <Tabs.Root
            value={tab}
            onValueChange={(details) => setTab(details.value === "community" ? "community" : "mine")}
            variant="line"
            colorPalette="burgundy"
            lazyMount
            unmountOnExit
          >
            <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap">
              <Tabs.List aria-label="Journals" flex="1" minW="0">
                {isAuthenticated ? <Tabs.Trigger value="mine">My Journal</Tabs.Trigger> : null}
                <Tabs.Trigger value="community">
                  {isAuthenticated ? "Community" : "Wine Journals"}
                </Tabs.Trigger>
              </Tabs.List>
              {isAuthenticated ? (
                <Button asChild colorPalette="burgundy" size="sm" mb="2">
                  <RouterLink to="/journal/new">
                    <Plus aria-hidden /> New Entry
                  </RouterLink>
                </Button>
              ) : (
                <Button asChild variant="outline" size="sm" bg="white" mb="2">
                  <RouterLink to="/membership">Sign in to keep your own</RouterLink>
                </Button>
              )}
            </Flex>
            {isAuthenticated ? (
              <Tabs.Content value="mine" pt="6">
                <MyJournalList />
              </Tabs.Content>
            ) : null}
            <Tabs.Content value="community" pt="6">
              <Stack gap="6">
                <CommunityFilters search={search} onChange={changeFilters} />
                <CommunityList
                  search={search}
                  onClearFilters={() => void navigate({ search: { tab: "community" } })}
                />
              </Stack>
            </Tabs.Content>
          </Tabs.Root>
        )}
      </Container>
    </>
  );
}
