import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { type Occasion, occasionLabels, occasions } from "contracts/gifts/labels";
import { Gift, PenLine, Truck } from "lucide-react";
import { EmptyState } from "../../components/empty-state";
import { FilterButtons, type FilterOption } from "../../components/filter-buttons";
import { PageHeader } from "../../components/page-header";
import { ProductCardSkeleton } from "../../components/product-card-skeleton";
import { ProductGrid } from "../../components/product-grid";
import { useDocumentTitle } from "../../lib/document-title";
import { trpc } from "../../lib/trpc";
import { GiftCard } from "./gift-card";

const route = getRouteApi("/gifts");

const occasionOptions: readonly FilterOption<Occasion | "all">[] = [
  { value: "all", label: "All" },
  ...occasions.map((occasion) => ({ value: occasion, label: occasionLabels[occasion] })),
];

const steps = [
  {
    icon: <Gift size={28} />,
    title: "Choose a package",
    text: "Pick a gift for the occasion: every package pairs wines our winemaker chose to go together.",
  },
  {
    icon: <PenLine size={28} />,
    title: "Make it personal",
    text: "In your cart, add a message of up to 250 characters and choose a box, from our standard box to a custom engraved one.",
  },
  {
    icon: <Truck size={28} />,
    title: "We ship it",
    text: "We pack it by hand at the winery and ship it, with an adult signature (21+) on delivery.",
  },
] as const;

function HowGiftingWorks() {
  return (
    <Box as="section" aria-labelledby="how-gifting-works" mt={{ base: "14", md: "20" }}>
      <Heading
        as="h2"
        id="how-gifting-works"
        textAlign="center"
        fontSize={{ base: "2xl", md: "3xl" }}
        color="burgundy.800"
        mb="8"
      >
        How Wine Gifting Works
      </Heading>
      <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
        {steps.map((step, index) => (
          <Stack
            as="li"
            key={step.title}
            align="center"
            textAlign="center"
            gap="3"
            bg="white"
            borderRadius="xl"
            p="6"
            borderWidth="1px"
            borderColor="cream.300"
          >
            <Box bg="burgundy.50" color="burgundy.700" p="4" borderRadius="full" aria-hidden>
              {step.icon}
            </Box>
            <Text
              fontSize="xs"
              textTransform="uppercase"
              letterSpacing="wider"
              color="gold.700"
              fontWeight="bold"
            >
              Step {index + 1}
            </Text>
            <Heading as="h3" size="lg" color="burgundy.800">
              {step.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {step.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** /gifts: gift packages by occasion, added to the cart as their own lines. */
export function GiftsPage() {
  useDocumentTitle("Wine Gifts");
  const { occasion } = route.useSearch();
  const navigate = route.useNavigate();
  const gifts = useQuery(trpc.gifts.list.queryOptions(occasion ? { occasion } : undefined));

  function setOccasion(value: Occasion | "all") {
    void navigate({ search: { occasion: value === "all" ? undefined : value } });
  }

  return (
    <>
      <PageHeader eyebrow="Wine gifts" title="Gifts from the Ridge">
        <Text>
          Hand-packed pairings of our estate wines for birthdays, anniversaries, holidays and thank-yous, with
          your own message and a box worth keeping.
        </Text>
      </PageHeader>
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        <Box mb="6">
          <FilterButtons
            label="Filter by occasion"
            options={occasionOptions}
            value={occasion ?? "all"}
            onChange={setOccasion}
          />
        </Box>
        <ProductGrid
          query={gifts}
          errorFallback="Our gift packages could not be loaded right now. Please try again."
          skeleton={<ProductCardSkeleton />}
          skeletonCount={3}
          empty={
            <EmptyState
              icon={<Gift size={40} />}
              title="No gift packages found"
              description={
                occasion
                  ? `We have no ${occasionLabels[occasion].toLowerCase()} packages right now.`
                  : "Please check back soon."
              }
              action={
                occasion ? (
                  <Button colorPalette="burgundy" onClick={() => setOccasion("all")}>
                    Show all gift packages
                  </Button>
                ) : undefined
              }
            />
          }
          renderItem={(gift) => <GiftCard gift={gift} />}
        />
        <HowGiftingWorks />
      </Container>
    </>
  );
}
