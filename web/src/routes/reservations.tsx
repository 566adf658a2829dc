import { createFileRoute } from "@tanstack/react-router";
import { ReservationsPage } from "../features/reservations/reservations-page";
import { trpc } from "../lib/trpc";

export interface ReservationsSearch {
  /** The experience whose times are shown. */
  type?: string;
}

export const Route = createFileRoute("/reservations")({
  // Zod-free on purpose: route options load with the entry chunk. Anything odd opens the catalogue.
  validateSearch: (search: Record<string, unknown>): ReservationsSearch => {
    const type = typeof search.type === "string" ? search.type.trim().slice(0, 64) : "";
    return type ? { type } : {};
  },
  loader: async ({ context }) => {
    // A failed prefetch must not take the page down: the grid shows its own error and retry.
    await context.queryClient.ensureQueryData(trpc.reservations.types.queryOptions()).catch(() => undefined);
  },
  component: ReservationsRoute,
});

function ReservationsRoute() {
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReservationsPage
      typeId={type}
      onTypeChange={(typeId) =>
        // A chosen experience scrolls its own panel into view; only going back starts at the top.
        void navigate({ search: typeId ? { type: typeId } : {}, resetScroll: !typeId })
      }
    />
  );
}
