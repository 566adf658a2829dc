import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import {
  contactPhoneSchema,
  type ReservationType,
  type Slot,
  specialRequestsSchema,
  type User,
} from "contracts";
import { formatPrice, formatUsd } from "contracts/money";
import { reservationTotalCents } from "contracts/reservations/rules";
import { useCallback } from "react";
import { z } from "zod";
import { BookingContactFields } from "../../components/reservations/booking-contact-fields";
import {
  formatSlotDate,
  formatSlotTime,
  guestName,
  PAYABLE_AT_TASTING_ROOM,
} from "../../components/reservations/format";
import { useBookReservation } from "../../components/reservations/use-book-reservation";
import { usePhonePrefill } from "../../components/reservations/use-phone-prefill";
import { AppDialog } from "../../components/ui/dialog";
import { useSchemaForm } from "../../lib/forms";

const contactForm = z.object({ contactPhone: contactPhoneSchema, specialRequests: specialRequestsSchema });

interface ConfirmFormProps {
  type: ReservationType;
  slot: Slot;
  guests: number;
  user: User;
  onCancel: () => void;
  /** Called after the server answered, with whether the booking was made. */
  onFinished: (booked: boolean) => void;
}

function Summary({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns="8rem 1fr"
      rowGap="1.5"
      columnGap="3"
      fontSize="sm"
      bg="cream.100"
      borderRadius="lg"
      p="4"
    >
      {rows.map((row) => (
        <Box key={row.label} display="contents">
          <Text as="dt" color="fg.muted">
            {row.label}
          </Text>
          <Text as="dd" fontWeight="medium" wordBreak="break-word">
            {row.value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

function ConfirmForm({ type, slot, guests, user, onCancel, onFinished }: ConfirmFormProps) {
  const { control, handleSubmit, getValues, setValue } = useSchemaForm({
    defaultValues: { contactPhone: "", specialRequests: "" },
    schema: contactForm,
  });
  usePhonePrefill(
    useCallback(
      (phone: string) => {
        if (!getValues("contactPhone")) setValue("contactPhone", phone);
      },
      [getValues, setValue],
    ),
  );
  const { book, isBooking } = useBookReservation();
  const total = formatUsd(reservationTotalCents(type.price, guests));

  const confirm = handleSubmit(async (contact) => {
    const booked = await book({ reservationSlotId: slot.id, guestCount: guests, ...contact });
    onFinished(booked !== null);
  });

  return (
    <form onSubmit={(event) => void confirm(event)} noValidate aria-label="Confirm reservation">
      <Stack gap="4">
        <Summary
          rows={[
            { label: "Experience", value: type.name },
            { label: "Date", value: formatSlotDate(slot.startTime) },
            { label: "Time", value: `${formatSlotTime(slot.startTime)} - ${formatSlotTime(slot.endTime)}` },
            { label: "Guests", value: String(guests) },
          ]}
        />
        <Stack gap="1">
          <Text fontWeight="semibold" color="burgundy.800">
            Contact information
          </Text>
          <Text fontSize="sm">{guestName(user)}</Text>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {user.email}
          </Text>
        </Stack>
        <BookingContactFields control={control} phone="contactPhone" specialRequests="specialRequests" />
        <HStack justify="space-between" borderTopWidth="1px" borderColor="cream.300" pt="3">
          <Text color="fg.muted" fontSize="sm">
            {guests} x {formatPrice(type.price)}
          </Text>
          <Text fontSize="lg" fontWeight="bold" color="burgundy.900">
            Total: {total}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted" mt="-2">
          {PAYABLE_AT_TASTING_ROOM}
        </Text>
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="burgundy" loading={isBooking} loadingText="Booking...">
            Confirm Reservation
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export interface ConfirmReservationDialogProps extends Omit<ConfirmFormProps, "onCancel"> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The last step: who is booking, a phone number, special requests and the total, then the booking. */
export function ConfirmReservationDialog({
  open,
  onOpenChange,
  onFinished,
  ...form
}: ConfirmReservationDialogProps) {
  return (
    <AppDialog title="Confirm Your Reservation" open={open} onOpenChange={onOpenChange}>
      <ConfirmForm
        {...form}
        onCancel={() => onOpenChange(false)}
        onFinished={(booked) => {
          onOpenChange(false);
          onFinished(booked);
        }}
      />
    </AppDialog>
  );
}
