import { Button, Checkbox, Field, HStack, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReservationType, reservationTypeFormDefaults, reservationTypeFormInput } from "contracts";
import { reservationCategories, reservationCategoryLabels } from "contracts/reservations/labels";
import { type FormEvent, useState } from "react";
import { AppDialog } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { SelectField } from "../../../components/ui/select-field";
import { toast } from "../../../components/ui/toast";
import { validate } from "../../../lib/forms";
import { errorMessage, trpc } from "../../../lib/trpc";

interface FormValues {
  name: string;
  description: string;
  category: string;
  duration: string;
  capacity: string;
  price: string;
  imageUrl: string;
  requirements: string;
  memberOnly: boolean;
  isActive: boolean;
}

/** Text boxes hold text: the numbers are converted (and checked) by the contracts schema on save. */
function initialValues(type: ReservationType | null): FormValues {
  if (!type) {
    const d = reservationTypeFormDefaults;
    return {
      name: "",
      description: "",
      category: d.category,
      duration: String(d.duration),
      capacity: String(d.capacity),
      price: d.price,
      imageUrl: "",
      requirements: "",
      memberOnly: d.memberOnly,
      isActive: d.isActive,
    };
  }
  return {
    name: type.name,
    description: type.description,
    category: type.category,
    duration: String(type.duration),
    capacity: String(type.capacity),
    price: type.price,
    imageUrl: type.imageUrl ?? "",
    requirements: type.requirements ?? "",
    memberOnly: type.memberOnly,
    isActive: type.isActive,
  };
}

function TypeForm({ type, onDone }: { type: ReservationType | null; onDone: () => void }) {
  const [values, setValues] = useState(() => initialValues(type));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const create = useMutation(trpc.reservations.createType.mutationOptions());
  const update = useMutation(trpc.reservations.updateType.mutationOptions());
  const set =
    <K extends keyof FormValues>(key: K) =>
    (value: FormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(reservationTypeFormInput, values);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      if (type) {
        await update.mutateAsync({ ...result.data, id: type.id });
        toast({ title: "Reservation type updated", description: `${result.data.name} has been saved.` });
      } else {
        await create.mutateAsync(result.data);
        toast({
          title: "Reservation type created",
          description: `${result.data.name} is ready, with its times for the next 30 days.`,
        });
      }
      // Types, their slots (the schedule) and the bookings' names may all have changed.
      await queryClient.invalidateQueries(trpc.reservations.pathFilter());
      onDone();
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? (type ? "Failed to update event" : "Failed to create event"),
        variant: "destructive",
      });
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-label={type ? "Edit reservation type" : "Create reservation type"}
    >
      <Stack gap="4">
        <FormField
          label="Name"
          name="name"
          required
          value={values.name}
          onValueChange={set("name")}
          error={errors.name}
        />
        <Field.Root invalid={Boolean(errors.description)} required>
          <Field.Label>
            Description
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name="description"
            value={values.description}
            onChange={(event) => set("description")(event.target.value)}
            bg="white"
            rows={3}
          />
          {errors.description ? <Field.ErrorText>{errors.description}</Field.ErrorText> : null}
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField
            label="Category"
            name="category"
            value={values.category}
            onValueChange={set("category")}
            error={errors.category}
          >
            {reservationCategories.map((category) => (
              <option key={category} value={category}>
                {reservationCategoryLabels[category]}
              </option>
            ))}
          </SelectField>
          <FormField
            label="Price per person ($)"
            name="price"
            inputMode="decimal"
            required
            value={values.price}
            onValueChange={set("price")}
            error={errors.price}
          />
          <FormField
            label="Duration (minutes)"
            name="duration"
            type="number"
            min={15}
            max={360}
            step={15}
            required
            value={values.duration}
            onValueChange={set("duration")}
            error={errors.duration}
            helperText="Times start at noon; the last one ends by 6 pm."
          />
          <FormField
            label="Capacity (guests per time)"
            name="capacity"
            type="number"
            min={1}
            required
            value={values.capacity}
            onValueChange={set("capacity")}
            error={errors.capacity}
          />
        </SimpleGrid>
        <FormField
          label="Image URL"
          name="imageUrl"
          value={values.imageUrl}
          onValueChange={set("imageUrl")}
          error={errors.imageUrl}
          placeholder="/images/reservations/..."
        />
        <Field.Root invalid={Boolean(errors.requirements)}>
          <Field.Label>Requirements</Field.Label>
          <Textarea
            name="requirements"
            value={values.requirements}
            onChange={(event) => set("requirements")(event.target.value)}
            placeholder="Guests must be 21+ with a valid photo ID."
            bg="white"
            rows={2}
          />
          {errors.requirements ? <Field.ErrorText>{errors.requirements}</Field.ErrorText> : null}
        </Field.Root>
        <HStack gap="6" wrap="wrap">
          <Checkbox.Root
            checked={values.memberOnly}
            onCheckedChange={(details) => set("memberOnly")(details.checked === true)}
            colorPalette="burgundy"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Members only</Checkbox.Label>
          </Checkbox.Root>
          <Checkbox.Root
            checked={values.isActive}
            onCheckedChange={(details) => set("isActive")(details.checked === true)}
            colorPalette="burgundy"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Active (taking bookings)</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        {type && !values.isActive && type.isActive ? (
          <Text fontSize="sm" color="fg.muted">
            Inactive types take no new bookings; their unbooked future times are removed.
          </Text>
        ) : null}
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
            {type ? "Save Changes" : "Create Reservation Type"}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export interface TypeFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The type to edit, or null for a new one. */
  type: ReservationType | null;
}

export function TypeFormDialog({ open, onOpenChange, type }: TypeFormDialogProps) {
  return (
    <AppDialog
      title={type ? "Edit Reservation Type" : "Create Reservation Type"}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
    >
      <TypeForm type={type} onDone={() => onOpenChange(false)} />
    </AppDialog>
  );
}
