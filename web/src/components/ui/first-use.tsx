import { cloneElement, type MouseEvent, type ReactElement, type ReactNode, Suspense, useState } from "react";

interface Clickable {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** A button element (JSX) that opens a widget. */
export type TriggerElement = ReactElement<Clickable>;

export interface FirstUseProps {
  /** The button that opens the widget: shown on its own until it is first pressed. */
  trigger: TriggerElement;
  /**
   * The widget (a dialog, drawer or menu, with `trigger` as its own trigger), rendered open. It may
   * be lazily loaded: until its code arrives, the button stays where it was.
   */
  children: ReactNode;
  /** Called with the first press, for a widget whose open state its owner keeps. */
  onUse?: () => void;
}

/**
 * A dialog, drawer or menu that does not exist until its button is first pressed. A closed widget
 * still starts its state machine when the page loads, and a page has several (the top bar's
 * directions, the header's menu and drawer, the home page's films and medals): on a phone that is
 * start-up work nobody asked for. The first press mounts the widget open, with the same button
 * as its trigger, where focus returns when it closes.
 */
export function FirstUse({ trigger, children, onUse }: FirstUseProps) {
  const [used, setUsed] = useState(false);
  if (used) return <Suspense fallback={trigger}>{children}</Suspense>;
  return cloneElement(trigger, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      setUsed(true);
      onUse?.();
    },
  });
}
