import { Badge, Tabs } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";
import { CategoryManager } from "./category-manager";
import { RecentTopics } from "./recent-topics";
import { ReportQueue } from "./report-queue";

/**
 * The admin Forum tab: the report queue, the recent topics to pin, lock, move or delete, and the
 * categories: the dashboard's Forum tab and the /admin/forum screen.
 */
export function AdminForumTab() {
  // The same answer the queue shows, so the count and the list never disagree.
  const open = useQuery({ ...trpc.admin.forumReports.queryOptions({ status: "open" }), staleTime: 0 });
  const openCount = open.data?.length ?? 0;
  return (
    <Tabs.Root defaultValue="reports" variant="enclosed" colorPalette="burgundy" lazyMount unmountOnExit>
      <Tabs.List aria-label="Forum moderation" overflowX="auto" maxW="full">
        <Tabs.Trigger value="reports">
          Reports
          {openCount > 0 ? (
            <Badge size="sm" colorPalette="red" variant="solid" aria-label={`${openCount} open`}>
              {openCount}
            </Badge>
          ) : null}
        </Tabs.Trigger>
        <Tabs.Trigger value="topics">Recent Topics</Tabs.Trigger>
        <Tabs.Trigger value="categories">Categories</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="reports" pt="5">
        <ReportQueue />
      </Tabs.Content>
      <Tabs.Content value="topics" pt="5">
        <RecentTopics />
      </Tabs.Content>
      <Tabs.Content value="categories" pt="5">
        <CategoryManager />
      </Tabs.Content>
    </Tabs.Root>
  );
}

// `lazy(() => import("./forum"))` reads the default export.
