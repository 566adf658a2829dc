import { Box, Button, Card, Heading, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { tiers } from "contracts/membership/rules";
import { Crown } from "lucide-react";

const lowest = tiers.essential;
const highest = tiers.elite;

/**
 * The wine club, for readers without a tier: what the Member Lounge and the club give, with the
 * club's own figures (never the original's "up to 35%").
 */
export function UpsellCard() {
  return (
    <Card.Root
      as="aside"
      aria-label="Join the Wine Club"
      bg="burgundy.800"
      color="cream.50"
      borderRadius="xl"
      data-surface="dark"
    >
      <Card.Body gap="3">
        <Box color="gold.300" aria-hidden>
          <Crown size={28} />
        </Box>
        <Heading as="h2" size="lg" lineHeight="short">
          Unlock the Member Lounge
        </Heading>
        <Text fontSize="sm" color="cream.200">
          Wine club members talk monthly selections and cellar tips in their own lounge, save{" "}
          {lowest.discountPercent} to {highest.discountPercent}% on every bottle and get free wines every
          month.
        </Text>
        <Button
          asChild
          size="sm"
          bg="gold.500"
          color="burgundy.950"
          _hover={{ bg: "gold.400" }}
          alignSelf="flex-start"
        >
          <RouterLink to="/membership">Explore the Wine Club</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** In place of a locked category's topics: what it is for and the way in. */
export function LockedCategoryNotice({ name, message }: { name: string; message: string }) {
  return (
    <Card.Root bg="white" borderRadius="xl" borderWidth="1px" borderColor="cream.300" role="status">
      <Card.Body gap="3" alignItems="center" textAlign="center" py="12">
        <Box color="gold.600" aria-hidden>
          <Crown size={40} />
        </Box>
        <Heading as="h2" size="xl" color="burgundy.800">
          {name} is locked
        </Heading>
        <Text color="fg.muted">{message} Join the club to read and post here.</Text>
        <Button asChild colorPalette="burgundy">
          <RouterLink to="/membership">See the membership tiers</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
