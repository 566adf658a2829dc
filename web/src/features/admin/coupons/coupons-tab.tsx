import { Badge, Button, Card, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminCoupon } from "contracts";
import { type CouponState, couponState, couponStateLabels } from "contracts/cart/coupon";
import { tiers } from "contracts/membership/rules";
import { formatPrice } from "contracts/money";
import { businessDate } from "contracts/time";
import { Ban, Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../components/ui/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { formatBusinessDay } from "../dates";
import { CouponFormDialog } from "./coupon-form-dialog";

function discountText(coupon: AdminCoupon): string {
  return coupon.type === "fixed"
    ? `${formatPrice(coupon.value)} off`
    : `${Number(coupon.value).toString()}% off`;
}

function windowText(coupon: AdminCoupon): string | null {
  const from = coupon.validFrom ? formatBusinessDay(coupon.validFrom) : null;
  const until = coupon.validUntil ? formatBusinessDay(coupon.validUntil) : null;
  if (from && until) return `${from} to ${until}`;
  if (from) return `From ${from}`;
  if (until) return `Until ${until}`;
  return null;
}

const statePalette: Record<CouponState["kind"], string> = {
  active: "green",
  scheduled: "blue",
  expired: "gray",
  "used-up": "gray",
  inactive: "gray",
};

/** "Scheduled (starts Dec 1, 2026)", "Expired", "Active": where the coupon stands today (contracts). */
function stateText(state: CouponState): string {
  return state.kind === "scheduled"
    ? `${couponStateLabels.scheduled} (starts ${formatBusinessDay(state.startsOn)})`
    : couponStateLabels[state.kind];
}

function CouponRow({
  coupon,
  today,
  onEdit,
  onDeactivate,
}: {
  coupon: AdminCoupon;
  /** Today in New York (yyyy-MM-dd). */
  today: string;
  onEdit: () => void;
  onDeactivate: () => void;
}) {
  const state = couponState(coupon, today);
  const facts = [
    `Used ${coupon.usedCount} / ${coupon.maxUses ?? "∞"}`,
    coupon.minOrderAmount ? `Minimum ${formatPrice(coupon.minOrderAmount)}` : null,
    coupon.membershipTierRequired ? `${tiers[coupon.membershipTierRequired].name} members and up` : null,
    windowText(coupon),
  ].filter((fact): fact is string => fact !== null);
  return (
    <Card.Root as="li" bg="white" borderRadius="xl" size="sm" opacity={state.kind === "active" ? 1 : 0.8}>
      <Card.Body>
        <Flex gap="3" align={{ base: "flex-start", md: "center" }} direction={{ base: "column", md: "row" }}>
          <Stack gap="1" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading as="h4" size="sm" color="burgundy.800" fontFamily="mono">
                {coupon.code}
              </Heading>
              <Badge size="sm" colorPalette="gold" variant="subtle">
                {discountText(coupon)}
              </Badge>
              <Badge size="sm" colorPalette={statePalette[state.kind]} variant="solid">
                {stateText(state)}
              </Badge>
            </HStack>
            <Text fontSize="sm">{coupon.name}</Text>
            {coupon.description ? (
              <Text fontSize="sm" color="fg.muted">
                {coupon.description}
              </Text>
            ) : null}
            <Text fontSize="xs" color="fg.muted">
              {facts.join(" · ")}
            </Text>
          </Stack>
          <HStack gap="2" flexShrink={0}>
            <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${coupon.code}`}>
              <Pencil aria-hidden /> Edit
            </Button>
            {coupon.isActive ? (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={onDeactivate}
                aria-label={`Deactivate ${coupon.code}`}
              >
                <Ban aria-hidden /> Deactivate
              </Button>
            ) : null}
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** /admin's Coupons tab: every coupon with its uses, created, edited and deactivated here. */
export function CouponsTab() {
  const query = useQuery(trpc.admin.coupons.queryOptions());
  const queryClient = useQueryClient();
  const update = useMutation(trpc.admin.updateCoupon.mutationOptions());
  const [editing, setEditing] = useState<AdminCoupon | "new" | null>(null);
  const [deactivating, setDeactivating] = useState<AdminCoupon | null>(null);
  const [today] = useState(() => businessDate(new Date()));

  async function confirmDeactivate() {
    const coupon = deactivating;
    if (!coupon) return;
    try {
      await update.mutateAsync({ ...coupon, isActive: false });
      toast({ title: "Coupon deactivated", description: `${coupon.code} can no longer be used.` });
      await Promise.all([
        queryClient.invalidateQueries(trpc.admin.coupons.pathFilter()),
        queryClient.invalidateQueries(trpc.cart.pathFilter()),
      ]);
    } catch (error) {
      toast({
        title: "Not deactivated",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    }
    setDeactivating(null);
  }

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          A coupon and a member's club discount never add up: the larger saving applies. Uses count paid
          orders.
        </Text>
        <Button size="sm" colorPalette="burgundy" onClick={() => setEditing("new")}>
          <Plus aria-hidden /> New Coupon
        </Button>
      </Flex>
      {query.isPending ? (
        <SkeletonStack count={4} height="20" borderRadius="xl" />
      ) : query.isError ? (
        <LoadError
          variant="inline"
          error={query.error}
          fallback="The coupons could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <Text color="fg.muted">No coupons yet.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Coupons">
          {query.data.map((coupon) => (
            <CouponRow
              key={coupon.id}
              coupon={coupon}
              today={today}
              onEdit={() => setEditing(coupon)}
              onDeactivate={() => setDeactivating(coupon)}
            />
          ))}
        </Stack>
      )}
      {editing ? (
        <CouponFormDialog coupon={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        title={deactivating ? `Deactivate the coupon ${deactivating.code}?` : "Deactivate coupon"}
        message="Shoppers can no longer use it; you can activate it again by editing it."
        confirmLabel="Deactivate"
        open={deactivating !== null}
        onOpenChange={(open) => {
          if (!open) setDeactivating(null);
        }}
        onConfirm={() => void confirmDeactivate()}
        isPending={update.isPending}
      />
    </Stack>
  );
}
