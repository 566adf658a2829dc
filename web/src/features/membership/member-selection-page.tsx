import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate } from "@tanstack/react-router";
import type { Wine } from "contracts";
import { CLUB_SHIPPING_NOTE } from "contracts/club/billing";
import { businessMonth, selectionLimitMessage } from "contracts/membership/allowance";
import { tiers } from "contracts/membership/rules";
import type { Tier } from "contracts/membership/schemas";
import { ArrowLeft, CircleCheck, ShoppingCart, WineOff } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { LoadError } from "../../components/load-error";
import { PageHeader } from "../../components/page-header";
import { toast } from "../../components/ui/toast";
import { useAuth } from "../../lib/auth";
import { useRefreshCart } from "../../lib/cart";
import { useDocumentTitle } from "../../lib/document-title";
import { formatMonth } from "../../lib/format";
import { errorMessage, trpc } from "../../lib/trpc";
import { SelectionWineCard } from "./selection-wine-card";

function BackToDashboard({ label = "Back to Dashboard" }: { label?: string }) {
  return (
    <Button asChild variant="outline" colorPalette="burgundy">
      <RouterLink to="/dashboard">
        <ArrowLeft aria-hidden /> {label}
      </RouterLink>
    </Button>
  );
}

function Progress({ count, limit }: { count: number; limit: number }) {
  return (
    <HStack gap="3" role="status" aria-live="polite">
      <HStack gap="1.5" aria-hidden>
        {Array.from({ length: limit }, (_, i) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
            key={i}
            boxSize="3"
            borderRadius="full"
            bg={i < count ? "burgundy.600" : "transparent"}
            borderWidth="2px"
            borderColor="burgundy.600"
          />
        ))}
      </HStack>
      <Text fontWeight="semibold" color="burgundy.900">
        {count} of {limit} selected
      </Text>
    </HStack>
  );
}

function SelectionComplete({ wines, chosen, month }: { wines: Wine[]; chosen: string[]; month: string }) {
  const names = wines.filter((w) => chosen.includes(w.id)).map((w) => `${w.name} ${w.vintage}`);
  const picked = names.length > 0 ? ` You picked ${names.join(" and ")}.` : "";
  return (
    <EmptyState
      icon={<CircleCheck size={48} />}
      iconColor="vine.600"
      title="Selection Complete"
      description={`Your free wines for ${formatMonth(month)} are chosen and on their way.${picked} New picks open on the 1st of next month.`}
      action={
        <Button asChild colorPalette="burgundy">
          <RouterLink to="/dashboard">Return to Dashboard</RouterLink>
        </Button>
      }
    />
  );
}

function Selector({ tier }: { tier: Tier }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshCart = useRefreshCart();
  const allowance = useQuery({ ...trpc.membership.allowance.queryOptions(), staleTime: 0 });
  const selection = useQuery({ ...trpc.membership.selection.queryOptions(), staleTime: 0 });
  const wines = useQuery(trpc.wines.memberSelection.queryOptions({ tier }));
  const save = useMutation(trpc.membership.saveSelection.mutationOptions());
  const [picked, setPicked] = useState<string[] | null>(null);

  const month = allowance.data?.month ?? businessMonth(new Date());
  const tierLimit = tiers[tier].freeWinesPerMonth;
  // Wines already paid for this month count; the cart's free wines are replaced by the selection.
  const limit = allowance.data ? Math.max(0, allowance.data.allowance - allowance.data.used) : tierLimit;
  const pending = selection.data?.status === "pending" ? selection.data.selectedWines : [];
  const available = new Set((wines.data ?? []).map((w) => w.id));
  const selected = (picked ?? pending).filter((id) => available.has(id));

  function toggle(wine: Wine) {
    if (selected.includes(wine.id)) {
      setPicked(selected.filter((id) => id !== wine.id));
      return;
    }
    if (selected.length >= limit) {
      toast({
        title: "Selection Limit Reached",
        description:
          limit < tierLimit
            ? `You can only select ${limit} more wine(s) this month with your ${tier} membership.`
            : selectionLimitMessage(tier).replace(/^Selection Limit Reached: /, ""),
        variant: "destructive",
      });
      return;
    }
    setPicked([...selected, wine.id]);
  }

  async function proceed() {
    if (selected.length === 0) {
      toast({
        title: "No Selection Made",
        description: "Please select at least one wine to proceed.",
        variant: "destructive",
      });
      return;
    }
    try {
      await save.mutateAsync({ membershipTier: tier, selectionMonth: month, selectedWines: selected });
    } catch (error) {
      toast({
        title: "Selection Failed",
        description: errorMessage(error) ?? "Your selection could not be saved. Please try again.",
        variant: "destructive",
      });
      return;
    }
    toast({
      title: "Selection Complete!",
      description: "Your wine selection has been saved. Proceed to checkout.",
    });
    await Promise.all([refreshCart(), queryClient.invalidateQueries(trpc.membership.pathFilter())]);
    await navigate({ to: "/checkout", search: { membership: true } });
  }

  if (wines.isPending || selection.isPending || allowance.isPending) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" aria-hidden>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="96" borderRadius="xl" />
        ))}
      </SimpleGrid>
    );
  }
  const failed = [wines, selection, allowance].find((q) => q.isError);
  if (failed) {
    return (
      <LoadError
        error={failed.error}
        fallback="This month's club wines could not be loaded."
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (selection.data?.status === "confirmed" || limit === 0) {
    return (
      <SelectionComplete
        wines={wines.data ?? []}
        chosen={selection.data?.selectedWines ?? []}
        month={month}
      />
    );
  }
  if (!wines.data || wines.data.length === 0) {
    return (
      <EmptyState
        icon={<WineOff size={44} />}
        title="No Wines Available"
        description="There are no club wines to choose from right now. Please check back soon."
        action={<BackToDashboard />}
      />
    );
  }

  const count = selected.length;
  const inCart = allowance.data?.inCart ?? 0;
  return (
    <Stack gap="6">
      <Flex
        gap="4"
        justify="space-between"
        align={{ base: "flex-start", md: "center" }}
        direction={{ base: "column", md: "row" }}
      >
        <Stack gap="1">
          <Progress count={count} limit={limit} />
          <Text fontSize="sm" color="fg.muted">
            Choose up to {limit} {limit === 1 ? "wine" : "wines"}. {CLUB_SHIPPING_NOTE}
            {inCart > 0
              ? ` Your cart already holds ${inCart} free ${inCart === 1 ? "wine" : "wines"}; this selection replaces ${inCart === 1 ? "it" : "them"}.`
              : ""}
          </Text>
        </Stack>
        <BackToDashboard />
      </Flex>
      <SimpleGrid
        as="ul"
        columns={{ base: 1, sm: 2, lg: 3 }}
        gap="6"
        listStyleType="none"
        aria-label="Club wines"
      >
        {wines.data.map((wine) => (
          <SelectionWineCard
            key={wine.id}
            wine={wine}
            selected={selected.includes(wine.id)}
            onToggle={toggle}
          />
        ))}
      </SimpleGrid>
      <Flex
        position="sticky"
        bottom="0"
        zIndex="docked"
        bg="cream.100"
        borderTopWidth="1px"
        borderColor="cream.300"
        py="3"
        gap="3"
        justify="space-between"
        align="center"
      >
        <Text display={{ base: "none", sm: "block" }} color="fg.muted" fontSize="sm">
          {count === 0 ? "Pick your wines above." : `${count} of ${limit} chosen.`}
        </Text>
        <Button
          colorPalette="burgundy"
          size={{ base: "md", sm: "lg" }}
          width={{ base: "full", sm: "auto" }}
          loading={save.isPending}
          onClick={() => void proceed()}
        >
          <ShoppingCart aria-hidden /> Proceed to Checkout ({count} {count === 1 ? "wine" : "wines"})
        </Button>
      </Flex>
    </Stack>
  );
}

/** /member-wine-selection: this month's free wines for the member's tier, saved and sent to checkout. */
export function MemberSelectionPage() {
  useDocumentTitle("Member Wine Selection");
  const { user } = useAuth();
  const tier = user?.membershipTier;
  const month = businessMonth(new Date());
  return (
    <>
      <PageHeader eyebrow="Wine Club" title="Your Monthly Wine Selection">
        <HStack gap="3" wrap="wrap">
          <Text>{formatMonth(month)}</Text>
          {tier ? (
            <Badge colorPalette="gold" variant="solid" size="lg">
              {tiers[tier].name} Member
            </Badge>
          ) : null}
        </HStack>
      </PageHeader>
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        {tier ? <Selector tier={tier} /> : null}
      </Container>
    </>
  );
}
