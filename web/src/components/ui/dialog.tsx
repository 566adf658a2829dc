import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactElement, ReactNode } from "react";

export interface AppDialogProps {
  title: ReactNode;
  children: ReactNode;
  /** The element that opens the dialog (a Button); omit when the dialog is controlled. */
  trigger?: ReactElement;
  footer?: ReactNode;
  size?: "xs" | "sm" | "md" | "lg" | "xl" | "cover" | "full";
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The app's dialog frame: trigger, title, scrolling body, optional footer and a close button.
 * The content mounts only while the dialog is open (lazy iframes, fresh forms each time).
 */
export function AppDialog({
  title,
  children,
  trigger,
  footer,
  size = "md",
  open,
  onOpenChange,
}: AppDialogProps) {
  return (
    <Dialog.Root
      lazyMount
      unmountOnExit
      size={size}
      placement="center"
      scrollBehavior="inside"
      open={open}
      onOpenChange={onOpenChange ? (details) => onOpenChange(details.open) : undefined}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: "2", sm: "4" }}>
          <Dialog.Content bg="cream.50">
            <Dialog.Header pe="12">
              <Dialog.Title fontFamily="heading" fontSize="2xl" color="burgundy.800">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
