import { Button, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { SummaryCard, type SummaryCardProps } from "../../components/order-summary/summary-card";
import { paths } from "../../lib/paths";

export type OrderSummaryProps = Omit<SummaryCardProps, "id" | "lines" | "children">;

/** The cart's order summary: totals, coupon entry or the applied coupon, and the way to checkout. */
export function OrderSummary(props: OrderSummaryProps) {
  const summary = props.summary.data;
  const applied = summary?.discountSource === "coupon" ? summary.couponCode : null;
  const checkoutSearch =
    applied && summary ? { coupon: applied, discount: summary.discountPercent } : undefined;

  return (
    <SummaryCard id="order-summary" {...props}>
      <Stack gap="2">
        <Button asChild size="lg" colorPalette="burgundy">
          <RouterLink to={paths.checkout} search={checkoutSearch}>
            Proceed to Checkout <ArrowRight aria-hidden />
          </RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.shop}>Continue Shopping</RouterLink>
        </Button>
      </Stack>
    </SummaryCard>
  );
}
