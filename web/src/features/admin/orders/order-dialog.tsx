import { Box, Button, HStack, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { AppDialog } from "../../../components/ui/dialog";
import { trpc } from "../../../lib/trpc";
import { liningFigures } from "../figures";
import { live } from "../shell/live";
import { OrderDetailsForm, RefundForm } from "./order-forms";
import { MoneyBreakdown, OrderItemsTable } from "./order-items";
import { OrderFacts, Section } from "./order-sections";
import { OrderTimeline } from "./order-timeline";
import { PackingSlip } from "./packing-slip";

function OrderDetails({ orderId }: { orderId: string }) {
  const query = useQuery({ ...trpc.admin.order.queryOptions({ id: orderId }), ...live });
  if (query.isPending) return <SkeletonStack count={6} height="12" />;
  if (query.data === undefined) {
    return (
      <LoadError
        variant="section"
        error={query.error}
        fallback="The order could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const order = query.data;
  return (
    <Stack gap="5" {...liningFigures}>
      <OrderFacts order={order} />
      <Section title="Order Items">
        <OrderItemsTable order={order} />
        <MoneyBreakdown order={order} />
      </Section>
      <Section title="Order Notes">
        <OrderDetailsForm key={`${order.carrier}|${order.trackingNumber}|${order.notes}`} order={order} />
      </Section>
      <Section title="Refund">
        <RefundForm key={`${order.id}-${order.refunded}`} order={order} />
      </Section>
      <Section title="Timeline">
        <OrderTimeline order={order} />
      </Section>
      <PackingSlip order={order} />
    </Stack>
  );
}

/**
 * Client Details (docs/spec part 2 §2.15): everything about one order, its tracking and notes, its
 * refunds and its timeline; Print Details prints the packing slip.
 */
export function OrderDialog({
  orderId,
  orderNumber,
  onClose,
}: {
  orderId: string | undefined;
  orderNumber: string | undefined;
  onClose: () => void;
}) {
  return (
    <AppDialog
      title={
        <Box as="span" {...liningFigures}>
          {orderNumber ? `Order #${orderNumber}` : "Order details"}
        </Box>
      }
      size="xl"
      open={orderId !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button colorPalette="burgundy" onClick={() => window.print()}>
            <Printer aria-hidden /> Print Details
          </Button>
        </HStack>
      }
    >
      {orderId ? <OrderDetails orderId={orderId} /> : null}
    </AppDialog>
  );
}
