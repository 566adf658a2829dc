import { Box, Button, HStack, Input, NativeSelect, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type AdminOrder,
  type BulkStatusInput,
  type BulkStatusOutput,
  type Carrier,
  canMoveOrder,
  carrierLabels,
  carriers,
} from "contracts";
import { useEffect, useState } from "react";
import { AppDialog } from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { customerLabel } from "./order-display";
import { PackingSlips } from "./packing-slip";

type Move = BulkStatusInput["status"];

/** What a bulk move says when it is done: how many moved, and each refusal with its order number. */
function summary(result: BulkStatusOutput, orders: Map<string, AdminOrder>, done: string): string {
  const refused = result.refused.map((r) => `#${orders.get(r.id)?.orderNumber ?? r.id}: ${r.message}`);
  const moved = `${result.updated.length} ${result.updated.length === 1 ? "order" : "orders"} ${done}.`;
  return refused.length > 0 ? `${moved} Not moved: ${refused.join("; ")}` : moved;
}

export function useBulkMove(selected: Map<string, AdminOrder>, onMoved: (ids: string[]) => void) {
  const queryClient = useQueryClient();
  const bulk = useMutation(trpc.admin.bulkStatus.mutationOptions());
  async function run(input: BulkStatusInput, done: string): Promise<BulkStatusOutput | null> {
    try {
      const result = await bulk.mutateAsync(input);
      toast({
        title: result.refused.length > 0 ? "Some orders were not moved" : "Orders updated",
        description: summary(result, selected, done),
        variant: result.refused.length > 0 ? "destructive" : undefined,
      });
      onMoved(result.updated);
      await queryClient.invalidateQueries(trpc.admin.pathFilter());
      return result;
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The orders were not moved.",
        variant: "destructive",
      });
      return null;
    }
  }
  return { run, pending: bulk.isPending };
}

interface Row {
  carrier: Carrier | "";
  trackingNumber: string;
}

/** Shipping many orders: one table, a carrier and a tracking number per order (the desk, the club run). */
export function BulkShipDialog({
  orders,
  onClose,
  onShip,
  pending,
}: {
  orders: AdminOrder[];
  onClose: () => void;
  onShip: (tracking: NonNullable<BulkStatusInput["tracking"]>) => void;
  pending: boolean;
}) {
  const [rows, setRows] = useState<Record<string, Row>>(() =>
    Object.fromEntries(
      orders.map((o) => [o.id, { carrier: o.carrier ?? "", trackingNumber: o.trackingNumber ?? "" }]),
    ),
  );
  const set = (id: string, change: Partial<Row>) =>
    setRows((now) => ({ ...now, [id]: { ...(now[id] ?? { carrier: "", trackingNumber: "" }), ...change } }));
  function ship() {
    const tracking: NonNullable<BulkStatusInput["tracking"]> = {};
    for (const [id, row] of Object.entries(rows)) {
      tracking[id] = {
        trackingNumber: row.trackingNumber.trim(),
        ...(row.carrier ? { carrier: row.carrier } : {}),
      };
    }
    onShip(tracking);
  }
  return (
    <AppDialog
      title={`Ship ${orders.length} ${orders.length === 1 ? "order" : "orders"}`}
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="burgundy" onClick={ship} loading={pending}>
            Mark Shipped
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          Each customer is e-mailed their tracking number. A pickup needs no number.
        </Text>
        <Table.ScrollArea borderWidth="1px" borderColor="cream.300" borderRadius="lg">
          <Table.Root size="sm" aria-label="Tracking per order">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Order</Table.ColumnHeader>
                <Table.ColumnHeader>Carrier</Table.ColumnHeader>
                <Table.ColumnHeader>Tracking number</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {orders.map((order) => (
                <Table.Row key={order.id}>
                  <Table.Cell>
                    <Text fontWeight="medium">#{order.orderNumber}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {customerLabel(order)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell minW="32">
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field
                        aria-label={`Carrier of order #${order.orderNumber}`}
                        value={rows[order.id]?.carrier ?? ""}
                        onChange={(e) => set(order.id, { carrier: e.target.value as Carrier | "" })}
                        bg="white"
                      >
                        <option value="">Carrier</option>
                        {carriers.map((c) => (
                          <option key={c} value={c}>
                            {carrierLabels[c]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Table.Cell>
                  <Table.Cell minW="44">
                    <Input
                      size="sm"
                      aria-label={`Tracking number of order #${order.orderNumber}`}
                      value={rows[order.id]?.trackingNumber ?? ""}
                      onChange={(e) => set(order.id, { trackingNumber: e.target.value })}
                      bg="white"
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
    </AppDialog>
  );
}

/**
 * The desk's bar for the orders ticked (or every order the filter finds): move them to processing,
 * ship them with a tracking number each, undo a move to processing, or print all their packing slips.
 */
export function BulkActions({
  selected,
  total,
  onSelectAll,
  selectingAll,
  onClear,
  onMoved,
}: {
  selected: Map<string, AdminOrder>;
  /** How many orders the filter finds. */
  total: number;
  onSelectAll: () => void;
  selectingAll: boolean;
  onClear: () => void;
  onMoved: (ids: string[]) => void;
}) {
  const { run, pending } = useBulkMove(selected, onMoved);
  const [shipping, setShipping] = useState(false);
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener("afterprint", done, { once: true });
    window.print();
    return () => window.removeEventListener("afterprint", done);
  }, [printing]);
  const orders = [...selected.values()];
  const can = (to: Move) => orders.filter((o) => canMoveOrder(o.status, to, o.shipsNothing));
  const toProcess = can("processing");
  const toShip = can("shipped");
  const toUndo = orders.filter((o) => o.status === "processing");
  if (orders.length === 0) return null;
  return (
    <Box
      position="sticky"
      bottom="0"
      zIndex="docked"
      bg="burgundy.50"
      borderWidth="1px"
      borderColor="burgundy.200"
      borderRadius="xl"
      p={{ base: "2", md: "3" }}
      role="region"
      aria-label="Selected orders"
    >
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="semibold" aria-live="polite">
            {orders.length} {orders.length === 1 ? "order" : "orders"} selected
          </Text>
          <HStack gap="2" wrap="wrap">
            {orders.length < total ? (
              <Button size="xs" variant="ghost" onClick={onSelectAll} loading={selectingAll}>
                Select all {total} matching
              </Button>
            ) : null}
            <Button size="xs" variant="ghost" onClick={onClear}>
              Clear
            </Button>
          </HStack>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Button
            size={{ base: "xs", md: "sm" }}
            colorPalette="burgundy"
            disabled={toProcess.length === 0 || pending}
            onClick={() =>
              void run({ ids: toProcess.map((o) => o.id), status: "processing" }, "moved to processing")
            }
          >
            Mark Processing ({toProcess.length})
          </Button>
          <Button
            size={{ base: "xs", md: "sm" }}
            colorPalette="burgundy"
            disabled={toShip.length === 0 || pending}
            onClick={() => setShipping(true)}
          >
            Mark Shipped… ({toShip.length})
          </Button>
          <Button
            size={{ base: "xs", md: "sm" }}
            variant="outline"
            disabled={toUndo.length === 0 || pending}
            onClick={() =>
              void run({ ids: toUndo.map((o) => o.id), status: "confirmed" }, "moved back to confirmed")
            }
          >
            Undo Processing ({toUndo.length})
          </Button>
          <Button size={{ base: "xs", md: "sm" }} variant="outline" onClick={() => setPrinting(true)}>
            Print Packing Slips ({orders.length})
          </Button>
        </HStack>
      </Stack>
      {shipping ? (
        <BulkShipDialog
          orders={toShip}
          pending={pending}
          onClose={() => setShipping(false)}
          onShip={(tracking) =>
            void run({ ids: toShip.map((o) => o.id), status: "shipped", tracking }, "shipped").then(
              (result) => {
                if (result) setShipping(false);
              },
            )
          }
        />
      ) : null}
      {printing ? <PackingSlips orders={orders} /> : null}
    </Box>
  );
}
