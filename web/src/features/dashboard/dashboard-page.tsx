import { Badge, Container, Flex, Grid, Heading, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import type { User } from "contracts";
import { type ReactNode, useEffect, useRef } from "react";
import { useAuth } from "../../lib/auth";
import { useDocumentTitle } from "../../lib/document-title";
import { formatDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { isFirstWelcome, markGreeted, wasGreeted } from "../../lib/welcome";
import { ProfileForm } from "../account";
import { type DashboardTab, dashboardTabs } from "./dashboard-search";
import { DashboardTabList } from "./dashboard-tab-list";
import { OrdersTab, Overview, ReservationsTab } from "./dashboard-tabs";
import { ForumTab } from "./forum-tab";
import { greetingHeading, memberSince, tierBadgeText } from "./greeting";
import { ProfileCard } from "./profile-card";
import { QuickBookingCards } from "./quick-booking";

export interface DashboardPageProps {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  /** The club's membership card (the member's tier and upgrades, or the plans to join). */
  membershipCard: ReactNode;
  /** The club's FREE WINE button (renders nothing for people without a tier). */
  freeWineAction: ReactNode;
}

/**
 * Whether this is the person's first visit since creating their account, decided once per account
 * as the page opens (the dashboard is rendered in the browser only, so it may read storage), and
 * then remembered: the next visit is a return.
 */
function useFirstWelcome(user: User | null): boolean {
  const decided = useRef<{ userId: string; first: boolean } | null>(null);
  if (user && decided.current?.userId !== user.id) {
    decided.current = {
      userId: user.id,
      first: isFirstWelcome(user.createdAt, new Date(), wasGreeted(user.id)),
    };
  }
  const userId = user?.id;
  useEffect(() => {
    if (userId) markGreeted(userId);
  }, [userId]);
  return decided.current?.first ?? false;
}

/** /dashboard: greeting, quick bookings and the overview, orders, reservations, forum and profile tabs. */
export function DashboardPage({ tab, onTabChange, membershipCard, freeWineAction }: DashboardPageProps) {
  useDocumentTitle("Your Dashboard");
  const { user } = useAuth();
  const firstVisit = useFirstWelcome(user);
  // A purchase or an upgrade elsewhere changes the tier: ask again whenever the dashboard opens.
  useQuery({ ...trpc.auth.me.queryOptions(), staleTime: 0 });
  const membership = useQuery({
    ...trpc.membership.current.queryOptions(),
    staleTime: 0,
    enabled: Boolean(user?.membershipTier),
  });
  if (!user) return null;
  const tier = user.membershipTier;

  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      <Stack gap="8">
        <Flex
          gap="4"
          justify="space-between"
          align={{ base: "flex-start", md: "center" }}
          direction={{ base: "column", md: "row" }}
        >
          <Stack gap="2" minW="0">
            <HStack gap="3" wrap="wrap">
              <Heading
                lineHeight="1.2"
                as="h1"
                fontSize={{ base: "3xl", md: "4xl" }}
                color="burgundy.800"
                wordBreak="break-word"
              >
                {greetingHeading(user.username, firstVisit)}
              </Heading>
              <Badge
                size="lg"
                colorPalette={tier ? "gold" : "burgundy"}
                variant={tier ? "solid" : "subtle"}
                data-testid="tier-badge"
              >
                {tierBadgeText(tier)}
              </Badge>
            </HStack>
            <Text color="fg.muted">
              Member since {formatDate(memberSince(user, membership.data?.startDate))}
            </Text>
          </Stack>
          {freeWineAction}
        </Flex>

        <QuickBookingCards isMember={tier !== null} />

        <Tabs.Root
          value={tab}
          onValueChange={(details) =>
            onTabChange(dashboardTabs.find((t) => t === details.value) ?? "overview")
          }
          variant="line"
          colorPalette="burgundy"
          size={{ base: "sm", md: "md" }}
          lazyMount
        >
          <DashboardTabList selected={tab} />
          <Tabs.Content value="overview" pt="6">
            <Overview membershipCard={membershipCard} onShowTab={onTabChange} />
          </Tabs.Content>
          <Tabs.Content value="orders" pt="6">
            <OrdersTab />
          </Tabs.Content>
          <Tabs.Content value="reservations" pt="6">
            <ReservationsTab />
          </Tabs.Content>
          <Tabs.Content value="forum" pt="6">
            <ForumTab />
          </Tabs.Content>
          <Tabs.Content value="profile" pt="6">
            <Grid
              templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 3fr)" }}
              gap="6"
              alignItems="start"
            >
              <ProfileCard user={user} />
              <ProfileForm />
            </Grid>
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
