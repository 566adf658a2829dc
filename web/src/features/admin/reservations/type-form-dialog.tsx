import { HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReservationType, reservationTypeFormInput } from "contracts";
import { reservationCategories, reservationCategoryLabels } from "contracts/reservations/labels";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { AppDialog } from "../../../components/ui/dialog";
import { FormActions } from "../../../components/ui/form-actions";
import { FormField } from "../../../components/ui/form-field";
import { SelectField } from "../../../components/ui/select-field";
import { TextareaField } from "../../../components/ui/textarea-field";
import { toast } from "../../../components/ui/toast";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage, trpc } from "../../../lib/trpc";
import { typeFormValues } from "./type-form-values";

function TypeForm({ type, onDone }: { type: ReservationType | null; onDone: () => void }) {
  const { control, handleSubmit, watch } = useSchemaForm({
    defaultValues: typeFormValues(type),
    schema: reservationTypeFormInput,
  });
  const queryClient = useQueryClient();
  const create = useMutation(trpc.reservations.createType.mutationOptions());
  const update = useMutation(trpc.reservations.updateType.mutationOptions());
  const deactivating = type?.isActive === true && !watch("isActive");

  const save = handleSubmit(async (input) => {
    try {
      if (type) {
        await update.mutateAsync({ ...input, id: type.id });
        toast({ title: "Reservation type updated", description: `${input.name} has been saved.` });
      } else {
        await create.mutateAsync(input);
        toast({
          title: "Reservation type created",
          description: `${input.name} is ready, with its times for the next 30 days.`,
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
  });

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={type ? "Edit reservation type" : "Create reservation type"}
    >
      <Stack gap="4">
        <FormField control={control} name="name" label="Name" required />
        <TextareaField control={control} name="description" label="Description" required rows={3} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField control={control} name="category" label="Category">
            {reservationCategories.map((category) => (
              <option key={category} value={category}>
                {reservationCategoryLabels[category]}
              </option>
            ))}
          </SelectField>
          <FormField
            control={control}
            name="price"
            label="Price per person ($)"
            inputMode="decimal"
            required
          />
          <FormField
            control={control}
            name="duration"
            label="Duration (minutes)"
            type="number"
            min={15}
            max={360}
            step={15}
            required
            helperText="Times start at noon; the last one ends by 6 pm."
          />
          <FormField
            control={control}
            name="capacity"
            label="Capacity (guests per time)"
            type="number"
            min={1}
            required
          />
        </SimpleGrid>
        <FormField
          control={control}
          name="imageUrl"
          label="Image URL"
          placeholder="/images/reservations/..."
        />
        <TextareaField
          control={control}
          name="requirements"
          label="Requirements"
          placeholder="Guests must be 21+ with a valid photo ID."
          rows={2}
        />
        <HStack gap="6" wrap="wrap">
          <CheckboxField control={control} name="memberOnly" label="Members only" />
          <CheckboxField control={control} name="isActive" label="Active (taking bookings)" />
        </HStack>
        {deactivating ? (
          <Text fontSize="sm" color="fg.muted">
            Inactive types take no new bookings; their unbooked future times are removed.
          </Text>
        ) : null}
        <FormActions
          submitLabel={type ? "Save Changes" : "Create Reservation Type"}
          onCancel={onDone}
          pending={create.isPending || update.isPending}
        />
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
