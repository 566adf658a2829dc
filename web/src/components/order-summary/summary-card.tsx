import type { UseQueryResult } from "@tanstack/react-query";
import type { CartSummaryOutput } from "contracts";
import type { ReactNode } from "react";
import { errorMessage } from "../../lib/trpc";
import { CardSection } from "../card-section";
import { CouponArea } from "./coupon-area";
import { SummaryTotals } from "./summary-table";

export interface SummaryCardProps {
  /** The heading's id (the cart and the checkout each have their own). */
  id: string;
  /** The cart's summary query: the totals as the server priced them. */
  summary: UseQueryResult<CartSummaryOutput, unknown>;
  /** Shown above the totals (the checkout lists the order's lines). */
  lines?: ReactNode;
  /** The way on, under the coupon (Proceed to Checkout, Place Order). */
  children: ReactNode;
}

/** "Order Summary" of the cart and the checkout: the totals (or why they are missing) and the coupon. */
export function SummaryCard({ id, summary, lines, children }: SummaryCardProps) {
  const error = summary.isError
    ? (errorMessage(summary.error) ?? "The totals could not be loaded. Please reload the page.")
    : undefined;
  return (
    <CardSection id={id} title="Order Summary">
      {lines}
      <SummaryTotals summary={summary.data} error={error} />
      <CouponArea summary={summary.data} />
      {children}
    </CardSection>
  );
}
