import { Box, Container, Flex, Heading, Link, Stack, Tabs, Text } from "@chakra-ui/react";
import { ExternalLink } from "lucide-react";
import { useAuth } from "../../../lib/auth";
import { useDocumentTitle } from "../../../lib/document-title";
import { CouponsTab } from "../coupons/coupons-tab";
import { AdminForumTab } from "../forum/admin-forum-tab";
import { MembersTab } from "../members/members-tab";
import { PagesTab } from "../pages/pages-tab";
import { GiftsOverview } from "../products/gift-packages";
import { TypesTab } from "../reservations/types-tab";
import type { DashboardTab } from "../routing/tabs";
import { OverviewTab } from "./overview-tab";
import { StatusTiles } from "./status-tiles";

export interface DashboardPageProps {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
}

/**
 * /admin (docs/spec part 2 §2.13): the order status tiles, then the Overview (figures, to-do, recent
 * orders), Events (the reservation types, the same screen as in reservation management) and Forum
 * (the moderation of /admin/forum).
 */
export function DashboardPage({ tab, onTabChange }: DashboardPageProps) {
  useDocumentTitle("Admin Dashboard");
  const { user } = useAuth();
  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      <Stack gap={{ base: "6", md: "8" }}>
        <Flex justify="space-between" align={{ base: "flex-start", md: "flex-end" }} gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }} color="burgundy.800" lineHeight="1.2">
              Admin Dashboard
            </Heading>
            <Text color="fg.muted">
              {user ? `Good to see you, ${user.firstName || user.username}. ` : ""}Figures update every 30
              seconds; days are the tasting room's (Eastern Time).
            </Text>
          </Stack>
          <Link href="/api/docs" target="_blank" rel="noopener" fontSize="sm" color="burgundy.700">
            API reference <ExternalLink size={14} aria-hidden />
            <Box as="span" srOnly>
              (opens in a new tab)
            </Box>
          </Link>
        </Flex>
        <StatusTiles />
        <Tabs.Root
          value={tab}
          onValueChange={(details) => onTabChange(details.value as DashboardTab)}
          variant="line"
          colorPalette="burgundy"
          lazyMount
          unmountOnExit
        >
          <Tabs.List aria-label="Dashboard" overflowX="auto">
            <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
            <Tabs.Trigger value="gifts">Gifts</Tabs.Trigger>
            <Tabs.Trigger value="coupons">Coupons</Tabs.Trigger>
            <Tabs.Trigger value="members">Members</Tabs.Trigger>
            <Tabs.Trigger value="events">Events</Tabs.Trigger>
            <Tabs.Trigger value="forum">Forum</Tabs.Trigger>
            <Tabs.Trigger value="pages">Pages</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="overview" pt="6">
            <OverviewTab />
          </Tabs.Content>
          <Tabs.Content value="gifts" pt="6">
            <GiftsOverview />
          </Tabs.Content>
          <Tabs.Content value="coupons" pt="6">
            <CouponsTab />
          </Tabs.Content>
          <Tabs.Content value="members" pt="6">
            <MembersTab />
          </Tabs.Content>
          <Tabs.Content value="events" pt="6">
            <TypesTab />
          </Tabs.Content>
          <Tabs.Content value="forum" pt="6">
            <AdminForumTab />
          </Tabs.Content>
          <Tabs.Content value="pages" pt="6">
            <PagesTab />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
