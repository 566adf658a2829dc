import { Field, Textarea } from "@chakra-ui/react";
import { SPECIAL_REQUESTS_MAX } from "contracts/reservations/rules";
import { FormField } from "../ui/form-field";

export interface BookingContactFieldsProps {
  phone: string;
  onPhoneChange: (value: string) => void;
  specialRequests: string;
  onSpecialRequestsChange: (value: string) => void;
  errors: Partial<Record<"contactPhone" | "specialRequests", string>>;
}

/** A booking's phone number and special requests (the quick reservation and the booking's last step). */
export function BookingContactFields({
  phone,
  onPhoneChange,
  specialRequests,
  onSpecialRequestsChange,
  errors,
}: BookingContactFieldsProps) {
  return (
    <>
      <FormField
        label="Phone"
        name="contactPhone"
        type="tel"
        autoComplete="tel"
        required
        value={phone}
        onValueChange={onPhoneChange}
        error={errors.contactPhone}
        helperText="We call only if your plans need to change."
      />
      <Field.Root invalid={Boolean(errors.specialRequests)}>
        <Field.Label>Special requests</Field.Label>
        <Textarea
          name="specialRequests"
          value={specialRequests}
          onChange={(event) => onSpecialRequestsChange(event.target.value)}
          maxLength={SPECIAL_REQUESTS_MAX}
          placeholder="Allergies, celebrations, accessibility needs..."
          bg="white"
        />
        {errors.specialRequests ? <Field.ErrorText>{errors.specialRequests}</Field.ErrorText> : null}
      </Field.Root>
    </>
  );
}
