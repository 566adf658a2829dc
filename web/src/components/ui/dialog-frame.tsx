import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { AppDialogProps } from "./dialog";

/** The dialog itself (components/ui/dialog.tsx loads it when a dialog is first opened). */
export default function DialogFrame({
  title,
  children,
  trigger,
  footer,
  size = "md",
  open,
  onOpenChange,
  defaultOpen,
}: AppDialogProps & { defaultOpen?: boolean }) {
  return (
    <Dialog.Root
      lazyMount
      unmountOnExit
      size={size}
      placement="center"
      scrollBehavior="inside"
      open={open}
      defaultOpen={defaultOpen}
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
