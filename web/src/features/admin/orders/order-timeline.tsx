import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { type AdminOrderDetail, addOrderNoteInput, type OrderEventKind } from "contracts";
import { CreditCard, Mail, RotateCcw, StickyNote, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { TextareaField } from "../../../components/ui/textarea-field";
import { toast } from "../../../components/ui/toast";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage } from "../../../lib/trpc";
import { formatDateTime } from "./order-display";
import { useOrderMutations } from "./use-order-mutations";

const icons: Record<OrderEventKind, ReactNode> = {
  status: <Truck size={16} />,
  payment: <CreditCard size={16} />,
  refund: <RotateCcw size={16} />,
  note: <StickyNote size={16} />,
  email: <Mail size={16} />,
};

const kindLabels: Record<OrderEventKind, string> = {
  status: "Status",
  payment: "Payment",
  refund: "Refund",
  note: "Staff note",
  email: "E-mail",
};

function NoteForm({ orderId }: { orderId: string }) {
  const { addNote } = useOrderMutations();
  const { control, handleSubmit, reset } = useSchemaForm({
    defaultValues: { note: "" },
    schema: addOrderNoteInput,
    toInput: (values: { note: string }) => ({ orderId, note: values.note }),
    clearOnChange: true,
  });
  const save = handleSubmit(async (input) => {
    try {
      await addNote.mutateAsync(input);
      reset({ note: "" });
      toast({ title: "Note added", description: "It is on the order's timeline (customers do not see it)." });
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The note could not be saved.",
        variant: "destructive",
      });
    }
  });
  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Add a note">
      <Stack gap="2">
        <TextareaField control={control} name="note" label="Add a note (staff only)" rows={2} />
        <HStack justify="flex-end">
          <Button type="submit" size="sm" variant="outline" loading={addNote.isPending}>
            Add Note
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** Every status move, payment, refund, note and e-mail of the order, with who and when, oldest first. */
export function OrderTimeline({ order }: { order: AdminOrderDetail }) {
  return (
    <Stack gap="4">
      <Stack as="ol" listStyleType="none" gap="0" aria-label="Order timeline">
        {order.events.map((event) => (
          <HStack
            as="li"
            key={event.id}
            align="flex-start"
            gap="3"
            py="2"
            borderBottomWidth="1px"
            borderColor="cream.200"
          >
            <Box color="burgundy.600" pt="0.5" aria-hidden>
              {icons[event.kind]}
            </Box>
            <Stack gap="0" flex="1" minW="0">
              <Text fontSize="sm" wordBreak="break-word">
                <Text as="span" srOnly>
                  {kindLabels[event.kind]}:{" "}
                </Text>
                {event.detail}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(event.at)} · {event.by}
              </Text>
            </Stack>
          </HStack>
        ))}
      </Stack>
      <NoteForm orderId={order.id} />
    </Stack>
  );
}
