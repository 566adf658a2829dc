import { lazy, Suspense, useEffect, useState } from "react";
import { affirmAge, ageAffirmed } from "./age-check";

const AgeGateDialog = lazy(() => import("./age-gate-dialog"));

/**
 * The age question on the pages the server does not render (checkout, account, back office): a
 * server-rendered page carries its own, painted with the page (api/src/http/age-gate.ts), and
 * this one then stays away. Its code loads only when it is asked.
 */
export function AgeGate() {
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!ageAffirmed() && !document.getElementById("rr-age")) setAsking(true);
  }, []);
  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <AgeGateDialog
        onAffirm={() => {
          affirmAge();
          setAsking(false);
        }}
      />
    </Suspense>
  );
}
