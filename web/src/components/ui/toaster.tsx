import { lazy, Suspense, useEffect, useState } from "react";
import { toasters } from "./toast";

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
    if (toasters.some((store) => store.getCount() > 0)) {
      setShown(true);
      return;
    }
    const unsubscribe = toasters.map((store) => store.subscribe(() => setShown(true)));
    return () => {
      for (const stop of unsubscribe) stop();
    };
  }, [shown]);
  return shown ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
