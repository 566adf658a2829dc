import { HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { skipToken, useQuery } from "@tanstack/react-query";
import { createReservationInput } from "contracts";
import { formatPrice, formatUsd } from "contracts/money";
import { PARTY_DEFAULT, reservationTotalCents } from "contracts/reservations/rules";
import { useCallback, useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { useSchemaForm } from "../../lib/forms";
import { trpc } from "../../lib/trpc";
import { FormActions } from "../ui/form-actions";
import { SelectField } from "../ui/select-field";
import { BookingContactFields } from "./booking-contact-fields";
import { formatBusinessDate, PAYABLE_AT_TASTING_ROOM, slotOption } from "./format";
import { isLocked, type QuickChoice, settleExperience, settleParty } from "./quick-reservation";
import { useBookReservation } from "./use-book-reservation";
import { usePhonePrefill } from "./use-phone-prefill";

const quickForm = createReservationInput.extend({
  typeId: z.string().min(1, "Please choose an experience"),
  date: z.string().min(1, "Please choose a date"),
});

interface QuickValues extends QuickChoice {
  specialRequests: string;
  contactPhone: string;
}

export interface QuickReservationFormProps {
  defaultTypeId?: string | undefined;
  defaultDate?: string | undefined;
  defaultSlotId?: string | undefined;
  isMember: boolean;
  onDone: () => void;
}

/** Experience, date, party, time, phone and requests in one form; the selects settle on what fits. */
export function QuickReservationForm({
  defaultTypeId,
  defaultDate,
  defaultSlotId,
  isMember,
  onDone,
}: QuickReservationFormProps) {
  const [now] = useState(() => new Date());
  const typesQuery = useQuery(trpc.reservations.types.queryOptions());
  const { book, isBooking } = useBookReservation();
  const { control, handleSubmit, getValues, setValue } = useSchemaForm<
    QuickValues,
    z.output<typeof quickForm>
  >({
    defaultValues: {
      typeId: defaultTypeId ?? "",
      date: defaultDate ?? "",
      reservationSlotId: defaultSlotId ?? "",
      guestCount: String(PARTY_DEFAULT),
      specialRequests: "",
      contactPhone: "",
    },
    schema: quickForm,
    toInput: (values) => booking(values),
  });
  usePhonePrefill(
    useCallback(
      (phone: string) => {
        if (!getValues("contactPhone")) setValue("contactPhone", phone);
      },
      [getValues, setValue],
    ),
  );
  const chosen = useWatch({ control });
  const { offered, type, dates, date } = settleExperience(
    { typeId: chosen.typeId ?? "", date: chosen.date ?? "" },
    typesQuery.data ?? [],
    isMember,
    now,
  );
  const typeId = type ? type.id : "";
  const { maxGuests, guestCount } = settleParty(chosen.guestCount ?? "", type);

  const slotsQuery = useQuery({
    ...trpc.reservations.slots.queryOptions(typeId && date ? { typeId, date } : skipToken),
    // Spots change as other people book: a minute-old answer is refreshed when the dialog asks again.
    staleTime: 30_000,
  });
  const slots = slotsQuery.data ?? [];
  const slot = slots.find((s) => s.id === chosen.reservationSlotId);
  const clearSlot = () => setValue("reservationSlotId", "");

  /** The form books what the selects show, which may differ from what was chosen. */
  function booking(values: QuickValues): z.input<typeof quickForm> {
    return { ...values, typeId, date, reservationSlotId: slot ? slot.id : "", guestCount };
  }

  const bookNow = handleSubmit(async ({ typeId: _type, date: _date, ...input }) => {
    if (await book(input)) onDone();
    else clearSlot();
  });

  return (
    <form onSubmit={(event) => void bookNow(event)} noValidate aria-label="Quick reservation">
      <Stack gap="4">
        <SelectField
          control={control}
          name="typeId"
          label="Reservation type"
          required
          shownValue={typeId}
          onValueChange={clearSlot}
          helperText={
            typesQuery.isError ? "The experiences could not be loaded. Please try again." : undefined
          }
        >
          <option value="">{typesQuery.isPending ? "Loading experiences..." : "Choose an experience"}</option>
          {offered.map((t) => (
            <option key={t.id} value={t.id} disabled={isLocked(t, isMember)}>
              {t.name} ({formatPrice(t.price)} per person){t.memberOnly ? " · Members only" : ""}
            </option>
          ))}
        </SelectField>
        <HStack gap="4" align="flex-start" flexDirection={{ base: "column", sm: "row" }}>
          <SelectField
            control={control}
            name="date"
            label="Date"
            required
            shownValue={date}
            onValueChange={clearSlot}
          >
            {dates.length === 0 ? <option value="">No dates available</option> : null}
            {dates.map((d) => (
              <option key={d} value={d}>
                {formatBusinessDate(d)}
              </option>
            ))}
          </SelectField>
          <SelectField
            control={control}
            name="guestCount"
            label="Guests"
            required
            shownValue={String(guestCount)}
          >
            {Array.from({ length: maxGuests }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? "guest" : "guests"}
              </option>
            ))}
          </SelectField>
        </HStack>
        <SelectField
          control={control}
          name="reservationSlotId"
          label="Time slot"
          required
          shownValue={slot ? slot.id : ""}
          disabled={!typeId || !date}
          helperText={
            typeId && date && slotsQuery.isSuccess && slots.length === 0
              ? "No available times for this date. Please select another date."
              : undefined
          }
        >
          <option value="">{typeId ? "Choose a time" : "Choose an experience first"}</option>
          {slots.map((s) => {
            const option = slotOption(s, guestCount);
            return (
              <option key={s.id} value={s.id} disabled={option.disabled}>
                {option.text}
              </option>
            );
          })}
        </SelectField>
        {slotsQuery.isFetching ? (
          <HStack gap="2" color="fg.muted" fontSize="sm">
            <Spinner size="xs" /> <Text>Checking available times...</Text>
          </HStack>
        ) : null}
        <BookingContactFields control={control} phone="contactPhone" specialRequests="specialRequests" />
        {type ? (
          <Text fontWeight="semibold" color="burgundy.900">
            Total: {formatUsd(reservationTotalCents(type.price, guestCount))}{" "}
            <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">
              ({guestCount} x {formatPrice(type.price)})
            </Text>
            <Text as="span" display="block" fontWeight="normal" color="fg.muted" fontSize="sm">
              {PAYABLE_AT_TASTING_ROOM}
            </Text>
          </Text>
        ) : null}
        <FormActions submitLabel="Book Now" onCancel={onDone} pending={isBooking} pendingLabel="Booking..." />
      </Stack>
    </form>
  );
}
