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
} from "@chakra-ui/react";
import type { ReservationType } from "contracts";
import { formatPrice } from "contracts/money";
import { reservationCategoryLabels } from "contracts/reservations/labels";
import { Clock, Users } from "lucide-react";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { categoryPalette, RESERVATION_FALLBACK_IMAGE } from "../../components/reservations/display";

/** An experience's category, and "Members Only" when it is for club members. */
export function TypeBadges({ type }: { type: ReservationType }) {
  return (
    <>
      <Badge colorPalette={categoryPalette[type.category]} variant="solid">
        {reservationCategoryLabels[type.category]}
      </Badge>
      {type.memberOnly ? (
        <Badge colorPalette="gold" variant="subtle">
          Members Only
        </Badge>
      ) : null}
    </>
  );
}

export interface TypeCardProps {
  type: ReservationType;
  onSelect: (type: ReservationType) => void;
  /** In the first row of the grid: the picture is fetched at once. */
  priority?: boolean;
}

/** An experience in the grid: picture, category, members badge, price per person, length and size. */
export function TypeCard({ type, onSelect, priority }: TypeCardProps) {
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
      <Box position="relative" bg="cream.200">
        <ImageWithFallback
          src={type.imageUrl}
          fallbackSrc={RESERVATION_FALLBACK_IMAGE}
          alt=""
          priority={priority}
          height="48"
          width="full"
          objectFit="cover"
        />
        <HStack position="absolute" top="3" insetStart="3" gap="2">
          <TypeBadges type={type} />
        </HStack>
      </Box>
      <Card.Body gap="2">
        <Heading as="h2" size="lg" color="burgundy.800" lineHeight="short">
          {type.name}
        </Heading>
        <Text fontSize="sm" color="fg.muted" lineClamp={3}>
          {type.description}
        </Text>
        <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
          <HStack gap="1">
            <Clock size={14} aria-hidden /> {type.duration} min
          </HStack>
          <HStack gap="1">
            <Users size={14} aria-hidden /> Up to {type.capacity} guests
          </HStack>
        </HStack>
      </Card.Body>
      <Card.Footer>
        <Flex align="center" justify="space-between" gap="3" width="full">
          <Text fontSize="xl" fontWeight="bold" color="burgundy.900">
            {formatPrice(type.price)}
            <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
              {" "}
              per person
            </Text>
          </Text>
          <Button
            colorPalette="burgundy"
            size="sm"
            onClick={() => onSelect(type)}
            aria-label={`Book ${type.name}`}
          >
            Book Now
          </Button>
        </Flex>
      </Card.Footer>
    </Card.Root>
  );
}

export function TypeCardSkeleton() {
  return (
    <Card.Root bg="white" overflow="hidden" borderRadius="xl" aria-hidden>
      <Skeleton height="48" />
      <Card.Body gap="3">
        <Skeleton height="6" width="70%" />
        <SkeletonText noOfLines={3} />
        <Skeleton height="4" width="50%" />
      </Card.Body>
    </Card.Root>
  );
}
