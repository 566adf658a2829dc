import { Button, HStack, Text } from "@chakra-ui/react";
import { AppDialog } from "./dialog";

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  isPending?: boolean;
}

/** "Are you sure?" before a change that cannot be taken back (deleting a post, a booking, a product). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  open,
  onOpenChange,
  onConfirm,
  isPending,
}: ConfirmDialogProps) {
  return (
    <AppDialog
      title={title}
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep it
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={isPending}>
            {confirmLabel}
          </Button>
        </HStack>
      }
    >
      <Text>{message}</Text>
    </AppDialog>
  );
}
