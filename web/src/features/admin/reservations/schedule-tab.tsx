import { Badge, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadError } from "../../../components/load-error";
import { formatSlotDate, formatSlotTime } from "../../../components/reservations/format";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { LabeledSelect } from "../../../components/ui/labeled-select";
import { trpc } from "../../../lib/trpc";

/** The schedule shows what is coming next, not the whole month. */
const SCHEDULE_SIZE = 20;

function useSchedule(typeId: string) {
  return useQuery({
    ...trpc.reservations.slots.queryOptions(
      typeId ? { typeId, limit: SCHEDULE_SIZE } : { limit: SCHEDULE_SIZE },
    ),
    // Spots change with every booking: an answer older than half a minute is fetched again.
    staleTime: 30_000,
  });
}

function ScheduleTable({ query }: { query: ReturnType<typeof useSchedule> }) {
  if (query.isPending) {
    return <SkeletonStack count={6} height="10" gap="2" />;
  }
  if (query.isError) {
    return (
      <LoadError
        variant="inline"
        error={query.error}
        fallback="The schedule could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <Text color="fg.muted" role="status">
        No upcoming time slots. Active reservation types get their times for the next 30 days.
      </Text>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="cream.300" borderRadius="xl" bg="white">
      <Table.Root size="sm" aria-label="Upcoming time slots">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Experience</Table.ColumnHeader>
            <Table.ColumnHeader>Date and time</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Spots</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {query.data.map((slot) => {
            const available = slot.isAvailable && slot.availableSpots > 0;
            return (
              <Table.Row key={slot.id}>
                <Table.Cell fontWeight="medium">{slot.typeName}</Table.Cell>
                <Table.Cell>
                  {formatSlotDate(slot.startTime)}, {formatSlotTime(slot.startTime)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {slot.availableSpots} / {slot.capacity}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={available ? "green" : "red"} variant="subtle">
                    {available ? "Available" : "Full"}
                  </Badge>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The next 20 time slots of every type (or of one), with how many spots are left. */
export function ScheduleTab() {
  const [typeId, setTypeId] = useState("");
  const types = useQuery(trpc.reservations.types.queryOptions());
  const query = useSchedule(typeId);
  return (
    <Stack gap="4">
      <Stack maxW="sm">
        <LabeledSelect label="Experience" name="typeId" value={typeId} onValueChange={setTypeId}>
          <option value="">All experiences</option>
          {(types.data ?? []).map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
              {type.isActive ? "" : " (inactive)"}
            </option>
          ))}
        </LabeledSelect>
      </Stack>
      <ScheduleTable query={query} />
    </Stack>
  );
}
