import { SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { shipRefusalMessage } from "contracts/compliance/rules";
import { usStates } from "contracts/orders/labels";
import { site } from "contracts/site";
import { useWatch } from "react-hook-form";
import { CheckboxField } from "../../components/ui/checkbox-field";
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
  /** The states wine ships to, when the cart holds wine (null: any state, or still loading). */
  licensed: readonly string[] | null;
}

/** Step 2: where the wine goes (licensed US states; an adult signs for it), or a pickup. */
export function ShippingSection({ control, askPhone, licensed }: ShippingSectionProps) {
  const pickup = useWatch({ control, name: "shipping.pickup" });
  const ships = licensed ? new Set(licensed) : null;
  return (
    <CheckoutSection
      step={2}
      title={pickup ? "Pickup at the Winery" : "Shipping Address"}
      intro={
        licensed
          ? `We ship wine to ${licensed.length} states where we are licensed: ${licensed.join(", ")}. Someone 21 or older must sign for the delivery.`
          : "We ship within the United States. Someone 21 or older must sign for the delivery."
      }
    >
      <Stack gap="4">
        <CheckboxField
          control={control}
          name="shipping.pickup"
          label="Pick up at the tasting room instead (no shipping charge, Ohio sales tax)"
          controlBg="white"
        />
        {pickup ? (
          <Text color="fg.muted" role="status">
            Collect your order at {site.addressLine}, during tasting room hours. Bring a photo ID: we hand
            wine only to someone 21 or older.
          </Text>
        ) : (
          <AddressFields control={control} ships={ships} />
        )}
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

function AddressFields({ control, ships }: { control: CheckoutControl; ships: ReadonlySet<string> | null }) {
  return (
    <>
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
              {ships && !ships.has(code) ? `${name} (no wine shipping)` : name}
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
      <UnlicensedNotice control={control} ships={ships} />
    </>
  );
}

/** Said as soon as the state is chosen, before any submit: wine cannot go there, pickup can. */
function UnlicensedNotice({
  control,
  ships,
}: {
  control: CheckoutControl;
  ships: ReadonlySet<string> | null;
}) {
  const state = useWatch({ control, name: "shipping.state" });
  if (!ships || !state || ships.has(state)) return null;
  return (
    <Text color="red.700" role="status">
      {shipRefusalMessage(state)} Choose another address, or pick your order up at the tasting room.
    </Text>
  );
}
