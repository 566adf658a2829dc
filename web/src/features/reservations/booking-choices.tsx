import { Button, HStack, Spinner, Stack, Text, Wrap } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Slot } from "contracts";
import { isOpeningDay } from "contracts/reservations/rules";
import { CalendarDays, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { businessDateParts, formatBusinessDateLong, slotOption } from "../../components/reservations/format";

export interface DateChoiceProps {
  dates: string[];
  selected: string;
  onSelect: (date: string) => void;
}

/** The next days as buttons; closed days stay choosable (they say so) but are dimmed. */
export function DateChoice({ dates, selected, onSelect }: DateChoiceProps) {
  return (
    <Stack gap="2">
      <Text fontWeight="medium" id="booking-date-label" display="flex" alignItems="center" gap="2">
        <CalendarDays size={16} aria-hidden /> Date
      </Text>
      <Wrap gap="2" role="group" aria-labelledby="booking-date-label">
        {dates.map((d) => {
          const parts = businessDateParts(d);
          const open = isOpeningDay(d);
          return (
            <Button
              key={d}
              size="sm"
              height="auto"
              py="2"
              minW="16"
              flexDirection="column"
              gap="0"
              variant={d === selected ? "solid" : "outline"}
              colorPalette="burgundy"
              aria-pressed={d === selected}
              aria-label={`${formatBusinessDateLong(d)}${open ? "" : " (closed)"}`}
              opacity={open || d === selected ? 1 : 0.6}
              onClick={() => onSelect(d)}
            >
              <Text as="span" fontSize="xs">
                {parts.weekday}
              </Text>
              <Text as="span">{parts.monthDay}</Text>
            </Button>
          );
        })}
      </Wrap>
    </Stack>
  );
}

export interface TimeChoiceProps {
  date: string;
  slots: UseQueryResult<Slot[], unknown>;
  guests: number;
  selectedId: string | undefined;
  onSelect: (slotId: string) => void;
}

/** The date's times as buttons: full ones, and ones with too few spots for the party, disabled. */
export function TimeChoice({ date, slots, guests, selectedId, onSelect }: TimeChoiceProps) {
  let times: ReactNode;
  if (slots.isPending) {
    times = (
      <HStack gap="2" color="fg.muted">
        <Spinner size="sm" /> <Text>Checking available times...</Text>
      </HStack>
    );
  } else if (slots.isError) {
    times = (
      <HStack gap="3" wrap="wrap">
        <Text color="red.700">The times could not be loaded.</Text>
        <Button size="xs" variant="outline" onClick={() => void slots.refetch()}>
          Try again
        </Button>
      </HStack>
    );
  } else if (slots.data.length === 0) {
    times = (
      <Text color="fg.muted" role="status">
        No available times for this date. Please select another date.
      </Text>
    );
  } else {
    times = (
      <Wrap gap="2" role="group" aria-labelledby="booking-time-label">
        {slots.data.map((slot) => {
          const option = slotOption(slot, guests);
          const isSelected = selectedId === slot.id;
          return (
            <Button
              key={slot.id}
              size="sm"
              variant={isSelected ? "solid" : "outline"}
              colorPalette="burgundy"
              disabled={option.disabled}
              aria-pressed={isSelected}
              onClick={() => onSelect(slot.id)}
            >
              {option.text}
            </Button>
          );
        })}
      </Wrap>
    );
  }
  return (
    <Stack gap="2">
      <Text fontWeight="medium" id="booking-time-label" display="flex" alignItems="center" gap="2">
        <Clock size={16} aria-hidden /> Available times on {formatBusinessDateLong(date)}
      </Text>
      {times}
    </Stack>
  );
}
