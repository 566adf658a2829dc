import { Box, Tabs } from "@chakra-ui/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type DashboardTab, dashboardTabLabels, dashboardTabs } from "./dashboard-search";
import { hiddenEdges, scrollToShow } from "./greeting";

/** The fade over an edge of the row that hides more tabs, with an arrow: the cue that it scrolls. */
function EdgeCue({ side, shown }: { side: "start" | "end"; shown: boolean }) {
  const towards = side === "start" ? "to left" : "to right";
  return (
    <Box
      aria-hidden
      data-scroll-cue={side}
      position="absolute"
      top="0"
      bottom="1px"
      insetStart={side === "start" ? "0" : undefined}
      insetEnd={side === "end" ? "0" : undefined}
      width="12"
      display="flex"
      alignItems="center"
      justifyContent={side === "start" ? "flex-start" : "flex-end"}
      color="burgundy.700"
      pointerEvents="none"
      opacity={shown ? 1 : 0}
      transition="opacity 0.15s"
      bgImage={`linear-gradient(${towards}, transparent, var(--chakra-colors-brand-page) 70%)`}
    >
      {side === "start" ? <ChevronLeft size={18} /> : <ChevronRight size={18} />}
    </Box>
  );
}

/**
 * The tab row stays one line and scrolls sideways when the screen is too narrow: wrapped, it stacked
 * the tabs into rows that read like separate menus. The scroll box wraps the list, not the list
 * itself, so the selected tab's underline (drawn over the list's bottom border) is not clipped. With
 * no scrollbar, an edge that hides more tabs fades out under an arrow, so a phone shows it scrolls.
 */
export function DashboardTabList({ selected }: { selected: DashboardTab }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  // With no scrollbar to show it, a selected tab out of sight (a link to ?tab=profile, "See all
  // orders") is brought into view; only the row scrolls, never the page.
  useEffect(() => {
    const box = scroller.current;
    const trigger = box?.querySelector<HTMLElement>(`[data-tab="${selected}"]`);
    if (!box || !trigger) return;
    box.scrollLeft += scrollToShow(box.getBoundingClientRect(), trigger.getBoundingClientRect());
  }, [selected]);

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const update = () => {
      const next = hiddenEdges(box);
      setEdges((now) => (now.start === next.start && now.end === next.end ? now : next));
    };
    update();
    box.addEventListener("scroll", update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(box);
    return () => {
      box.removeEventListener("scroll", update);
      resized.disconnect();
    };
  }, []);

  return (
    <Box position="relative">
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
      <EdgeCue side="start" shown={edges.start} />
      <EdgeCue side="end" shown={edges.end} />
    </Box>
  );
}
