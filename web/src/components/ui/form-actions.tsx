import { Button, HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface FormActionsProps {
  /** The submit button's text ("Save Message", "Book Now"). */
  submitLabel: ReactNode;
  onCancel: () => void;
  pending?: boolean;
  pendingLabel?: string;
  /** Nothing to save yet (the form is unchanged). */
  disabled?: boolean;
}

/** A dialog form's buttons: Cancel, then the burgundy submit with its busy state. */
export function FormActions({
  submitLabel,
  onCancel,
  pending = false,
  pendingLabel = "Saving...",
  disabled = false,
}: FormActionsProps) {
  return (
    <HStack justify="flex-end" gap="2">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button
        type="submit"
        colorPalette="burgundy"
        disabled={disabled}
        loading={pending}
        loadingText={pendingLabel}
      >
        {submitLabel}
      </Button>
    </HStack>
  );
}
