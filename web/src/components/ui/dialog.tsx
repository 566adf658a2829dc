import { lazy, type ReactNode, Suspense, useState } from "react";
import { FirstUse, type TriggerElement } from "./first-use";

export interface AppDialogProps {
  title: ReactNode;
  children: ReactNode;
  /** The element that opens the dialog (a Button); omit when the dialog is controlled. */
  trigger?: TriggerElement;
  footer?: ReactNode;
  size?: "xs" | "sm" | "md" | "lg" | "xl" | "cover" | "full";
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

// Its code (and Chakra's dialog machinery) loads when a dialog is first opened, not with the page.
const DialogFrame = lazy(() => import("./dialog-frame"));

/**
 * The app's dialog frame: trigger, title, scrolling body, optional footer and a close button.
 * The content mounts only while the dialog is open (lazy iframes, fresh forms each time), and the
 * dialog itself only once it is first opened (components/ui/first-use.tsx).
 */
export function AppDialog(props: AppDialogProps) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  if (props.trigger) {
    return (
      <FirstUse trigger={props.trigger} onUse={() => props.onOpenChange?.(true)}>
        <DialogFrame {...props} defaultOpen />
      </FirstUse>
    );
  }
  // A controlled dialog: nothing until the page first opens it.
  return opened ? (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  ) : null;
}
