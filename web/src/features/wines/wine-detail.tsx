import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { Wine } from "contracts";
import { maxQuantity } from "contracts/cart/rules";
import { memberCategoryLabels } from "contracts/membership/rules";
import { formatPrice } from "contracts/money";
import { type WineType, wineTypeLabels } from "contracts/wines/labels";
import { ArrowLeft, Crown, Grape, ShoppingCart, Utensils, Wine as WineIcon, Zap } from "lucide-react";
import { type ReactNode, useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { QuantityControl } from "../../components/quantity-control";
import { StarRating } from "../../components/star-rating";
import { useDocumentTitle } from "../../lib/document-title";
import { paths } from "../../lib/paths";
import { trpc } from "../../lib/trpc";
import { MembersOnlyPanel, useCanBuy } from "./members-only";
import { useAddWineToCart } from "./use-add-wine-to-cart";

const typePalette: Record<WineType, string> = {
  red: "burgundy",
  white: "gold",
  rosé: "pink",
  sparkling: "vine",
};

/** Below this many bottles the page says how few are left. */
const LOW_STOCK = 12;

function stockState(stock: number): { label: string; color: string } {
  if (stock === 0) return { label: "Out of stock", color: "red.700" };
  if (stock < 0) return { label: "In stock", color: "vine.700" };
  if (stock <= LOW_STOCK) return { label: `Only ${stock} left`, color: "gold.700" };
  return { label: `In stock (${stock} bottles)`, color: "vine.700" };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" color="burgundy.900">
        {children}
      </Text>
    </Box>
  );
}

function Notes({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Box bg="white" borderRadius="xl" p="5" borderWidth="1px" borderColor="cream.300">
      <HStack gap="2" mb="2" color="burgundy.700">
        <Box aria-hidden>{icon}</Box>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      </HStack>
      <Text color="fg.muted">{text}</Text>
    </Box>
  );
}

function BuyBox({ wine }: { wine: Wine }) {
  return useCanBuy(wine) ? <PurchaseBox wine={wine} /> : <MembersOnlyPanel wineName={wine.name} />;
}

function PurchaseBox({ wine }: { wine: Wine }) {
  const max = maxQuantity(wine.stock);
  const soldOut = max === 0;
  const [quantity, setQuantity] = useState(1);
  const [pending, setPending] = useState<"add" | "buy" | null>(null);
  const { add } = useAddWineToCart();
  const chosen = Math.min(quantity, Math.max(1, max));

  async function handle(kind: "add" | "buy") {
    setPending(kind);
    await add(wine, chosen, { buyNow: kind === "buy" });
    setPending(null);
  }

  return (
    <Stack gap="4" bg="white" borderRadius="xl" p="5" borderWidth="1px" borderColor="cream.300">
      <Flex align="center" justify="space-between" gap="4" wrap="wrap">
        <Text fontWeight="medium">Quantity</Text>
        <QuantityControl value={chosen} onChange={setQuantity} min={1} max={max} disabled={soldOut} />
      </Flex>
      {!soldOut ? (
        <Text fontSize="sm" color="fg.muted">
          Up to {max} {max === 1 ? "bottle" : "bottles"} per order.
        </Text>
      ) : null}
      {/* Stacked on a phone, each button keeps its own 44 px height: a flex basis of 0 in a column
          squeezed them to 26 px. */}
      <Flex gap="3" direction={{ base: "column", sm: "row" }}>
        <Button
          flex={{ sm: "1" }}
          size="lg"
          colorPalette="burgundy"
          disabled={soldOut || pending !== null}
          loading={pending === "add"}
          loadingText="Adding..."
          onClick={() => void handle("add")}
        >
          {soldOut ? (
            "Out of stock"
          ) : (
            <>
              <ShoppingCart aria-hidden /> Add to Cart
            </>
          )}
        </Button>
        <Button
          flex={{ sm: "1" }}
          size="lg"
          bg="gold.500"
          color="burgundy.950"
          _hover={{ bg: "gold.400" }}
          disabled={soldOut || pending !== null}
          loading={pending === "buy"}
          loadingText="Adding..."
          onClick={() => void handle("buy")}
        >
          {soldOut ? (
            "Out of stock"
          ) : (
            <>
              <Zap aria-hidden /> Buy Now
            </>
          )}
        </Button>
      </Flex>
    </Stack>
  );
}

function WineDetailView({ wine }: { wine: Wine }) {
  useDocumentTitle(wine.name);
  const stock = stockState(wine.stock);
  return (
    <Grid templateColumns={{ base: "1fr", lg: "5fr 7fr" }} gap={{ base: "8", lg: "12" }} alignItems="start">
      <Box
        bg="cream.200"
        borderRadius="2xl"
        py={{ base: "8", md: "12" }}
        display="flex"
        justifyContent="center"
        position={{ lg: "sticky" }}
        top={{ lg: "32" }}
      >
        <ImageWithFallback
          src={wine.imageUrl}
          alt={`Bottle of ${wine.name}`}
          height={{ base: "80", md: "md" }}
          width="full"
          objectFit="contain"
          priority
        />
      </Box>

      <Stack gap="6">
        <Stack gap="3">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={typePalette[wine.type]} variant="solid" size="lg">
              {wineTypeLabels[wine.type]}
            </Badge>
            {wine.isExclusive ? (
              <Badge colorPalette="gold" variant="subtle" size="lg">
                <Crown size={12} aria-hidden /> Members only
              </Badge>
            ) : null}
            {wine.membershipCategory ? (
              <Badge colorPalette="burgundy" variant="outline" size="lg">
                Club selection: {memberCategoryLabels[wine.membershipCategory]}
              </Badge>
            ) : null}
          </HStack>
          <Heading as="h1" fontSize={{ base: "3xl", md: "5xl" }} lineHeight="1.1" color="burgundy.800">
            {wine.name}
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            {[String(wine.vintage), wine.region].filter(Boolean).join(" · ")}
          </Text>
          <StarRating rating={wine.rating} size={20} />
        </Stack>

        <Box>
          <Text fontSize="4xl" fontWeight="bold" color="burgundy.900">
            {formatPrice(wine.price)}
            <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
              {" "}
              per bottle
            </Text>
          </Text>
          {wine.casePrice ? (
            <Text color="vine.700" fontWeight="medium">
              {formatPrice(wine.casePrice)} per case of {wine.bottlesPerCase}
            </Text>
          ) : null}
          <Text mt="1" fontWeight="semibold" color={stock.color}>
            {stock.label}
          </Text>
        </Box>

        <Text fontSize="lg">{wine.description}</Text>

        <BuyBox wine={wine} />

        <SimpleGrid
          as="dl"
          columns={{ base: 2, md: 3 }}
          gap="4"
          bg="cream.100"
          p="5"
          borderRadius="xl"
          borderWidth="1px"
          borderColor="cream.300"
        >
          <Fact label="Vintage">{wine.vintage}</Fact>
          <Fact label="Region">{wine.region ?? "Not listed"}</Fact>
          <Fact label="Grape variety">{wine.grapeVariety ?? "Not listed"}</Fact>
          <Fact label="Alcohol">{wine.alcoholContent ? `${wine.alcoholContent}%` : "Not listed"}</Fact>
          <Fact label="Serving temperature">{wine.servingTemp ?? "Not listed"}</Fact>
          <Fact label="Bottles per case">{wine.bottlesPerCase}</Fact>
        </SimpleGrid>

        {wine.tastingNotes ? (
          <Notes icon={<Grape size={20} />} title="Tasting Notes" text={wine.tastingNotes} />
        ) : null}
        {wine.pairingNotes ? (
          <Notes icon={<Utensils size={20} />} title="Food Pairing" text={wine.pairingNotes} />
        ) : null}
      </Stack>
    </Grid>
  );
}

function WineDetailSkeleton() {
  return (
    <Grid templateColumns={{ base: "1fr", lg: "5fr 7fr" }} gap={{ base: "8", lg: "12" }} aria-hidden>
      <Skeleton height={{ base: "96", md: "xl" }} borderRadius="2xl" />
      <Stack gap="5">
        <Skeleton height="6" width="30%" />
        <Skeleton height="12" width="80%" />
        <Skeleton height="10" width="40%" />
        <SkeletonText noOfLines={4} />
        <Skeleton height="40" borderRadius="xl" />
      </Stack>
    </Grid>
  );
}

function WineNotFound() {
  useDocumentTitle("Wine not found");
  return (
    <EmptyState
      headingAs="h1"
      icon={<WineIcon size={40} />}
      title="Wine not found"
      description="The wine you're looking for doesn't exist."
      action={
        <Button asChild colorPalette="burgundy">
          <RouterLink to={paths.shop}>
            <ArrowLeft aria-hidden /> Back to Shop
          </RouterLink>
        </Button>
      }
    />
  );
}

/** /wine/{id} for a wine that does not exist: the route's not-found page (a 404 from the server). */
export function WineNotFoundPage() {
  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      <WineNotFound />
    </Container>
  );
}

/** /wine/{id}: every detail of one wine, quantity, Add to Cart and Buy Now. */
export function WineDetail({ id }: { id: string }) {
  const wine = useQuery(trpc.wines.byId.queryOptions({ id }));
  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      <Link asChild color="burgundy.700" fontWeight="medium" mb="6" display="inline-flex" gap="1.5">
        <RouterLink to={paths.shop}>
          <ArrowLeft size={16} aria-hidden /> All wines
        </RouterLink>
      </Link>
      {wine.isPending ? (
        <WineDetailSkeleton />
      ) : wine.isError ? (
        // A missing wine and a failed load read the same, as the spec asks.
        <WineNotFound />
      ) : (
        <WineDetailView wine={wine.data} />
      )}
    </Container>
  );
}
