import { Badge, Box, Button, Flex, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { CartLine } from "contracts";
import { formatPrice } from "contracts/money";
import { ArrowLeft, Crown, Lock } from "lucide-react";
import { lineInfo } from "../../components/order-summary/line-info";
import { SummaryCard, type SummaryCardProps } from "../../components/order-summary/summary-card";
import { SkeletonStack } from "../../components/skeleton-stack";

function SummaryLine({ line, highlightClub }: { line: CartLine; highlightClub: boolean }) {
  const info = lineInfo(line);
  const highlighted = highlightClub && info.clubBadge !== null;
  return (
    <Flex
      as="li"
      gap="3"
      justify="space-between"
      align="flex-start"
      py="2"
      px={highlighted ? "3" : "0"}
      bg={highlighted ? "gold.50" : undefined}
      borderWidth={highlighted ? "1px" : "0"}
      borderColor="gold.300"
      borderRadius="md"
      aria-label={info.label}
    >
      <Box minW="0">
        <Text fontWeight="semibold" color="burgundy.900" fontSize="sm" lineHeight="short">
          {highlighted ? <Crown size={14} aria-hidden style={{ display: "inline", marginRight: 4 }} /> : null}
          {info.name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          Qty {line.quantity}
          {info.size ? ` · Size ${info.size}` : ""}
          {line.packaging ? ` · ${line.packaging.name}` : ""}
          {info.detailInSummary && info.detail ? ` · ${info.detail}` : ""}
        </Text>
        {highlighted ? (
          <Badge mt="1" colorPalette="yellow" variant="subtle" size="sm">
            {info.clubBadge}
          </Badge>
        ) : null}
      </Box>
      <Text fontWeight="semibold" fontSize="sm" color="burgundy.900" flexShrink={0}>
        {info.free ? "FREE" : formatPrice(line.lineTotal)}
      </Text>
    </Flex>
  );
}

export interface CheckoutSummaryProps extends Omit<SummaryCardProps, "id" | "lines" | "children"> {
  lines: CartLine[] | undefined;
  /** The club checkout: its lines stand out. */
  membership: boolean;
  /** The form the Place Order button submits (the summary sits outside it, beside the coupon form). */
  formId: string;
  processing: boolean;
}

/** The order as the server priced it, the coupon, Place Order with the total, and Back to Cart. */
export function CheckoutSummary({ lines, membership, formId, processing, ...card }: CheckoutSummaryProps) {
  const summary = card.summary.data;
  return (
    <SummaryCard
      id="checkout-summary"
      {...card}
      lines={
        lines ? (
          <Stack as="ul" gap="1" listStyleType="none" aria-label="Items in your order">
            {lines.map((line) => (
              <SummaryLine key={line.id} line={line} highlightClub={membership} />
            ))}
          </Stack>
        ) : (
          <SkeletonStack count={2} height="10" gap="2" />
        )
      }
    >
      <Stack gap="3">
        <Button
          type="submit"
          form={formId}
          size="lg"
          colorPalette="burgundy"
          disabled={processing || !summary}
          loading={processing}
          loadingText="Processing payment..."
        >
          <Lock aria-hidden /> {summary ? `Place Order · ${formatPrice(summary.total)}` : "Place Order"}
        </Button>
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          By placing your order you confirm you are 21 or older.
        </Text>
        <Link asChild alignSelf="center" color="burgundy.700" fontSize="sm">
          <RouterLink to="/cart">
            <ArrowLeft size={16} aria-hidden /> Back to Cart
          </RouterLink>
        </Link>
      </Stack>
    </SummaryCard>
  );
}
