import { Button, Card, Heading, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { CartSummaryOutput } from "contracts";
import { ArrowRight } from "lucide-react";
import { CouponArea } from "../../components/order-summary/coupon-area";
import { SummaryTotals } from "../../components/order-summary/summary-table";
import { paths } from "../../lib/paths";

export interface OrderSummaryProps {
  summary: CartSummaryOutput | undefined;
  /** Why the totals could not be loaded, shown in their place. */
  summaryError?: string | undefined;
  /** The coupon kept in the address (applied or not: the summary says which). */
  coupon: string | undefined;
  onCouponApplied: (code: string) => void;
  onCouponRemoved: () => void;
}

/** The order summary card: totals, coupon entry or the applied coupon, and the way to checkout. */
export function OrderSummary({
  summary,
  summaryError,
  coupon,
  onCouponApplied,
  onCouponRemoved,
}: OrderSummaryProps) {
  const applied = summary?.discountSource === "coupon" ? summary.couponCode : null;
  const checkoutSearch =
    applied && summary ? { coupon: applied, discount: summary.discountPercent } : undefined;

  return (
    <Card.Root
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="cream.300"
      as="section"
      aria-labelledby="order-summary"
    >
      <Card.Body gap="5">
        <Heading as="h2" id="order-summary" size="xl" color="burgundy.800">
          Order Summary
        </Heading>
        <SummaryTotals summary={summary} error={summaryError} />
        <CouponArea
          summary={summary}
          coupon={coupon}
          onApplied={onCouponApplied}
          onRemoved={onCouponRemoved}
        />
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
      </Card.Body>
    </Card.Root>
  );
}
