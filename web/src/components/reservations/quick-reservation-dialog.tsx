import { Button, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { skipToken, useQuery } from "@tanstack/react-query";
import { createReservationInput, type ReservationType } from "contracts";
import { formatPrice, formatUsd } from "contracts/money";
import {
  isSlotFull,
  openingDatesWithin,
  PARTY_DEFAULT,
  PARTY_MAX,
  partySizeMax,
  reservationTotalCents,
  SLOT_DAYS_AHEAD,
  slotTimesFor,
} from "contracts/reservations/rules";
import { type FormEvent, useState } from "react";
import { z } from "zod";
import { useAuth } from "../../lib/auth";
import { validate } from "../../lib/forms";
import { trpc } from "../../lib/trpc";
import { AppDialog } from "../ui/dialog";
import { SelectField } from "../ui/select-field";
import { BookingContactFields } from "./booking-contact-fields";
import { formatBusinessDate, formatSlotTime } from "./format";
import { SignInRequiredMessage } from "./sign-in-required";
import { useBookReservation } from "./use-book-reservation";

const quickForm = createReservationInput.extend({
  typeId: z.string().min(1, "Please choose an experience"),
  date: z.string().min(1, "Please choose a date"),
});

/** Opening days within 30 days on which the type still has a time ahead. */
function bookableDates(now: Date, type: ReservationType | undefined): string[] {
  const dates = openingDatesWithin(now, SLOT_DAYS_AHEAD);
  if (!type) return dates;
  return dates.filter((date) =>
    slotTimesFor(date, type.duration).some((slot) => Date.parse(slot.startTime) > now.getTime()),
  );
}

interface QuickReservationFormProps {
  defaultTypeId?: string;
  defaultDate?: string;
  defaultSlotId?: string;
  isMember: boolean;
  onDone: () => void;
}

function QuickReservationForm({
  defaultTypeId,
  defaultDate,
  defaultSlotId,
  isMember,
  onDone,
}: QuickReservationFormProps) {
  const [now] = useState(() => new Date());
  const typesQuery = useQuery(trpc.reservations.types.queryOptions());
  // Admins get inactive types from the api too; only bookable ones are offered.
  const types = (typesQuery.data ?? []).filter((t) => t.isActive);
  // Members-only experiences are shown, disabled, to people without a club tier (the api refuses them).
  const isLocked = (t: ReservationType) => t.memberOnly && !isMember;
  const [chosenTypeId, setTypeId] = useState(defaultTypeId ?? "");
  const type = types.find((t) => t.id === chosenTypeId && !isLocked(t));
  const typeId = type ? type.id : "";
  const dates = bookableDates(now, type);
  const [chosenDate, setChosenDate] = useState(defaultDate ?? "");
  // A date that no longer fits the chosen experience falls back to its first bookable date.
  const date = dates.includes(chosenDate) ? chosenDate : (dates[0] ?? "");
  const [slotId, setSlotId] = useState(defaultSlotId ?? "");
  const [guests, setGuests] = useState(String(PARTY_DEFAULT));
  const [specialRequests, setSpecialRequests] = useState("");
  const [contactPhone, setContactPhone] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { book, isBooking } = useBookReservation();

  const slotsQuery = useQuery({
    ...trpc.reservations.slots.queryOptions(typeId && date ? { typeId, date } : skipToken),
    // Spots change as other people book: a minute-old answer is refreshed when the dialog asks again.
    staleTime: 30_000,
  });
  const slots = slotsQuery.data ?? [];
  const slot = slots.find((s) => s.id === slotId);
  const maxGuests = type ? partySizeMax(type.capacity) : PARTY_MAX;
  const guestCount = Math.min(Number(guests), maxGuests);
  const total = type ? formatUsd(reservationTotalCents(type.price, guestCount)) : null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(quickForm, {
      typeId,
      date,
      reservationSlotId: slot ? slot.id : "",
      guestCount,
      specialRequests,
      contactPhone,
    });
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const { typeId: _type, date: _date, ...input } = result.data;
    if (await book(input)) onDone();
    else setSlotId("");
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Quick reservation">
      <Stack gap="4">
        <SelectField
          label="Reservation type"
          name="typeId"
          required
          value={typeId}
          onValueChange={(value) => {
            setTypeId(value);
            setSlotId("");
          }}
          error={errors.typeId}
          helperText={
            typesQuery.isError ? "The experiences could not be loaded. Please try again." : undefined
          }
        >
          <option value="">{typesQuery.isPending ? "Loading experiences..." : "Choose an experience"}</option>
          {types.map((t) => (
            <option key={t.id} value={t.id} disabled={isLocked(t)}>
              {t.name} ({formatPrice(t.price)} per person){t.memberOnly ? " · Members only" : ""}
            </option>
          ))}
        </SelectField>
        <HStack gap="4" align="flex-start" flexDirection={{ base: "column", sm: "row" }}>
          <SelectField
            label="Date"
            name="date"
            required
            value={date}
            onValueChange={(value) => {
              setChosenDate(value);
              setSlotId("");
            }}
            error={errors.date}
          >
            {dates.length === 0 ? <option value="">No dates available</option> : null}
            {dates.map((d) => (
              <option key={d} value={d}>
                {formatBusinessDate(d)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Guests"
            name="guestCount"
            required
            value={String(guestCount)}
            onValueChange={setGuests}
            error={errors.guestCount}
          >
            {Array.from({ length: maxGuests }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? "guest" : "guests"}
              </option>
            ))}
          </SelectField>
        </HStack>
        <SelectField
          label="Time slot"
          name="reservationSlotId"
          required
          value={slot ? slot.id : ""}
          onValueChange={setSlotId}
          disabled={!typeId || !date}
          error={errors.reservationSlotId}
          helperText={
            typeId && date && slotsQuery.isSuccess && slots.length === 0
              ? "No available times for this date. Please select another date."
              : undefined
          }
        >
          <option value="">{typeId ? "Choose a time" : "Choose an experience first"}</option>
          {slots.map((s) => {
            const full = isSlotFull(s);
            const tooFew = !full && s.availableSpots < guestCount;
            return (
              <option key={s.id} value={s.id} disabled={full || tooFew}>
                {formatSlotTime(s.startTime)}
                {full ? " (Full)" : tooFew ? ` (${s.availableSpots} left)` : ""}
              </option>
            );
          })}
        </SelectField>
        {slotsQuery.isFetching ? (
          <HStack gap="2" color="fg.muted" fontSize="sm">
            <Spinner size="xs" /> <Text>Checking available times...</Text>
          </HStack>
        ) : null}
        <BookingContactFields
          phone={contactPhone}
          onPhoneChange={setContactPhone}
          specialRequests={specialRequests}
          onSpecialRequestsChange={setSpecialRequests}
          errors={errors}
        />
        {total ? (
          <Text fontWeight="semibold" color="burgundy.900">
            Total: {total}{" "}
            <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">
              ({guestCount} x {formatPrice(type?.price ?? "0")})
            </Text>
          </Text>
        ) : null}
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="burgundy" loading={isBooking} loadingText="Booking...">
            Book Now
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export interface QuickReservationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The experience chosen when the dialog opens (e.g. from a dashboard card). */
  defaultTypeId?: string;
  /** The business date (yyyy-MM-dd, New York) chosen when the dialog opens, if the experience offers it. */
  defaultDate?: string;
  /** The time slot chosen when the dialog opens, if it is on `defaultDate`. */
  defaultSlotId?: string;
}

/**
 * Books a tasting, a table or an event in one dialog: experience, date within 30 days, time, guests,
 * special requests and phone. Visitors are asked to sign in first; members-only experiences are
 * offered to club members only. The form starts afresh each time, on the given defaults if any.
 */
export function QuickReservationDialog({
  open,
  onOpenChange,
  defaultTypeId,
  defaultDate,
  defaultSlotId,
}: QuickReservationDialogProps) {
  const { user, isLoading } = useAuth();
  const close = () => onOpenChange(false);
  return (
    <AppDialog title="Quick Reservation" open={open} onOpenChange={onOpenChange}>
      {isLoading ? (
        <Spinner color="burgundy.700" aria-label="Checking your account" />
      ) : user ? (
        <QuickReservationForm
          onDone={close}
          defaultTypeId={defaultTypeId}
          defaultDate={defaultDate}
          defaultSlotId={defaultSlotId}
          isMember={user.membershipTier !== null}
        />
      ) : (
        <SignInRequiredMessage />
      )}
    </AppDialog>
  );
}
