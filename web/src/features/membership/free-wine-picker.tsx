import { Badge, Box, Button, Flex, Grid, HStack, Skeleton, Stack, Tabs, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Wine } from "contracts";
import { CLUB_SHIPPING_NOTE } from "contracts/club/billing";
import { canAccessCategory, memberCategoryLabels, tierForCategory, tiers } from "contracts/membership/rules";
import type { MemberCategory, Tier } from "contracts/membership/schemas";
import { formatPrice } from "contracts/money";
import { wineTypeLabels } from "contracts/wines/labels";
import { ArrowUpCircle, Gift, Wine as WineIcon } from "lucide-react";
import { useState } from "react";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { LoadError } from "../../components/load-error";
import { SkeletonStack } from "../../components/skeleton-stack";
import { AppDialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { useAuth } from "../../lib/auth";
import { useCartToasts, useRefreshCart } from "../../lib/cart";
import { formatMonthName } from "../../lib/format";
import { errorMessage, trpc } from "../../lib/trpc";
import { UpgradeDialog } from "./upgrade-dialog";

const categories: MemberCategory[] = ["curated", "premium", "rare_vintage"];

/** The server words its refusals "Monthly Limit Reached: ..." / "Upgrade Required: ...": title and text. */
const titledRefusal = /^(Monthly Limit Reached|Upgrade Required): (.+)$/s;

function refusalToast(error: unknown): { title: string; description: string } {
  const message = errorMessage(error);
  const match = message ? titledRefusal.exec(message) : null;
  if (match?.[1] && match[2]) return { title: match[1], description: match[2] };
  return { title: "Error", description: message ?? "Failed to add wine to cart." };
}

/** "2026-11" -> "November" */
function monthName(month: string | undefined): string {
  return (month && formatMonthName(month)) || "this month";
}

function AllowanceBanner() {
  const allowance = useQuery({ ...trpc.membership.allowance.queryOptions(), staleTime: 0 });
  if (allowance.isPending) return <Skeleton height="16" borderRadius="lg" />;
  if (allowance.isError) {
    return (
      <Text role="alert" color="red.700" bg="red.50" borderRadius="lg" p="3" fontSize="sm">
        {errorMessage(allowance.error) ?? "Your free-wine allowance could not be loaded."}
      </Text>
    );
  }
  const { used, inCart, allowance: total, remaining, month } = allowance.data;
  const chosen = used + inCart;
  return (
    <Flex
      role="status"
      aria-live="polite"
      gap="3"
      align="center"
      bg="gold.50"
      borderWidth="1px"
      borderColor="gold.300"
      borderRadius="lg"
      p="3"
    >
      <Box color="gold.700" aria-hidden>
        <Gift size={28} />
      </Box>
      <Box>
        <Text fontWeight="semibold" color="burgundy.900">
          {chosen} of {total} free wines chosen this month
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {remaining > 0
            ? `${remaining} left for ${monthName(month)}${inCart > 0 ? `; ${inCart} waiting in your cart` : ""}.`
            : `That is all of ${monthName(month)}'s free wines. New picks open on the 1st.`}
        </Text>
        <Text fontSize="xs" color="fg.muted" mt="1" data-testid="club-shipping">
          {CLUB_SHIPPING_NOTE}
        </Text>
      </Box>
    </Flex>
  );
}

interface WineRowProps {
  wine: Wine;
  category: MemberCategory;
  tier: Tier;
  remaining: number | undefined;
  adding: boolean;
  onAdd: (wine: Wine) => void;
  onUpgrade: (tier: Tier) => void;
}

function WineRow({ wine, category, tier, remaining, adding, onAdd, onUpgrade }: WineRowProps) {
  const name = `${wine.name} ${wine.vintage}`;
  const allowed = canAccessCategory(tier, category);
  const needed = tierForCategory(category);
  // On a phone the button takes its own row under the wine, so the full name has the row's width
  // (a name cut off after two lines hid which vintage or cuvée it was).
  return (
    <Grid
      as="li"
      aria-label={name}
      templateColumns={{ base: "auto minmax(0, 1fr)", sm: "auto minmax(0, 1fr) auto" }}
      columnGap="3"
      rowGap="2"
      alignItems="center"
      p="3"
      bg="white"
      borderWidth="1px"
      borderColor="cream.300"
      borderRadius="lg"
    >
      <Box flexShrink={0} bg="cream.100" borderRadius="md" p="1">
        <ImageWithFallback src={wine.imageUrl} alt="" width="12" height="16" objectFit="contain" />
      </Box>
      <Box minW="0">
        <Text fontWeight="semibold" color="burgundy.900" overflowWrap="anywhere">
          {name}
        </Text>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {wineTypeLabels[wine.type]}
          {wine.region ? ` · ${wine.region}` : ""}
        </Text>
        <HStack gap="2" mt="1" wrap="wrap">
          <Text fontSize="xs" color="fg.muted" textDecoration="line-through">
            {formatPrice(wine.price)}
          </Text>
          {!allowed ? (
            <Badge size="sm" colorPalette="burgundy" variant="subtle">
              {tiers[needed].name} and up
            </Badge>
          ) : null}
        </HStack>
      </Box>
      {allowed ? (
        <Button
          size="sm"
          colorPalette="vine"
          gridColumn={{ base: "1 / -1", sm: "auto" }}
          minW="20"
          loading={adding}
          disabled={remaining === 0 || wine.stock === 0}
          onClick={() => onAdd(wine)}
        >
          FREE
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          colorPalette="burgundy"
          gridColumn={{ base: "1 / -1", sm: "auto" }}
          onClick={() => onUpgrade(needed)}
        >
          <ArrowUpCircle aria-hidden /> Upgrade
        </Button>
      )}
    </Grid>
  );
}

function CategoryWines(props: Omit<WineRowProps, "wine" | "adding"> & { addingId: string | undefined }) {
  const { category, addingId, ...row } = props;
  const wines = useQuery(trpc.wines.membership.queryOptions({ category }));
  if (wines.isPending) {
    return <SkeletonStack count={3} height="20" borderRadius="lg" />;
  }
  if (wines.isError) {
    return (
      <LoadError
        variant="section"
        error={wines.error}
        fallback="These wines could not be loaded."
        onRetry={() => void wines.refetch()}
      />
    );
  }
  if (wines.data.length === 0) {
    return (
      <Text color="fg.muted" textAlign="center" py="6" role="status">
        No {memberCategoryLabels[category].toLowerCase()} wines this month. Please look at the other tabs.
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={`${memberCategoryLabels[category]} wines`}>
      {wines.data.map((wine) => (
        <WineRow key={wine.id} wine={wine} category={category} adding={addingId === wine.id} {...row} />
      ))}
    </Stack>
  );
}

function PickerBody({ tier, onUpgrade }: { tier: Tier; onUpgrade: (tier: Tier) => void }) {
  const queryClient = useQueryClient();
  const refreshCart = useRefreshCart();
  const { added } = useCartToasts();
  const allowance = useQuery(trpc.membership.allowance.queryOptions());
  const add = useMutation(trpc.cart.add.mutationOptions());
  const held = allowance.data?.tier ?? tier;

  async function addFree(wine: Wine) {
    try {
      await add.mutateAsync({ wineId: wine.id, quantity: 1, type: "membership_wine" });
      added("Added to cart!", `${wine.name} ${wine.vintage} is in your cart as a free club wine.`);
    } catch (error) {
      toast({ ...refusalToast(error), variant: "destructive" });
    } finally {
      await Promise.all([
        refreshCart(),
        queryClient.invalidateQueries(trpc.membership.allowance.pathFilter()),
      ]);
    }
  }

  return (
    <Stack gap="4">
      <AllowanceBanner />
      <Tabs.Root defaultValue={tiers[held].category} variant="line" colorPalette="burgundy" lazyMount>
        <Tabs.List aria-label="Club wine categories" overflowX="auto" overflowY="hidden">
          {categories.map((category) => (
            <Tabs.Trigger key={category} value={category} flexShrink={0}>
              {memberCategoryLabels[category]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {categories.map((category) => (
          <Tabs.Content key={category} value={category} pt="4">
            <CategoryWines
              category={category}
              tier={held}
              remaining={allowance.data?.remaining}
              addingId={add.isPending ? add.variables.wineId : undefined}
              onAdd={(wine) => void addFree(wine)}
              onUpgrade={onUpgrade}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

/**
 * The dashboard's FREE WINE button and its picker (docs/spec part 1 §2): this month's free wines by category,
 * FREE for the categories the tier reaches, Upgrade for the others. Only members see the button.
 */
export function FreeWineButton() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [upgradeTo, setUpgradeTo] = useState<Tier | null>(null);
  const tier = user?.membershipTier;
  if (!tier) return null;
  return (
    <>
      <Button colorPalette="gold" variant="solid" onClick={() => setOpen(true)}>
        <WineIcon aria-hidden /> FREE WINE
      </Button>
      <AppDialog title="Your Free Club Wines" size="lg" open={open} onOpenChange={setOpen}>
        <PickerBody tier={tier} onUpgrade={setUpgradeTo} />
      </AppDialog>
      <UpgradeDialog targetTier={upgradeTo} onClose={() => setUpgradeTo(null)} />
    </>
  );
}
