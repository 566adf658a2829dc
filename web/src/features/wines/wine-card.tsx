import { Badge, Box, Button, Card, Flex, Heading, HStack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { Wine } from "contracts";
import { formatPrice } from "contracts/money";
import { type WineType, wineTypeLabels } from "contracts/wines/labels";
import type { ReactNode } from "react";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { StarRating } from "../../components/star-rating";
import { paths } from "../../lib/paths";

const typePalette: Record<WineType, string> = {
  red: "burgundy",
  white: "gold",
  rosé: "pink",
  sparkling: "vine",
};

export interface WineCardProps {
  wine: Wine;
  /** Extra buttons under the price (the shop adds "Add to Cart"). */
  actions?: ReactNode;
  /** Heading level inside the page outline; h3 under a section's h2 by default. */
  headingAs?: "h2" | "h3";
  /** In the first row of its grid: the picture is fetched at once. */
  priority?: boolean;
}

/** A wine in a grid: picture, type, name, description, rating, price and a link to its page. */
export function WineCard({ wine, actions, headingAs = "h3", priority }: WineCardProps) {
  return (
    <Card.Root
      variant="elevated"
      bg="white"
      overflow="hidden"
      height="full"
      borderRadius="xl"
      transition="transform 0.2s, box-shadow 0.2s"
      _hover={{ transform: "translateY(-2px)", boxShadow: "lg" }}
    >
      <Box position="relative" bg="cream.200" py="6" display="flex" justifyContent="center">
        <ImageWithFallback
          src={wine.imageUrl}
          alt={`Bottle of ${wine.name}`}
          priority={priority}
          height="64"
          width="full"
          objectFit="contain"
        />
        <Badge
          position="absolute"
          top="3"
          insetStart="3"
          colorPalette={typePalette[wine.type]}
          variant="solid"
        >
          {wineTypeLabels[wine.type]}
        </Badge>
        {wine.isExclusive ? (
          <Badge position="absolute" top="3" insetEnd="3" colorPalette="gold" variant="subtle">
            Members only
          </Badge>
        ) : null}
      </Box>
      <Card.Body gap="2">
        <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
          {wine.vintage}
          {wine.grapeVariety ? ` · ${wine.grapeVariety}` : ""}
        </Text>
        <Heading as={headingAs} size="lg" color="burgundy.800" lineHeight="short">
          {wine.name}
        </Heading>
        <Text fontSize="sm" color="fg.muted" lineClamp={3}>
          {wine.description}
        </Text>
        <StarRating rating={wine.rating} />
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="3">
        <Flex align="center" justify="space-between" gap="3">
          <Text fontSize="xl" fontWeight="bold" color="burgundy.900">
            {formatPrice(wine.price)}
          </Text>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={paths.wine(wine.id)} aria-label={`View details of ${wine.name}`}>
              View Details
            </RouterLink>
          </Button>
        </Flex>
        {actions ? <HStack gap="2">{actions}</HStack> : null}
      </Card.Footer>
    </Card.Root>
  );
}
