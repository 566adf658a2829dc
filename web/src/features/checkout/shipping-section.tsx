import { SimpleGrid, Stack } from "@chakra-ui/react";
import { usStates } from "contracts/orders/labels";
import { FormField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import { digitsOnly, ZIP_LENGTH } from "../../lib/card";
import { CheckoutSection } from "./checkout-section";
import type { CheckoutControl } from "./checkout-values";

const zipDigits = (value: string) => digitsOnly(value, ZIP_LENGTH);

export interface ShippingSectionProps {
  control: CheckoutControl;
  /** Signed-in customers may add a phone number for the courier. */
  askPhone: boolean;
}

/** Step 2: where the wine goes (US addresses; an adult signs for it). */
export function ShippingSection({ control, askPhone }: ShippingSectionProps) {
  return (
    <CheckoutSection
      step={2}
      title="Shipping Address"
      intro="We ship within the United States. Someone 21 or older must sign for the delivery."
    >
      <Stack gap="4">
        <FormField
          control={control}
          name="shipping.address"
          label="Street address"
          autoComplete="street-address"
          required
        />
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
          <FormField
            control={control}
            name="shipping.city"
            label="City"
            autoComplete="address-level2"
            required
          />
          <SelectField
            control={control}
            name="shipping.state"
            label="State"
            autoComplete="address-level1"
            required
          >
            <option value="">Select a state</option>
            {usStates.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
          <FormField
            control={control}
            name="shipping.zipCode"
            label="ZIP code"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={ZIP_LENGTH}
            format={zipDigits}
            required
          />
        </SimpleGrid>
        {askPhone ? (
          <FormField
            control={control}
            name="shipping.phone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            helperText="For the courier, if they need to reach you about the delivery."
          />
        ) : null}
      </Stack>
    </CheckoutSection>
  );
}
