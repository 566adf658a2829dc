import { useQuery } from "@tanstack/react-query";
import type { User } from "contracts";
import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { trpc } from "../../lib/trpc";
import type { CheckoutDetails, CheckoutValues } from "./checkout-values";

/**
 * A signed-in customer's shipping address starts as the default address of their profile (and their
 * phone), once, and only into fields still empty: what was typed, or kept from a declined try, wins.
 */
export function useProfilePrefill(
  user: User | null,
  form: Pick<UseFormReturn<CheckoutValues, unknown, CheckoutDetails>, "getValues" | "setValue">,
): void {
  const profile = useQuery({ ...trpc.account.profile.queryOptions(), enabled: user !== null });
  const filledFor = useRef<string | null>(null);
  const { getValues, setValue } = form;
  useEffect(() => {
    const data = profile.data;
    if (!user || !data || data.id !== user.id || filledFor.current === user.id) return;
    filledFor.current = user.id;
    const shipping = getValues("shipping");
    const address = data.defaultAddress;
    const untouched = !shipping.address && !shipping.city && !shipping.state && !shipping.zipCode;
    if (address && untouched) {
      setValue("shipping.address", address.line2 ? `${address.line1}, ${address.line2}` : address.line1);
      setValue("shipping.city", address.city);
      setValue("shipping.state", address.state);
      setValue("shipping.zipCode", address.zipCode);
    }
    if (data.phone && !shipping.phone) setValue("shipping.phone", data.phone);
  }, [user, profile.data, getValues, setValue]);
}
