import { Badge, Box, Card, Heading, List, SimpleGrid, Text } from "@chakra-ui/react";
import { tierOrder, tiers } from "contracts/membership/rules";
import { formatUsd } from "contracts/money";
import { Check, Star } from "lucide-react";

/** The three club tiers from the one tier table in contracts. */
export function TierCards() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" alignItems="stretch">
      {tierOrder.map((key) => {
        const tier = tiers[key];
        return (
          <Card.Root
            key={tier.tier}
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
                <Text as="span" fontFamily="heading" fontSize="4xl" fontWeight="bold" color="burgundy.900">
                  {formatUsd(tier.monthlyPriceCents)}
                </Text>
                <Text as="span" color="fg.muted">
                  {" "}
                  / month
                </Text>
              </Box>
            </Card.Header>
            <Card.Body>
              <List.Root variant="plain" gap="2.5">
                {tier.benefits.map((benefit) => (
                  <List.Item key={benefit} alignItems="flex-start">
                    <List.Indicator asChild color="vine.600" mt="0.5">
                      <Check aria-hidden />
                    </List.Indicator>
                    {benefit}
                  </List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
