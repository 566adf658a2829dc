import { Box, Button, Field, Flex, HStack, Input, Text } from "@chakra-ui/react";
import { TRPCClientError } from "@trpc/client";
import type { CartSummaryOutput } from "contracts";
import { Tag, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "../ui/toast";
import { appliedCouponToast, COUPON_MAX, couponSaving, discountChoiceNote } from "./coupon-code";
import { useCartCoupon } from "./use-cart-coupon";

function couponFailure(error: unknown): string {
  // A CONFLICT names the reason (expired, minimum order, club tier); anything else is "invalid".
  if (error instanceof TRPCClientError && error.data?.code === "CONFLICT" && error.message)
    return error.message;
  return "Please check your coupon code and try again.";
}

function CouponForm() {
  const [code, setCode] = useState("");
  const { apply } = useCartCoupon();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = code.trim();
    if (!wanted) return;
    try {
      const summary = await apply.mutateAsync({ code: wanted });
      setCode("");
      toast(appliedCouponToast(summary));
    } catch (error) {
      toast({ title: "Invalid coupon", description: couponFailure(error), variant: "destructive" });
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label="Coupon">
      <Field.Root>
        <Field.Label>Coupon code</Field.Label>
        <HStack gap="2" width="full">
          <Input
            value={code}
            onChange={(event) => setCode(event.target.value)}
            maxLength={COUPON_MAX}
            placeholder="Enter code"
            autoComplete="off"
            textTransform="uppercase"
            bg="white"
          />
          <Button
            type="submit"
            variant="outline"
            colorPalette="burgundy"
            disabled={code.trim() === ""}
            loading={apply.isPending}
          >
            Apply
          </Button>
        </HStack>
      </Field.Root>
    </form>
  );
}

function AppliedCoupon({ code, note, onRemove }: { code: string; note: string; onRemove: () => void }) {
  return (
    <Flex
      align="center"
      justify="space-between"
      gap="3"
      bg="vine.50"
      borderWidth="1px"
      borderColor="vine.200"
      borderRadius="md"
      px="3"
      py="2"
    >
      <HStack gap="2" minW="0">
        <Tag size={16} aria-hidden color="var(--chakra-colors-vine-700)" />
        <Box minW="0">
          <Text fontWeight="bold" fontSize="sm">
            {code}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {note}
          </Text>
        </Box>
      </HStack>
      <Button size="xs" variant="ghost" onClick={onRemove} aria-label={`Remove coupon ${code}`}>
        <X aria-hidden /> Remove
      </Button>
    </Flex>
  );
}

export interface CouponAreaProps {
  /** The cart's summary: the coupon it keeps and what the server made of it. */
  summary: CartSummaryOutput | undefined;
}

/**
 * The coupon part of an order summary (cart and checkout): the entry form, or the coupon the cart
 * keeps with what the server made of it (applied, refused with its reason, or beaten by the club
 * discount) and a Remove button. The discount itself always comes from the server's summary.
 */
export function CouponArea({ summary }: CouponAreaProps) {
  const { remove } = useCartCoupon();
  const kept = summary?.cartCoupon ?? null;

  async function removeCoupon() {
    try {
      await remove.mutateAsync();
      toast({ title: "Coupon removed", description: "Your order is shown without the coupon." });
    } catch {
      toast({
        title: "Coupon not removed",
        description: "Please check your connection and try again.",
        variant: "destructive",
      });
    }
  }
  const onRemove = () => void removeCoupon();

  if (!summary || !kept) return <CouponForm />;
  // Which of the coupon and the club discount was kept, and why, when both applied.
  const choice = discountChoiceNote(summary);
  if (summary.discountSource === "coupon" && summary.couponCode) {
    return (
      <AppliedCoupon
        code={summary.couponCode}
        note={choice ?? `${couponSaving(summary)} off your items`}
        onRemove={onRemove}
      />
    );
  }
  if (summary.couponError) {
    return <AppliedCoupon code={kept} note={`Not applied: ${summary.couponError}`} onRemove={onRemove} />;
  }
  if (summary.discountSource === "member") {
    return (
      <AppliedCoupon
        code={kept}
        note={`Not applied: ${choice ?? "your club discount is larger, so it applies instead."}`}
        onRemove={onRemove}
      />
    );
  }
  return <AppliedCoupon code={kept} note="Applies once your cart has items." onRemove={onRemove} />;
}
