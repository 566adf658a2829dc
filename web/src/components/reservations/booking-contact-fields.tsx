import { SPECIAL_REQUESTS_MAX } from "contracts/reservations/rules";
import type { Control, FieldPathByValue, FieldValues } from "react-hook-form";
import { FormField } from "../ui/form-field";
import { TextareaField } from "../ui/textarea-field";

export interface BookingContactFieldsProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** Where the form keeps the phone number and the special requests. */
  phone: FieldPathByValue<Values, string>;
  specialRequests: FieldPathByValue<Values, string>;
}

/** A booking's phone number and special requests (the quick reservation and the booking's last step). */
export function BookingContactFields<Values extends FieldValues, Output>({
  control,
  phone,
  specialRequests,
}: BookingContactFieldsProps<Values, Output>) {
  return (
    <>
      <FormField
        control={control}
        name={phone}
        label="Phone"
        type="tel"
        autoComplete="tel"
        required
        helperText="We call only if your plans need to change."
      />
      <TextareaField
        control={control}
        name={specialRequests}
        label="Special requests"
        maxLength={SPECIAL_REQUESTS_MAX}
        placeholder="Allergies, celebrations, accessibility needs..."
      />
    </>
  );
}
