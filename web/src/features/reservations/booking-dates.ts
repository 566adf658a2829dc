import type { ReservationType } from "contracts";
import { sittingOf, slotTimesFor } from "contracts/reservations/rules";

/**
 * The date the booking panel opens on: the first of `dates` on which the experience still has a
 * time ahead, or the first date when none has (the panel then says there are no times).
 */
export function firstBookableDate(
  dates: string[],
  type: Pick<ReservationType, "duration" | "slug">,
  now: Date,
): string {
  const open = dates.find((date) =>
    slotTimesFor(date, type.duration, sittingOf(type)).some(
      (slot) => Date.parse(slot.startTime) > now.getTime(),
    ),
  );
  return open ?? dates[0] ?? "";
}
