import { Box, Button, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DaySheetSlot } from "contracts";
import { staffBookingInput } from "contracts";
import { personName } from "contracts/reservations/rules";
import { useState } from "react";
import { formatSlotTime } from "../../../components/reservations/format";
import { AppDialog } from "../../../components/ui/dialog";
import { FieldFrame } from "../../../components/ui/field-frame";
import { FormField } from "../../../components/ui/form-field";
import { SelectField } from "../../../components/ui/select-field";
import { TextareaField } from "../../../components/ui/textarea-field";
import { toast } from "../../../components/ui/toast";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage, trpc } from "../../../lib/trpc";

const blank = {
  reservationSlotId: "",
  guestCount: "2",
  name: "",
  contactPhone: "",
  email: "",
  specialRequests: "",
};
type Values = typeof blank;

interface Customer {
  id: string;
  name: string;
  email: string;
  phone: string | null;
}

/** Finds an existing customer by name, username or e-mail: the booking is then theirs. */
function CustomerSearch({
  chosen,
  onChoose,
}: {
  chosen: Customer | null;
  onChoose: (c: Customer | null) => void;
}) {
  const [search, setSearch] = useState("");
  const found = useQuery({
    ...trpc.admin.users.queryOptions({ search, page: 1, pageSize: 5 }),
    enabled: search.trim().length >= 2 && !chosen,
  });
  if (chosen) {
    return (
      <HStack justify="space-between" bg="cream.100" borderRadius="md" px="3" py="2" wrap="wrap">
        <Text fontSize="sm">
          For <strong>{chosen.name}</strong> ({chosen.email})
        </Text>
        <Button size="xs" variant="outline" onClick={() => onChoose(null)}>
          Someone else
        </Button>
      </HStack>
    );
  }
  return (
    <Stack gap="2">
      <FieldFrame
        label="Existing customer (optional)"
        helperText="Search by name or e-mail, or fill in a name below."
      >
        <Input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Name or e-mail"
          bg="white"
        />
      </FieldFrame>
      {found.data && found.data.length > 0 ? (
        <Stack as="ul" gap="1" listStyleType="none" aria-label="Matching customers">
          {found.data.map((u) => (
            <Box as="li" key={u.id}>
              <Button
                size="sm"
                variant="ghost"
                justifyContent="flex-start"
                w="full"
                onClick={() => onChoose({ id: u.id, name: personName(u), email: u.email, phone: u.phone })}
              >
                {personName(u)} · {u.email}
              </Button>
            </Box>
          ))}
        </Stack>
      ) : null}
      {found.data && found.data.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No customer found: book for a name and phone instead.
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * A booking taken by phone or at the door: for an existing customer or a name and a phone, in one of
 * the day's open slots. The server holds the site's rules (capacity, a closed slot) and says why not.
 */
export function StaffBookingDialog({
  slots,
  initialSlotId,
  onClose,
}: {
  /** The slots shown on the day sheet: the open ones with spots left are offered. */
  slots: DaySheetSlot[];
  initialSlotId: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const create = useMutation(trpc.admin.createBooking.mutationOptions());
  const [customer, setCustomer] = useState<Customer | null>(null);
  const offered = slots.filter((s) => !s.slot.closed && s.slot.availableSpots > 0);
  const { control, handleSubmit, reset } = useSchemaForm({
    defaultValues: { ...blank, reservationSlotId: initialSlotId },
    schema: staffBookingInput,
    toInput: (values: Values) => ({
      reservationSlotId: values.reservationSlotId,
      guestCount: Number(values.guestCount),
      name: customer ? undefined : values.name,
      contactPhone: values.contactPhone || customer?.phone || "",
      email: customer || values.email.trim() === "" ? undefined : values.email,
      userId: customer?.id,
      specialRequests: values.specialRequests || undefined,
    }),
  });
  const save = handleSubmit(async (input) => {
    try {
      const booked = await create.mutateAsync(input);
      toast({
        title: "Booking added",
        description: `${booked.guestName}, ${booked.guestCount} ${booked.guestCount === 1 ? "guest" : "guests"} at ${formatSlotTime(booked.slot.startTime)}.`,
      });
      await Promise.all([
        queryClient.invalidateQueries(trpc.admin.daySheet.pathFilter()),
        queryClient.invalidateQueries(trpc.admin.reservations.pathFilter()),
        queryClient.invalidateQueries(trpc.reservations.slots.pathFilter()),
      ]);
      reset(blank);
      onClose();
    } catch (error) {
      toast({
        title: "Not booked",
        description: errorMessage(error) ?? "The booking was not made.",
        variant: "destructive",
      });
    }
  });
  return (
    <AppDialog
      title="Add a booking"
      open
      size="md"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <form onSubmit={(event) => void save(event)} noValidate aria-label="Add a booking">
        <Stack gap="4">
          <SelectField control={control} name="reservationSlotId" label="Time" required>
            <option value="">Choose a time</option>
            {offered.map(({ slot }) => (
              <option key={slot.id} value={slot.id}>
                {formatSlotTime(slot.startTime)} · {slot.typeName} ({slot.availableSpots} left)
              </option>
            ))}
          </SelectField>
          <CustomerSearch chosen={customer} onChoose={setCustomer} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {customer ? null : (
              <FormField control={control} name="name" label="Guest's name" required maxLength={120} />
            )}
            <FormField control={control} name="guestCount" label="Party size" required inputMode="numeric" />
            <FormField
              control={control}
              name="contactPhone"
              label="Phone"
              required={!customer?.phone}
              inputMode="tel"
              helperText={customer?.phone ? `Blank: ${customer.phone}` : undefined}
            />
            {customer ? null : (
              <FormField
                control={control}
                name="email"
                label="E-mail (optional)"
                inputMode="email"
                helperText="The confirmation goes here."
              />
            )}
          </SimpleGrid>
          <TextareaField control={control} name="specialRequests" label="Special requests" rows={2} />
          <HStack justify="flex-end" gap="2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="burgundy" loading={create.isPending} loadingText="Booking...">
              Add Booking
            </Button>
          </HStack>
        </Stack>
      </form>
    </AppDialog>
  );
}
