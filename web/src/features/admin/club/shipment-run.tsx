import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminOrder, ClubMonth, Tier } from "contracts";
import { businessMonth } from "contracts/membership/allowance";
import { tierOrder, tiers } from "contracts/membership/rules";
import { useEffect, useState } from "react";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { FieldFrame } from "../../../components/ui/field-frame";
import { toast } from "../../../components/ui/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { BulkShipDialog, useBulkMove } from "../orders/bulk-actions";
import { PackingSlips } from "../orders/packing-slip";

const sourceLabels: Record<ClubMonth["shipments"][number]["source"], string> = {
  picked: "Own picks",
  default: "Default wines",
  to_make: "Default wines (to make)",
};
const statusPalette: Record<ClubMonth["status"], string> = {
  open: "gray",
  confirmed: "blue",
  shipped: "green",
};

/** The month's default wines per tier: as many selects as the tier's free wines. */
function Defaults({ view, wines }: { view: ClubMonth; wines: { id: string; name: string }[] }) {
  const queryClient = useQueryClient();
  const save = useMutation(trpc.admin.setClubDefaults.mutationOptions());
  const [chosen, setChosen] = useState<Record<Tier, string[]>>(() => ({
    essential: [...view.defaults.essential],
    premium: [...view.defaults.premium],
    elite: [...view.defaults.elite],
  }));
  const locked = view.status !== "open";
  async function submit() {
    try {
      await save.mutateAsync({ month: view.month, ...chosen });
      toast({ title: "Default wines saved", description: "Members who pick nothing get these this month." });
      await queryClient.invalidateQueries(trpc.admin.clubShipments.pathFilter());
    } catch (error) {
      toast({
        title: "Not saved",
        description: errorMessage(error) ?? "The defaults were not saved.",
        variant: "destructive",
      });
    }
  }
  return (
    <Stack gap="3" as="section" aria-label="Default wines">
      <Text fontWeight="semibold">Default wines for members who pick none</Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {tierOrder.map((tier) => (
          <Stack
            key={tier}
            gap="2"
            borderWidth="1px"
            borderColor="cream.300"
            borderRadius="lg"
            p="3"
            bg="white"
          >
            <Text fontWeight="medium">
              {tiers[tier].name} ({tiers[tier].freeWinesPerMonth})
            </Text>
            {Array.from({ length: tiers[tier].freeWinesPerMonth }, (_, i) => `${tier}-wine-${i + 1}`).map(
              (slot, i) => (
                <NativeSelect.Root key={slot} size="sm" disabled={locked}>
                  <NativeSelect.Field
                    aria-label={`${tiers[tier].name} wine ${i + 1}`}
                    value={chosen[tier][i] ?? ""}
                    onChange={(e) => {
                      const next = [...chosen[tier]];
                      next[i] = e.target.value;
                      setChosen({ ...chosen, [tier]: next.filter((id, j) => id || j < next.length) });
                    }}
                    bg="white"
                  >
                    <option value="">Choose a wine</option>
                    {wines.map((w) => (
                      <option key={w.id} value={w.id}>
                        {w.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              ),
            )}
          </Stack>
        ))}
      </SimpleGrid>
      {locked ? null : (
        <Button
          alignSelf="flex-start"
          size="sm"
          variant="outline"
          colorPalette="burgundy"
          onClick={() => void submit()}
          loading={save.isPending}
        >
          Save Default Wines
        </Button>
      )}
    </Stack>
  );
}

/**
 * /admin/club's monthly shipment run: every paid member's shipment (their picks, or the tier's
 * default wines), the pick list, who is left out, confirming the run (orders made and charged tax
 * and shipping, stock taken), the packing slips in one print, and marking them all shipped.
 */
export function ShipmentRun() {
  const [month, setMonth] = useState(() => businessMonth(new Date()));
  const queryClient = useQueryClient();
  const view = useQuery(trpc.admin.clubShipments.queryOptions({ month }));
  const wines = useQuery(trpc.wines.list.queryOptions({}));
  const confirm = useMutation(trpc.admin.confirmClubRun.mutationOptions());
  const [asking, setAsking] = useState(false);
  const [orders, setOrders] = useState<AdminOrder[] | null>(null);
  const [action, setAction] = useState<"print" | "ship" | null>(null);
  const { run: bulk, pending } = useBulkMove(new Map((orders ?? []).map((o) => [o.id, o])), () =>
    setAction(null),
  );
  useEffect(() => {
    if (action !== "print" || !orders) return;
    const done = () => setAction(null);
    window.addEventListener("afterprint", done, { once: true });
    window.print();
    return () => window.removeEventListener("afterprint", done);
  }, [action, orders]);

  async function confirmRun() {
    try {
      const result = await confirm.mutateAsync({ month });
      const made = result.shipments.filter((s) => s.source === "default");
      const declined = made.filter((s) => s.orderStatus === "cancelled").length;
      toast({
        title: "Club run confirmed",
        description: `${made.length} shipments made and charged${declined > 0 ? `; ${declined} declined (their bottles went back)` : ""}.`,
      });
      await queryClient.invalidateQueries(trpc.admin.pathFilter());
    } catch (error) {
      toast({
        title: "Run not confirmed",
        description: errorMessage(error) ?? "Nothing was changed.",
        variant: "destructive",
      });
    }
    setAsking(false);
  }

  /** The run's orders as the desk has them (packing slips, shipping). */
  async function loadOrders(next: "print" | "ship") {
    const ids = (view.data?.shipments ?? [])
      .filter(
        (s) =>
          s.orderId && s.orderStatus !== "cancelled" && (next === "print" || s.orderStatus !== "shipped"),
      )
      .map((s) => s.orderId ?? "");
    try {
      const loaded = await Promise.all(
        ids.map((id) => queryClient.fetchQuery(trpc.admin.order.queryOptions({ id }))),
      );
      setOrders(
        loaded.filter((o) => next === "print" || o.status === "confirmed" || o.status === "processing"),
      );
      setAction(next);
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The orders could not be loaded.",
        variant: "destructive",
      });
    }
  }

  if (view.isError) {
    return (
      <LoadError
        error={view.error}
        fallback="The shipment run could not be loaded."
        onRetry={() => void view.refetch()}
      />
    );
  }
  const data = view.data;
  const clubWines = (wines.data ?? [])
    .filter((w) => w.isAvailable)
    .map((w) => ({ id: w.id, name: `${w.name} ${w.vintage}` }));
  const toMake = data?.shipments.filter((s) => s.source === "to_make").length ?? 0;
  const shippable =
    data?.shipments.filter((s) => s.orderId && s.orderStatus !== "cancelled" && s.orderStatus !== "shipped")
      .length ?? 0;
  return (
    <Stack gap="4">
      <HStack gap="3" align="end" wrap="wrap">
        <FieldFrame label="Month">
          <Input
            type="month"
            value={month}
            onChange={(e) => setMonth(e.target.value || month)}
            bg="white"
            w="auto"
          />
        </FieldFrame>
        {data ? (
          <Badge colorPalette={statusPalette[data.status]} size="lg" variant="subtle">
            {data.status === "open" ? "Open" : data.status === "confirmed" ? "Confirmed" : "Shipped"}
          </Badge>
        ) : null}
      </HStack>
      {!data ? (
        <SkeletonStack count={3} height="12" />
      ) : (
        <>
          <Defaults
            key={`${data.month}:${data.status}:${JSON.stringify(data.defaults)}`}
            view={data}
            wines={clubWines}
          />
          <HStack gap="2" wrap="wrap">
            <Button colorPalette="burgundy" disabled={data.status !== "open"} onClick={() => setAsking(true)}>
              Confirm Run ({toMake} to make)
            </Button>
            <Button
              variant="outline"
              disabled={data.shipments.every((s) => !s.orderId)}
              onClick={() => void loadOrders("print")}
            >
              Print Packing Slips
            </Button>
            <Button variant="outline" disabled={shippable === 0} onClick={() => void loadOrders("ship")}>
              Mark All Shipped… ({shippable})
            </Button>
          </HStack>
          <Flex gap="4" direction={{ base: "column", lg: "row" }} align="flex-start">
            <Box flex="2" minW="0" w="full">
              <Text fontWeight="semibold" mb="2">
                {data.shipments.length} {data.shipments.length === 1 ? "shipment" : "shipments"}
              </Text>
              <Table.ScrollArea borderWidth="1px" borderColor="cream.300" borderRadius="xl" bg="white">
                <Table.Root size="sm" aria-label="Club shipments">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Member</Table.ColumnHeader>
                      <Table.ColumnHeader>Wines</Table.ColumnHeader>
                      <Table.ColumnHeader>Order</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.shipments.map((s) => (
                      <Table.Row key={s.membershipId}>
                        <Table.Cell>
                          <Text fontWeight="medium">{s.name}</Text>
                          <Text fontSize="xs" color="fg.muted">
                            {tiers[s.tier].name} · {sourceLabels[s.source]}
                          </Text>
                        </Table.Cell>
                        <Table.Cell>
                          {s.bottles.map((b) => `${b.quantity} × ${b.name}`).join(", ") || "None chosen yet"}
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap">
                          {s.orderNumber ? `#${s.orderNumber} · ${s.orderStatus}` : "Not made yet"}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Box>
            <Stack flex="1" minW="0" w="full" gap="4">
              <Box>
                <Text fontWeight="semibold" mb="2">
                  Pick list
                </Text>
                <Table.ScrollArea borderWidth="1px" borderColor="cream.300" borderRadius="xl" bg="white">
                  <Table.Root size="sm" aria-label="Pick list">
                    <Table.Body>
                      {data.pickList.map((p) => (
                        <Table.Row key={p.wineId}>
                          <Table.Cell>{p.name}</Table.Cell>
                          <Table.Cell textAlign="end" fontWeight="semibold">
                            {p.quantity}
                          </Table.Cell>
                        </Table.Row>
                      ))}
                      <Table.Row fontWeight="bold">
                        <Table.Cell>Total bottles</Table.Cell>
                        <Table.Cell textAlign="end">
                          {data.pickList.reduce((n, p) => n + p.quantity, 0)}
                        </Table.Cell>
                      </Table.Row>
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              </Box>
              {data.leftOut.length > 0 ? (
                <Box>
                  <Text fontWeight="semibold" mb="2">
                    Left out this month
                  </Text>
                  <Stack as="ul" gap="1" listStyleType="none" aria-label="Members left out">
                    {data.leftOut.map((l) => (
                      <Text as="li" key={l.membershipId} fontSize="sm">
                        {l.name} ({tiers[l.tier].name}): {l.reason}
                      </Text>
                    ))}
                  </Stack>
                </Box>
              ) : null}
            </Stack>
          </Flex>
        </>
      )}
      <ConfirmDialog
        title={`Confirm the ${month} club run?`}
        message={`${toMake} shipments of the default wines are made and their bottles taken from stock; each member's saved card is charged the tax and shipping, and each gets a receipt. This cannot be undone.`}
        confirmLabel="Confirm Run"
        open={asking}
        onOpenChange={(open) => {
          if (!open) setAsking(false);
        }}
        onConfirm={() => void confirmRun()}
        isPending={confirm.isPending}
      />
      {action === "ship" && orders ? (
        <BulkShipDialog
          orders={orders}
          pending={pending}
          onClose={() => setAction(null)}
          onShip={(tracking) =>
            void bulk({ ids: orders.map((o) => o.id), status: "shipped", tracking }, "shipped").then(
              async () => {
                await queryClient.invalidateQueries(trpc.admin.clubShipments.pathFilter());
              },
            )
          }
        />
      ) : null}
      {action === "print" && orders ? <PackingSlips orders={orders} /> : null}
    </Stack>
  );
}
