import { Badge, Box, Button, Card, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { tierOrder, tierRank, tiers } from "contracts/membership/rules";
import type { Tier } from "contracts/membership/schemas";
import { formatUsd } from "contracts/money";
import { ArrowUpCircle, Check, Star } from "lucide-react";
import { BenefitList } from "./tier-details";

export interface TierCardsProps {
  /** The tier the signed-in person holds, or null. */
  heldTier: Tier | null;
  onJoin: (tier: Tier) => void;
  /** The tier being added to the cart right now (its button spins). */
  busyTier?: Tier | undefined;
}

/** Full width; a label too long for a narrow card wraps onto a second line instead of leaving the button. */
const buttonFit = { width: "full", whiteSpace: "normal", height: "auto", minH: "10", py: "2" } as const;

function JoinButton({ tier, heldTier, onJoin, busyTier }: TierCardsProps & { tier: Tier }) {
  const name = tiers[tier].name;
  if (heldTier === tier) {
    return (
      <Button {...buttonFit} variant="subtle" colorPalette="gold" disabled>
        <Check aria-hidden /> Your Current Tier
      </Button>
    );
  }
  if (heldTier && tierRank(tier) < tierRank(heldTier)) {
    return (
      <Button {...buttonFit} variant="outline" disabled>
        Included in {tiers[heldTier].name}
      </Button>
    );
  }
  const upgrade = heldTier !== null;
  return (
    <Button
      {...buttonFit}
      colorPalette="burgundy"
      variant={tiers[tier].mostPopular ? "solid" : "outline"}
      loading={busyTier === tier}
      loadingText="Adding..."
      disabled={busyTier !== undefined && busyTier !== tier}
      onClick={() => onJoin(tier)}
    >
      {upgrade ? (
        <>
          <ArrowUpCircle aria-hidden /> Upgrade to {name}
        </>
      ) : (
        `Join ${name}`
      )}
    </Button>
  );
}

/** The three club tiers from the one tier table in contracts, each with its Join button. */
export function TierCards(props: TierCardsProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: "8", md: "6" }} alignItems="stretch">
      {tierOrder.map((key) => {
        const tier = tiers[key];
        return (
          <Card.Root
            key={tier.tier}
            as="article"
            aria-label={`${tier.name} tier`}
            // Three columns start at tablet width, where a full card padding squeezed the price and
            // pushed the Upgrade button's label past its edge.
            size={{ base: "md", md: "sm", lg: "md" }}
            bg="white"
            borderRadius="xl"
            position="relative"
            borderWidth={tier.mostPopular ? "2px" : "1px"}
            borderColor={tier.mostPopular ? "gold.500" : "cream.300"}
            boxShadow={tier.mostPopular ? "lg" : "sm"}
          >
            {tier.mostPopular ? (
              <Badge
                position="absolute"
                top="-3"
                left="50%"
                transform="translateX(-50%)"
                bg="gold.500"
                color="burgundy.950"
                borderRadius="full"
                px="3"
                py="1"
              >
                <Star size={12} aria-hidden fill="currentColor" /> Most Popular
              </Badge>
            ) : null}
            <Card.Header textAlign="center" pt="8">
              <Heading as="h3" size="2xl" color="burgundy.800">
                {tier.name}
              </Heading>
              <Box mt="2">
                <Text
                  as="span"
                  fontFamily="heading"
                  fontSize={{ base: "4xl", md: "3xl", lg: "4xl" }}
                  fontWeight="bold"
                  color="burgundy.900"
                >
                  {formatUsd(tier.monthlyPriceCents)}
                </Text>
                <Text as="span" color="fg.muted">
                  {" "}
                  / month
                </Text>
              </Box>
            </Card.Header>
            <Card.Body>
              <BenefitList benefits={tier.benefits} />
            </Card.Body>
            <Card.Footer>
              <JoinButton tier={key} {...props} />
            </Card.Footer>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
