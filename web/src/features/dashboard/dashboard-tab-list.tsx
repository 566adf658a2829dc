import { Box, Tabs } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { type DashboardTab, dashboardTabLabels, dashboardTabs } from "./dashboard-search";
import { scrollToShow } from "./greeting";

/**
 * The tab row stays one line and scrolls sideways when the screen is too narrow: wrapped, it stacked
 * the tabs into rows that read like separate menus. The scroll box wraps the list, not the list
 * itself, so the selected tab's underline (drawn over the list's bottom border) is not clipped.
 */
export function DashboardTabList({ selected }: { selected: DashboardTab }) {
  const scroller = useRef<HTMLDivElement>(null);
  // With no scrollbar to show it, a selected tab out of sight (a link to ?tab=profile, "See all
  // orders") is brought into view; only the row scrolls, never the page.
  useEffect(() => {
    const box = scroller.current;
    const trigger = box?.querySelector<HTMLElement>(`[data-tab="${selected}"]`);
    if (!box || !trigger) return;
    box.scrollLeft += scrollToShow(box.getBoundingClientRect(), trigger.getBoundingClientRect());
  }, [selected]);

  return (
    <Box
      ref={scroller}
      overflowX="auto"
      css={{ scrollbarWidth: "none", "&::-webkit-scrollbar": { display: "none" } }}
    >
      <Tabs.List aria-label="Dashboard sections" width="max-content" minW="full" flexWrap="nowrap">
        {dashboardTabs.map((t) => (
          <Tabs.Trigger key={t} value={t} data-tab={t} flexShrink={0} px={{ base: "2", sm: "3" }}>
            {dashboardTabLabels[t]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Box>
  );
}
