import { Button, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { SummaryCard, type SummaryCardProps } from "../../components/order-summary/summary-card";
import { paths } from "../../lib/paths";

export type OrderSummaryProps = Omit<SummaryCardProps, "id" | "lines" | "children">;

/**
 * The cart's order summary: totals, coupon entry or the cart's coupon, and the way to checkout (the
 * coupon stays with the cart on the server, so the link carries nothing).
 */
export function OrderSummary(props: OrderSummaryProps) {
  return (
    <SummaryCard id="order-summary" {...props}>
      <Stack gap="2">
        <Button asChild size="lg" colorPalette="burgundy">
          <RouterLink to={paths.checkout}>
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
