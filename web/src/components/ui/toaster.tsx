import { lazy, Suspense, useEffect, useState } from "react";
import { toaster } from "./toast";

const ToastList = lazy(() => import("./toast-list"));

/**
 * Renders the notifications created with `toast()`; mounted once, in the app shell. The list itself
 * (its code and its state machine) starts with the first notification: started with the page, its
 * machine re-rendered the page synchronously right after hydration, the longest task a phone had.
 */
export function Toaster() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    if (toaster.getCount() > 0) {
      setShown(true);
      return;
    }
    return toaster.subscribe(() => setShown(true));
  }, [shown]);
  return shown ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
