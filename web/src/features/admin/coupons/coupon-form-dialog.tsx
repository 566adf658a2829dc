import { Button, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AdminCoupon, couponFormInput } from "contracts";
import { tierOrder, tiers } from "contracts/membership/rules";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { AppDialog } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { SelectField } from "../../../components/ui/select-field";
import { TextareaField } from "../../../components/ui/textarea-field";
import { toast } from "../../../components/ui/toast";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage, trpc } from "../../../lib/trpc";

/** The form as typed: every box holds text, "" is "none" for the optional limits. */
function formValues(coupon: AdminCoupon | null) {
  return {
    code: coupon?.code ?? "",
    name: coupon?.name ?? "",
    description: coupon?.description ?? "",
    type: coupon?.type ?? "percentage",
    value: coupon?.value ?? "",
    minOrderAmount: coupon?.minOrderAmount ?? "",
    maxUses: coupon?.maxUses === null || coupon?.maxUses === undefined ? "" : String(coupon.maxUses),
    membershipTierRequired: coupon?.membershipTierRequired ?? "",
    isActive: coupon?.isActive ?? true,
    validFrom: coupon?.validFrom ?? "",
    validUntil: coupon?.validUntil ?? "",
  };
}
type CouponValues = ReturnType<typeof formValues>;

const orNull = (text: string) => (text.trim() === "" ? null : text);

function toInput(values: CouponValues) {
  const maxUses = values.maxUses.trim();
  return {
    ...values,
    description: orNull(values.description),
    minOrderAmount: orNull(values.minOrderAmount),
    // A number the schema judges (a whole number, at least 1); text that is no number stays text.
    maxUses: maxUses === "" ? null : Number.isNaN(Number(maxUses)) ? maxUses : Number(maxUses),
    membershipTierRequired: orNull(values.membershipTierRequired),
    validFrom: orNull(values.validFrom),
    validUntil: orNull(values.validUntil),
  };
}

function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useMutation(trpc.admin.createCoupon.mutationOptions());
  const update = useMutation(trpc.admin.updateCoupon.mutationOptions());
  const { control, handleSubmit, watch } = useSchemaForm({
    defaultValues: formValues(coupon),
    schema: couponFormInput,
    toInput,
  });
  const type = watch("type");

  const save = handleSubmit(async (input) => {
    try {
      if (coupon) await update.mutateAsync({ ...input, id: coupon.id });
      else await create.mutateAsync(input);
      toast({
        title: coupon ? "Coupon updated" : "Coupon created",
        description: `${input.code} is saved.`,
      });
      // The cart's summary prices with coupons: a changed one changes it.
      await Promise.all([
        queryClient.invalidateQueries(trpc.admin.coupons.pathFilter()),
        queryClient.invalidateQueries(trpc.cart.pathFilter()),
      ]);
      onDone();
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The coupon was not saved.",
        variant: "destructive",
      });
    }
  });

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={coupon ? "Edit coupon" : "New coupon"}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            control={control}
            name="code"
            label="Code"
            required
            maxLength={40}
            helperText="Shoppers type it in any case."
            textTransform="uppercase"
          />
          <FormField control={control} name="name" label="Name" required maxLength={120} />
        </SimpleGrid>
        <TextareaField control={control} name="description" label="Description" rows={2} maxLength={500} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField control={control} name="type" label="Discount type">
            <option value="percentage">Percentage of the items</option>
            <option value="fixed">Fixed amount (USD)</option>
          </SelectField>
          <FormField
            control={control}
            name="value"
            label={type === "fixed" ? "Amount off (USD)" : "Percent off"}
            required
            inputMode="decimal"
            helperText={type === "fixed" ? "Never more than the items cost." : "Packaging is not discounted."}
          />
          <FormField
            control={control}
            name="minOrderAmount"
            label="Minimum order (USD)"
            inputMode="decimal"
            helperText="Items subtotal; empty for none."
          />
          <FormField
            control={control}
            name="maxUses"
            label="Max uses"
            inputMode="numeric"
            helperText="Paid orders; empty for unlimited."
          />
          <SelectField control={control} name="membershipTierRequired" label="Who may use it">
            <option value="">Everyone</option>
            {tierOrder.map((tier) => (
              <option key={tier} value={tier}>
                {tiers[tier].name} members and up
              </option>
            ))}
          </SelectField>
          <span />
          <FormField control={control} name="validFrom" label="Valid from" type="date" />
          <FormField
            control={control}
            name="validUntil"
            label="Valid until"
            type="date"
            helperText="Both days included (Eastern Time)."
          />
        </SimpleGrid>
        <CheckboxField control={control} name="isActive" label="Active" />
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button
            type="submit"
            colorPalette="burgundy"
            loading={create.isPending || update.isPending}
            loadingText="Saving..."
          >
            {coupon ? "Save Changes" : "Create Coupon"}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export function CouponFormDialog({ coupon, onClose }: { coupon: AdminCoupon | null; onClose: () => void }) {
  return (
    <AppDialog
      title={coupon ? `Edit ${coupon.code}` : "New Coupon"}
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <CouponForm coupon={coupon} onDone={onClose} />
    </AppDialog>
  );
}
