import { HStack, Separator, Stack, Table, Text } from "@chakra-ui/react";
import type { CartSummaryOutput } from "contracts";
import { taxLabel } from "contracts/compliance/rules";
import { formatPrice, toCents } from "contracts/money";
import { Truck } from "lucide-react";
import type { ReactNode } from "react";
import { SkeletonStack } from "../skeleton-stack";

function SummaryRow({
  label,
  children,
  strong = false,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Table.Row bg="transparent" borderBottomWidth="0">
      <Table.ColumnHeader
        scope="row"
        textAlign="start"
        px="0"
        py="1.5"
        fontWeight={strong ? "bold" : "normal"}
        fontSize={strong ? "lg" : "sm"}
        color={strong ? "burgundy.900" : "fg.muted"}
        borderBottomWidth="0"
      >
        {label}
      </Table.ColumnHeader>
      <Table.Cell
        px="0"
        py="1.5"
        textAlign="end"
        fontWeight={strong ? "bold" : "medium"}
        fontSize={strong ? "lg" : "sm"}
        color="burgundy.900"
        borderBottomWidth="0"
      >
        {children}
      </Table.Cell>
    </Table.Row>
  );
}

/** The discount's row names what was taken off and, when a coupon met the club discount, which won. */
function discountLabel(summary: CartSummaryOutput): string {
  const choice = summary.discountChoice;
  if (summary.discountSource === "member") {
    const label = `Club discount (${summary.discountPercent}%)`;
    return choice && summary.cartCoupon ? `${label}, kept over ${summary.cartCoupon}` : label;
  }
  const saving = summary.couponType === "fixed" ? "fixed amount" : `${summary.discountPercent}%`;
  const label = summary.couponCode ? `Discount (${saving}, ${summary.couponCode})` : `Discount (${saving})`;
  return choice ? `${label}, kept over your ${choice.memberPercent}% club discount` : label;
}

/**
 * The order's numbers, exactly as the server priced them (cart and checkout): subtotal, packaging,
 * discount, tax, shipping or FREE, total, and how much more makes shipping free.
 */
function SummaryTable({ summary }: { summary: CartSummaryOutput }) {
  const freeShipping = toCents(summary.shipping) === 0;
  const remaining = toCents(summary.freeShippingRemaining);
  return (
    <Stack gap="3">
      <Table.Root size="sm" unstyled width="full" aria-label="Order totals">
        <Table.Body>
          <SummaryRow label={`Subtotal (${summary.itemCount} ${summary.itemCount === 1 ? "item" : "items"})`}>
            {formatPrice(summary.subtotal)}
          </SummaryRow>
          <SummaryRow label="Packaging">{formatPrice(summary.packaging)}</SummaryRow>
          {toCents(summary.discount) > 0 ? (
            <SummaryRow label={discountLabel(summary)}>
              <Text as="span" color="vine.700">
                -{formatPrice(summary.discount)}
              </Text>
            </SummaryRow>
          ) : null}
          <SummaryRow label={taxLabel(summary.taxRate, summary.taxState)}>
            {formatPrice(summary.tax)}
          </SummaryRow>
          <SummaryRow label="Shipping">
            {freeShipping ? (
              <Text as="span" color="vine.700" fontWeight="bold">
                FREE
              </Text>
            ) : (
              formatPrice(summary.shipping)
            )}
          </SummaryRow>
          <Table.Row bg="transparent">
            <Table.Cell colSpan={2} px="0" py="1">
              <Separator />
            </Table.Cell>
          </Table.Row>
          <SummaryRow label="Total" strong>
            {formatPrice(summary.total)}
          </SummaryRow>
        </Table.Body>
      </Table.Root>
      {remaining > 0 ? (
        <HStack gap="2" bg="cream.100" borderRadius="md" px="3" py="2" fontSize="sm" color="burgundy.900">
          <Truck size={16} aria-hidden />
          <Text>Add {formatPrice(summary.freeShippingRemaining)} more for free shipping</Text>
        </HStack>
      ) : null}
    </Stack>
  );
}

/** The totals once the server has priced the cart; its error, or placeholders while it loads. */
export function SummaryTotals({
  summary,
  error,
}: {
  summary: CartSummaryOutput | undefined;
  /** Why the totals could not be loaded, shown in their place. */
  error?: string | undefined;
}) {
  if (summary) return <SummaryTable summary={summary} />;
  if (error) {
    return (
      <Text role="alert" color="red.700" fontSize="sm">
        {error}
      </Text>
    );
  }
  return <SkeletonStack count={6} height="5" />;
}
