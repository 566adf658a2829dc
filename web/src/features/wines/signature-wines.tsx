import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { paths } from "../../lib/paths";
import { errorMessage, trpc } from "../../lib/trpc";
import { WineCard } from "./wine-card";
import { WineCardSkeleton } from "./wine-card-skeleton";

/** How many wines the home page features: the first ones of the catalogue, in its own order. */
const SIGNATURE_COUNT = 3;

/** The home page's "Our Signature Wines" section. */
export function SignatureWines() {
  const wines = useQuery(trpc.wines.list.queryOptions());
  const signature = wines.data?.slice(0, SIGNATURE_COUNT) ?? [];

  return (
    <Box as="section" aria-labelledby="signature-wines" py={{ base: "14", md: "20" }}>
      <Container maxW="7xl">
        <Stack gap="2" textAlign="center" align="center" mb={{ base: "8", md: "10" }}>
          <Text
            color="gold.700"
            textTransform="uppercase"
            letterSpacing="0.2em"
            fontSize="xs"
            fontWeight="bold"
          >
            From our cellar
          </Text>
          <Heading
            lineHeight="1.2"
            as="h2"
            id="signature-wines"
            fontSize={{ base: "3xl", md: "4xl" }}
            color="burgundy.800"
          >
            Our Signature Wines
          </Heading>
          <Text color="fg.muted" maxW="2xl">
            Small-lot wines grown, pressed and bottled on the estate.
          </Text>
        </Stack>
        {wines.isError ? (
          <Text textAlign="center" color="fg.muted" role="alert">
            {errorMessage(wines.error) ??
              "Our wines could not be loaded right now. Please try again in a moment."}
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {wines.isPending
              ? [...Array(SIGNATURE_COUNT).keys()].map((slot) => <WineCardSkeleton key={slot} />)
              : signature.map((wine) => <WineCard key={wine.id} wine={wine} />)}
          </SimpleGrid>
        )}
        <Flex justify="center" mt="10">
          <Button asChild size="lg" colorPalette="burgundy">
            <RouterLink to={paths.shop}>
              View All Wines <ArrowRight aria-hidden />
            </RouterLink>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
