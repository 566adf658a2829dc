import { createFileRoute } from "@tanstack/react-router";
import { ReservationsPage } from "../features/reservations/reservations-page";
import { oneOf, searchText } from "../lib/search-params";
import { trpc } from "../lib/trpc";

const categories = ["restaurant", "event", "activity"] as const;
/** A date's shape only: one the panel does not offer falls back to its first bookable date. */
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

export interface ReservationsSearch {
  /** The experience whose times are shown: its id, or the slug of one the site links to by name. */
  type?: string | undefined;
  /** The catalogue's tab (Dining, Events, Activities) when no experience is chosen. */
  category?: (typeof categories)[number] | undefined;
  /** The day, time and party chosen: kept across signing in, which returns here. */
  date?: string | undefined;
  slot?: string | undefined;
  guests?: number | undefined;
}

export const Route = createFileRoute("/reservations")({
  // Zod-free on purpose: route options load with the entry chunk. Anything odd opens the catalogue.
  // Every key, even when undefined: a key left out would keep the address's raw value.
  validateSearch: (search: Record<string, unknown>): ReservationsSearch => {
    const type = searchText(search.type, 64);
    const guests = Number(search.guests);
    return {
      type,
      category: type ? undefined : oneOf(categories, search.category),
      date:
        type && typeof search.date === "string" && datePattern.test(search.date) ? search.date : undefined,
      slot: type ? searchText(search.slot, 64) : undefined,
      guests: type && Number.isInteger(guests) && guests >= 1 && guests <= 99 ? guests : undefined,
    };
  },
  loader: async ({ context }) => {
    // A failed prefetch must not take the page down: the grid shows its own error and retry.
    await context.queryClient.ensureQueryData(trpc.reservations.types.queryOptions()).catch(() => undefined);
  },
  component: ReservationsRoute,
});

function ReservationsRoute() {
  const { type, category, date, slot, guests } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReservationsPage
      typeId={type}
      category={category}
      choice={{ date, slotId: slot, guests }}
      onTypeChange={(typeId) =>
        // A chosen experience scrolls its own panel into view; only going back starts at the top.
        void navigate({ search: typeId ? { type: typeId } : {}, resetScroll: !typeId })
      }
    />
  );
}
