import {
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Heading,
  HStack,
  Image,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Wrap,
} from "@chakra-ui/react";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import type { JournalEntryDetail } from "contracts";
import { choiceLabel } from "contracts/journal/labels";
import { wineTypeLabels } from "contracts/wines/labels";
import { ArrowLeft, Lock, Pencil, ShoppingBag, Star, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { LoadError } from "../../components/load-error";
import { PageHeader } from "../../components/page-header";
import { useDocumentTitle } from "../../lib/document-title";
import { trpc } from "../../lib/trpc";
import { formatTastingDate, ratingText } from "./entry-display";
import { EntrySocial } from "./entry-social";
import { ShareLink } from "./share-link";
import { TagChip } from "./tag-chip";
import { SheetCard, TastingSheet } from "./tasting-sheet";

const DeleteEntryDialog = lazy(() =>
  import("./delete-entry-dialog").then((m) => ({ default: m.DeleteEntryDialog })),
);

function Verdict({ entry }: { entry: JournalEntryDetail }) {
  const quality = entry.conclusion.quality;
  return (
    <SheetCard id="entry-verdict" title="Verdict">
      <HStack gap="6" wrap="wrap" align="flex-end">
        {entry.personalRating !== null ? (
          <Stack gap="0">
            <Text fontSize="sm" color="fg.muted">
              Rating
            </Text>
            <HStack gap="1.5" color="gold.700">
              <Star size={24} aria-hidden fill="currentColor" />
              <Text fontSize="3xl" fontWeight="bold" fontFamily="heading">
                {ratingText(entry.personalRating)}
              </Text>
            </HStack>
          </Stack>
        ) : null}
        {quality ? (
          <Stack gap="0">
            <Text fontSize="sm" color="fg.muted">
              Quality
            </Text>
            <Text fontSize="xl" fontWeight="semibold" color="burgundy.800">
              {choiceLabel(quality)}
            </Text>
          </Stack>
        ) : null}
      </HStack>
      {entry.personalNotes ? (
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="lg">
          {entry.personalNotes}
        </Text>
      ) : (
        <Text color="fg.muted">No personal notes.</Text>
      )}
      {entry.tags.length > 0 ? (
        <Wrap as="ul" listStyleType="none" gap="1.5" aria-label="Tags">
          {entry.tags.map((tag) => (
            <li key={tag}>
              <TagChip tag={tag} search={entry.isPublic ? { tab: "community", tag } : undefined} />
            </li>
          ))}
        </Wrap>
      ) : null}
    </SheetCard>
  );
}

function Photos({ entry }: { entry: JournalEntryDetail }) {
  return (
    <SheetCard id="entry-photos" title="Photos">
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        {entry.photos.map((url, index) => (
          <a key={url} href={url} target="_blank" rel="noopener">
            <Image
              src={url}
              alt={`Photo ${index + 1} of the ${entry.wine.name} tasting`}
              loading="lazy"
              borderRadius="lg"
              aspectRatio={1}
              objectFit="cover"
              width="full"
            />
          </a>
        ))}
      </SimpleGrid>
    </SheetCard>
  );
}

function WineCard({ entry }: { entry: JournalEntryDetail }) {
  const { wine } = entry;
  return (
    <SheetCard id="entry-wine" title="The Wine">
      <HStack gap="4" align="flex-start">
        <Box bg="cream.200" borderRadius="lg" p="2" flexShrink={0}>
          <ImageWithFallback
            src={wine.imageUrl}
            alt={`Bottle of ${wine.name}`}
            height="28"
            width="16"
            objectFit="contain"
          />
        </Box>
        <Stack gap="1">
          <Heading as="h3" size="md" color="burgundy.800">
            {wine.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {wineTypeLabels[wine.type]} · {wine.vintage}
          </Text>
          {wine.isAvailable ? (
            <Button asChild colorPalette="burgundy" size="sm" mt="2" alignSelf="flex-start">
              <RouterLink to="/wine/$id" params={{ id: wine.id }}>
                <ShoppingBag aria-hidden /> Buy this wine
              </RouterLink>
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted" mt="2">
              No longer in the shop.
            </Text>
          )}
        </Stack>
      </HStack>
    </SheetCard>
  );
}

function Sharing({ entry }: { entry: JournalEntryDetail }) {
  return (
    <SheetCard id="entry-sharing" title="Sharing">
      {entry.isPublic && entry.shareableSlug ? (
        <ShareLink slug={entry.shareableSlug} />
      ) : (
        <Stack gap="3">
          <HStack gap="2" color="fg.muted">
            <Lock size={16} aria-hidden />
            <Text>Private: only you can see this entry.</Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Make it public to get a link you can send to anyone, and to let other wine lovers like and
            comment.
          </Text>
          <Button asChild variant="outline" bg="white" size="sm" alignSelf="flex-start">
            <RouterLink to="/journal/$id/edit" params={{ id: entry.id }} hash="sharing">
              Change sharing
            </RouterLink>
          </Button>
        </Stack>
      )}
    </SheetCard>
  );
}

/** One tasting, laid out like a tasting sheet, with its photos, the wine, and what people said. */
export function EntryView({ entry, shared }: { entry: JournalEntryDetail; shared: boolean }) {
  useDocumentTitle(`${entry.wine.name} ${entry.wine.vintage}: tasting note`);
  const [deleting, setDeleting] = useState(false);
  const where = [formatTastingDate(entry.tastingDate), entry.location, entry.occasion]
    .filter(Boolean)
    .join(" · ");
  return (
    <>
      <PageHeader
        eyebrow={shared ? "Shared tasting note" : "Tasting note"}
        title={`${entry.wine.name} ${entry.wine.vintage}`}
      >
        <Text>Tasted {where}</Text>
        <HStack gap="2" mt="2" wrap="wrap">
          <Text>by {entry.user.username}</Text>
          <Badge colorPalette={entry.isPublic ? "vine" : "gray"} variant="solid">
            {entry.isPublic ? "Public" : "Private"}
          </Badge>
        </HStack>
      </PageHeader>
      <Container maxW="7xl" py={{ base: "6", md: "10" }}>
        <Stack gap="6">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Button asChild variant="ghost" size="sm">
              <RouterLink to="/journal">
                <ArrowLeft aria-hidden /> Back to Journal
              </RouterLink>
            </Button>
            {entry.isOwner ? (
              <HStack gap="2">
                <Button asChild variant="outline" bg="white" size="sm">
                  <RouterLink to="/journal/$id/edit" params={{ id: entry.id }}>
                    <Pencil aria-hidden /> Edit
                  </RouterLink>
                </Button>
                <Button
                  variant="outline"
                  bg="white"
                  colorPalette="red"
                  size="sm"
                  onClick={() => setDeleting(true)}
                >
                  <Trash2 aria-hidden /> Delete
                </Button>
              </HStack>
            ) : null}
          </HStack>
          {/* One grid: on a phone the wine and the share link come right after the verdict. */}
          <Grid
            templateColumns={{ base: "1fr", lg: "minmax(0, 2fr) minmax(0, 1fr)" }}
            gap="6"
            alignItems="start"
          >
            <Box gridColumn={{ lg: "1" }} minW="0">
              <Verdict entry={entry} />
            </Box>
            <Stack gap="6" minW="0" gridColumn={{ lg: "2" }} gridRow={{ lg: "1 / span 4" }}>
              <WineCard entry={entry} />
              {entry.isOwner ? <Sharing entry={entry} /> : null}
              {!entry.isOwner && entry.wine.isAvailable ? (
                <Text fontSize="sm" color="fg.muted">
                  Tasted it too?{" "}
                  <RouterLink
                    to="/journal/new"
                    search={{ wine: entry.wine.id }}
                    style={{ textDecoration: "underline" }}
                  >
                    Write your own note
                  </RouterLink>
                  .
                </Text>
              ) : null}
            </Stack>
            <Box gridColumn={{ lg: "1" }} minW="0">
              <TastingSheet entry={entry} />
            </Box>
            {entry.photos.length > 0 ? (
              <Box gridColumn={{ lg: "1" }} minW="0">
                <Photos entry={entry} />
              </Box>
            ) : null}
            {entry.isPublic ? (
              <Box gridColumn={{ lg: "1" }} minW="0">
                <EntrySocial entry={entry} />
              </Box>
            ) : null}
          </Grid>
        </Stack>
      </Container>
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteEntryDialog
            entryId={entry.id}
            wineName={entry.wine.name}
            open={deleting}
            onOpenChange={setDeleting}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function Missing() {
  useDocumentTitle("Journal entry not found");
  return (
    <Container maxW="3xl" py="16">
      <EmptyState
        icon={<Lock size={40} />}
        headingAs="h1"
        title="Journal entry not found"
        description="This entry is private, its link was turned off, or it was deleted."
        action={
          <Button asChild colorPalette="burgundy">
            <RouterLink to="/journal">Back to Journal</RouterLink>
          </Button>
        }
      />
    </Container>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.code === "NOT_FOUND";
}

function EntryState({
  query,
  shared,
}: {
  query: UseQueryResult<JournalEntryDetail, unknown>;
  shared: boolean;
}) {
  if (query.isPending) {
    return (
      <Stack align="center" py="24">
        <Spinner size="lg" color="burgundy.700" aria-label="Loading the entry" />
      </Stack>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) return <Missing />;
    return (
      <Container maxW="3xl" py="16">
        <LoadError
          error={query.error}
          fallback="The entry could not be loaded."
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }
  return <EntryView entry={query.data} shared={shared} />;
}

export function EntryByIdPage({ id }: { id: string }) {
  return <EntryState query={useQuery(trpc.journal.byId.queryOptions({ id }))} shared={false} />;
}

export function SharedEntryPage({ slug }: { slug: string }) {
  return <EntryState query={useQuery(trpc.journal.bySlug.queryOptions({ slug }))} shared />;
}
