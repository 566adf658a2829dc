import { Box, Button, Field, Flex, HStack, Input, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import type { CartSummaryOutput } from "contracts";
import { Tag, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { trpc } from "../../lib/trpc";
import { toast } from "../ui/toast";
import { COUPON_MAX } from "./coupon-code";

function couponFailure(error: unknown): string {
  // A CONFLICT names the reason (expired, minimum order, club tier); anything else is "invalid".
  if (error instanceof TRPCClientError && error.data?.code === "CONFLICT" && error.message)
    return error.message;
  return "Please check your coupon code and try again.";
}

function CouponForm({ onApplied }: { onApplied: (code: string) => void }) {
  const [code, setCode] = useState("");
  const validate = useMutation(trpc.cart.validateCoupon.mutationOptions());

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = code.trim();
    if (!wanted) return;
    try {
      const coupon = await validate.mutateAsync({ code: wanted });
      onApplied(coupon.code);
      setCode("");
      toast({
        title: "Coupon applied!",
        description: `You saved ${coupon.discountPercent}% with code ${coupon.code}`,
      });
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
            loading={validate.isPending}
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
  summary: CartSummaryOutput | undefined;
  /** The coupon asked for (applied or not: the summary says which). */
  coupon: string | undefined;
  onApplied: (code: string) => void;
  onRemoved: () => void;
}

/**
 * The coupon part of an order summary (cart and checkout): the entry form, or the coupon asked for
 * with what the server made of it (applied, refused with its reason, or beaten by the club discount)
 * and a Remove button. The discount itself always comes from the server's summary.
 */
export function CouponArea({ summary, coupon, onApplied, onRemoved }: CouponAreaProps) {
  const applied = summary?.discountSource === "coupon" ? summary.couponCode : null;

  function remove() {
    onRemoved();
    toast({ title: "Coupon removed", description: "Your order is shown without the coupon." });
  }

  if (applied && summary) {
    return (
      <AppliedCoupon code={applied} note={`${summary.discountPercent}% off your items`} onRemove={remove} />
    );
  }
  if (coupon && summary?.couponError) {
    return (
      <AppliedCoupon
        code={coupon.toUpperCase()}
        note={`Not applied: ${summary.couponError}`}
        onRemove={remove}
      />
    );
  }
  if (coupon && summary?.discountSource === "member") {
    return (
      <AppliedCoupon
        code={coupon.toUpperCase()}
        note="Not applied: your club discount is larger, so it applies instead."
        onRemove={remove}
      />
    );
  }
  return <CouponForm onApplied={onApplied} />;
}
