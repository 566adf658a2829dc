import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Skeleton,
  SkeletonText,
  Text,
  VisuallyHidden,
  Wrap,
} from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { JournalEntry } from "contracts";
import { wineTypeLabels } from "contracts/wines/labels";
import { CalendarDays, Heart, Lock, MapPin, MessageCircle, PartyPopper, Star } from "lucide-react";
import { type ReactNode, useId } from "react";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { formatTastingDate, ratingText } from "./entry-display";

export interface JournalCardProps {
  entry: JournalEntry;
  /** Community cards name the author; your own do not. */
  showAuthor: boolean;
  /** A tag as a link that filters the list, or plain text. */
  renderTag: (tag: string) => ReactNode;
}

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="1.5" fontSize="sm" color="fg.muted" minW="0">
      <Box flexShrink={0} aria-hidden>
        {icon}
      </Box>
      <Text truncate>{children}</Text>
    </HStack>
  );
}

/** One tasting in a grid: the picture, the wine, the verdict, where and when, and what people said. */
export function JournalCard({ entry, showAuthor, renderTag }: JournalCardProps) {
  const headingId = useId();
  const picture = entry.photos[0] ?? entry.wine.imageUrl;
  const isPhoto = entry.photos.length > 0;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      bg="white"
      overflow="hidden"
      height="full"
      borderRadius="xl"
      variant="elevated"
    >
      <Box position="relative" bg="cream.200" height="44" display="flex" justifyContent="center">
        <ImageWithFallback
          src={picture}
          alt={isPhoto ? `Photo of ${entry.wine.name}` : `Bottle of ${entry.wine.name}`}
          height="full"
          width="full"
          objectFit={isPhoto ? "cover" : "contain"}
          py={isPhoto ? undefined : "4"}
        />
        {entry.personalRating !== null ? (
          <Badge position="absolute" top="3" insetEnd="3" colorPalette="gold" variant="solid" size="lg">
            <Star size={12} aria-hidden fill="currentColor" />
            <VisuallyHidden>Rating:</VisuallyHidden> {ratingText(entry.personalRating)}
          </Badge>
        ) : null}
        {showAuthor ? null : entry.isPublic ? (
          <Badge position="absolute" top="3" insetStart="3" colorPalette="vine" variant="solid">
            Public
          </Badge>
        ) : (
          <Badge position="absolute" top="3" insetStart="3" colorPalette="gray" variant="solid">
            <Lock size={11} aria-hidden /> Private
          </Badge>
        )}
      </Box>
      <Card.Body gap="2">
        <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
          {wineTypeLabels[entry.wine.type]} · {entry.wine.vintage}
        </Text>
        <Heading as="h3" id={headingId} size="lg" color="burgundy.800" lineHeight="short">
          {entry.wine.name}
        </Heading>
        {showAuthor ? (
          <Text fontSize="sm" color="fg.muted">
            by <strong>{entry.user.username}</strong>
          </Text>
        ) : null}
        <Flex direction="column" gap="1">
          <Detail icon={<CalendarDays size={14} />}>{formatTastingDate(entry.tastingDate)}</Detail>
          {entry.location ? <Detail icon={<MapPin size={14} />}>{entry.location}</Detail> : null}
          {entry.occasion ? <Detail icon={<PartyPopper size={14} />}>{entry.occasion}</Detail> : null}
        </Flex>
        {entry.personalNotes ? (
          <Text fontSize="sm" lineClamp={3} whiteSpace="pre-line">
            {entry.personalNotes}
          </Text>
        ) : null}
        {entry.tags.length > 0 ? (
          <Wrap gap="1.5" as="ul" aria-label="Tags" listStyleType="none">
            {entry.tags.map((tag) => (
              <li key={tag}>{renderTag(tag)}</li>
            ))}
          </Wrap>
        ) : null}
      </Card.Body>
      <Card.Footer justifyContent="space-between" alignItems="center" gap="3">
        <HStack gap="4" fontSize="sm" color="fg.muted">
          <HStack gap="1">
            <Heart size={16} aria-hidden /> {entry.likes}{" "}
            <VisuallyHidden>{entry.likes === 1 ? "like" : "likes"}</VisuallyHidden>
          </HStack>
          <HStack gap="1">
            <MessageCircle size={16} aria-hidden /> {entry.commentCount}{" "}
            <VisuallyHidden>{entry.commentCount === 1 ? "comment" : "comments"}</VisuallyHidden>
          </HStack>
        </HStack>
        <Button asChild variant="outline" size="sm">
          <RouterLink
            to="/journal/$id"
            params={{ id: entry.id }}
            aria-label={`View details of the ${entry.wine.name} tasting`}
          >
            View Details
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** The shape of a journal card while the list loads. */
export function JournalCardSkeleton() {
  return (
    <Card.Root bg="white" overflow="hidden" borderRadius="xl" aria-hidden>
      <Skeleton height="44" />
      <Card.Body gap="3">
        <Skeleton height="4" width="30%" />
        <Skeleton height="6" width="70%" />
        <SkeletonText noOfLines={3} />
        <Skeleton height="8" width="40%" mt="2" />
      </Card.Body>
    </Card.Root>
  );
}
