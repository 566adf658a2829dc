import { Badge } from "@chakra-ui/react";
import { type OrderStatus, orderStatusLabels, type PaymentStatus, paymentStatusLabels } from "contracts";
import { orderStatusPalette, paymentStatusPalette } from "./order-display";

export function OrderStatusBadge({
  status,
  size = "md",
}: {
  status: OrderStatus;
  size?: "sm" | "md" | "lg";
}) {
  return (
    <Badge colorPalette={orderStatusPalette[status]} variant="subtle" size={size}>
      {orderStatusLabels[status]}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge colorPalette={paymentStatusPalette[status]} variant="outline">
      {paymentStatusLabels[status]}
    </Badge>
  );
}
