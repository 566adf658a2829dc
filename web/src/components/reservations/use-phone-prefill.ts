import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useAuth } from "../../lib/auth";
import { trpc } from "../../lib/trpc";

/**
 * A booking form's phone starts as the profile's phone, once, and only into a field still empty:
 * what the person typed wins. `fill` receives the profile's number when there is one.
 */
export function usePhonePrefill(fill: (phone: string) => void): void {
  const { user } = useAuth();
  const profile = useQuery({ ...trpc.account.profile.queryOptions(), enabled: user !== null });
  const filled = useRef(false);
  const phone = profile.data?.id === user?.id ? profile.data?.phone : null;
  useEffect(() => {
    if (filled.current || !phone) return;
    filled.current = true;
    fill(phone);
  }, [phone, fill]);
}
