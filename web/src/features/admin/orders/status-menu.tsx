import { Button, Menu, Portal } from "@chakra-ui/react";
import { type AdminOrder, nextStatuses, type OrderStatus } from "contracts";
import { ChevronDown } from "lucide-react";

/** What each move is called in the menu. */
const moveLabels: Record<OrderStatus, string> = {
  pending: "Pending",
  confirmed: "Mark as paid (Confirmed)",
  processing: "Start packing (Processing)",
  shipped: "Mark as shipped...",
  completed: "Mark as delivered (Completed)",
  cancelled: "Cancel order...",
};

/** Only the moves the state machine allows from the order's status (contracts' orders/rules). */
export function StatusMenu({
  order,
  onChoose,
  disabled,
}: {
  order: AdminOrder;
  onChoose: (status: OrderStatus) => void;
  disabled?: boolean;
}) {
  const moves = nextStatuses(order.status, order.shipsNothing);
  if (moves.length === 0) return null;
  return (
    <Menu.Root
      positioning={{ placement: "bottom-start" }}
      onSelect={(details) => onChoose(details.value as OrderStatus)}
    >
      <Menu.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          aria-label={`Change the status of order #${order.orderNumber}`}
        >
          Update Status <ChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" bg="cream.50">
            {moves.map((status) => (
              <Menu.Item
                key={status}
                value={status}
                cursor="pointer"
                color={status === "cancelled" ? "red.700" : undefined}
              >
                {status === "confirmed" && order.status === "processing"
                  ? "Back to confirmed (undo processing)"
                  : moveLabels[status]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
