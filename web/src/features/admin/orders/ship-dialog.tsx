import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { type AdminOrder, carrierLabels, carriers, updateOrderStatusInput } from "contracts";
import { AppDialog } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { SelectField } from "../../../components/ui/select-field";
import { TextareaField } from "../../../components/ui/textarea-field";
import { toast } from "../../../components/ui/toast";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage } from "../../../lib/trpc";
import { liningFigures } from "../figures";
import { useOrderMutations } from "./use-order-mutations";

interface ShipValues {
  carrier: string;
  trackingNumber: string;
  note: string;
}

function ShipForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const { move } = useOrderMutations();
  const { control, handleSubmit, watch } = useSchemaForm({
    defaultValues: {
      carrier: order.carrier ?? "",
      trackingNumber: order.trackingNumber ?? "",
      note: "",
    } satisfies ShipValues,
    schema: updateOrderStatusInput,
    toInput: (values: ShipValues) => ({
      orderId: order.id,
      status: "shipped",
      carrier: values.carrier || undefined,
      trackingNumber: values.trackingNumber,
      note: values.note || undefined,
    }),
    clearOnChange: true,
  });
  const pickup = watch("carrier") === "pickup";
  const ship = handleSubmit(async (input) => {
    try {
      await move.mutateAsync(input);
      toast({ title: "Order updated!", description: `Order #${order.orderNumber} is marked shipped.` });
      onDone();
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "Failed to update order status.",
        variant: "destructive",
      });
    }
  });
  return (
    <form onSubmit={(event) => void ship(event)} noValidate aria-label="Mark as shipped">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          The customer is told the carrier and the tracking number.
        </Text>
        <SelectField control={control} name="carrier" label="Carrier (optional)">
          <option value="">Not named</option>
          {carriers.map((carrier) => (
            <option key={carrier} value={carrier}>
              {carrierLabels[carrier]}
            </option>
          ))}
        </SelectField>
        <FormField
          control={control}
          name="trackingNumber"
          label={pickup ? "Tracking number (optional for a pickup)" : "Tracking number"}
          required={!pickup}
          autoComplete="off"
        />
        <TextareaField control={control} name="note" label="Note for the timeline (optional)" rows={2} />
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="burgundy" loading={move.isPending}>
            Mark as Shipped
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** Asks for the carrier and tracking number before an order is marked shipped. */
export function ShipDialog({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  return (
    <AppDialog
      title={
        <Box as="span" {...liningFigures}>
          {order ? `Ship order #${order.orderNumber}` : "Ship order"}
        </Box>
      }
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {order ? <ShipForm order={order} onDone={onClose} /> : null}
    </AppDialog>
  );
}
