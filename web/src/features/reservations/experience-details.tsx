import { Box, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReservationType } from "contracts";
import { formatPrice } from "contracts/money";
import { Clock, Info, Users } from "lucide-react";
import type { Ref } from "react";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { RESERVATION_FALLBACK_IMAGE } from "../../components/reservations/display";
import { TypeBadges } from "./type-card";

export interface ExperienceDetailsProps {
  type: ReservationType;
  /** The heading, which takes focus when the person has just chosen the experience. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The booking panel's left side: the experience's picture, name, description and practicalities. */
export function ExperienceDetails({ type, headingRef }: ExperienceDetailsProps) {
  return (
    <Stack gap="4" gridColumn={{ lg: "span 2" }}>
      <Box borderRadius="xl" overflow="hidden" bg="cream.200">
        <ImageWithFallback
          src={type.imageUrl}
          fallbackSrc={RESERVATION_FALLBACK_IMAGE}
          alt=""
          width="full"
          height={{ base: "56", md: "72" }}
          objectFit="cover"
        />
      </Box>
      <HStack gap="2" wrap="wrap">
        <TypeBadges type={type} />
      </HStack>
      <Heading
        as="h2"
        ref={headingRef}
        tabIndex={-1}
        size="2xl"
        color="burgundy.800"
        lineHeight="1.2"
        // A focus target, not a control: no ring around a heading that cannot be used.
        outline="none"
      >
        {type.name}
      </Heading>
      <Text>{type.description}</Text>
      <HStack gap="5" color="fg.muted" fontSize="sm" wrap="wrap">
        <HStack gap="1">
          <Clock size={16} aria-hidden /> {type.duration} min
        </HStack>
        <HStack gap="1">
          <Users size={16} aria-hidden /> Up to {type.capacity} guests
        </HStack>
        <Text fontWeight="semibold" color="burgundy.900" fontSize="md">
          {formatPrice(type.price)} per person
        </Text>
      </HStack>
      {type.requirements ? (
        <HStack gap="2" align="flex-start" bg="cream.100" borderRadius="lg" p="3" fontSize="sm">
          <Box color="gold.700" pt="0.5" aria-hidden>
            <Info size={16} />
          </Box>
          <Text>{type.requirements}</Text>
        </HStack>
      ) : null}
    </Stack>
  );
}
