import { SimpleGrid, Stack } from "@chakra-ui/react";
import { usStates } from "contracts/orders/labels";
import { FormField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import { digitsOnly, ZIP_LENGTH } from "../../lib/card";
import type { FieldErrors } from "../../lib/forms";
import { CheckoutSection } from "./checkout-section";

export interface ShippingValues {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** Asked here only of signed-in customers (a guest gives it with the contact details). */
  phone: string;
}

export type ShippingField = keyof ShippingValues;

export const emptyShipping: ShippingValues = { address: "", city: "", state: "", zipCode: "", phone: "" };

export interface ShippingSectionProps {
  values: ShippingValues;
  onChange: (field: ShippingField, value: string) => void;
  errors: FieldErrors<ShippingField>;
  /** Signed-in customers may add a phone number for the courier. */
  askPhone: boolean;
}

/** Step 2: where the wine goes (US addresses; an adult signs for it). */
export function ShippingSection({ values, onChange, errors, askPhone }: ShippingSectionProps) {
  const set = (field: ShippingField) => (value: string) => onChange(field, value);
  return (
    <CheckoutSection
      step={2}
      title="Shipping Address"
      intro="We ship within the United States. Someone 21 or older must sign for the delivery."
    >
      <Stack gap="4">
        <FormField
          label="Street address"
          name="address"
          autoComplete="street-address"
          required
          value={values.address}
          onValueChange={set("address")}
          error={errors.address}
        />
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
          <FormField
            label="City"
            name="city"
            autoComplete="address-level2"
            required
            value={values.city}
            onValueChange={set("city")}
            error={errors.city}
          />
          <SelectField
            label="State"
            name="state"
            autoComplete="address-level1"
            required
            value={values.state}
            onValueChange={set("state")}
            error={errors.state}
          >
            <option value="">Select a state</option>
            {usStates.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
          <FormField
            label="ZIP code"
            name="zipCode"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={ZIP_LENGTH}
            required
            value={values.zipCode}
            onValueChange={(value) => onChange("zipCode", digitsOnly(value, ZIP_LENGTH))}
            error={errors.zipCode}
          />
        </SimpleGrid>
        {askPhone ? (
          <FormField
            label="Phone (optional)"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={values.phone}
            onValueChange={set("phone")}
            error={errors.phone}
            helperText="For the courier, if they need to reach you about the delivery."
          />
        ) : null}
      </Stack>
    </CheckoutSection>
  );
}
