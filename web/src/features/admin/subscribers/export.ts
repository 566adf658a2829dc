import { useQueryClient } from "@tanstack/react-query";
import type { Subscription } from "contracts";
import { SUBSCRIPTIONS_PAGE_SIZE_MAX } from "contracts";
import { exportFileName } from "contracts/admin/rules";
import { useState } from "react";
import { toast } from "../../../components/ui/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import type { SubscribersSearch } from "../routing/subscribers-search";
import { subscribersCsv } from "./csv";

/** Downloads every subscriber the screen's filters match (all pages) as a CSV file. */
export function useExportCsv() {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);

  async function run(search: SubscribersSearch) {
    setRunning(true);
    try {
      const rows: Subscription[] = [];
      for (let page = 1; ; page++) {
        const batch = await queryClient.fetchQuery({
          ...trpc.newsletter.list.queryOptions({
            ...(search.search ? { search: search.search } : {}),
            ...(search.status ? { status: search.status } : {}),
            page,
            pageSize: SUBSCRIPTIONS_PAGE_SIZE_MAX,
          }),
          staleTime: 0,
        });
        rows.push(...batch);
        if (batch.length < SUBSCRIPTIONS_PAGE_SIZE_MAX) break;
      }
      const url = URL.createObjectURL(new Blob([subscribersCsv(rows)], { type: "text/csv;charset=utf-8" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = exportFileName("subscribers", new Date());
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      toast({
        title: "Export failed",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    } finally {
      setRunning(false);
    }
  }

  return { run, running };
}
