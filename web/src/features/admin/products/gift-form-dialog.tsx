import { Button, Checkbox, Fieldset, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type GiftPackage, giftPackageFormInput } from "contracts";
import { occasionLabels, occasions } from "contracts/gifts/labels";
import { useController } from "react-hook-form";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { AppDialog } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { SelectField } from "../../../components/ui/select-field";
import { TextareaField } from "../../../components/ui/textarea-field";
import { toast } from "../../../components/ui/toast";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage, trpc } from "../../../lib/trpc";
import { PictureField } from "./picture-field";

function formValues(gift: GiftPackage | null) {
  return {
    name: gift?.name ?? "",
    description: gift?.description ?? "",
    price: gift?.price ?? "",
    imageUrl: gift?.imageUrl ?? "",
    occasion: gift?.occasion ?? "birthday",
    giftNote: gift?.giftNote ?? "",
    wineIds: gift?.wineIds ?? [],
    isActive: gift?.isActive ?? true,
  };
}
type GiftValues = ReturnType<typeof formValues>;

const orNull = (text: string) => (text.trim() === "" ? null : text);
const toInput = (values: GiftValues) => ({
  ...values,
  imageUrl: orNull(values.imageUrl),
  giftNote: orNull(values.giftNote),
});

/** The package's wines, picked from the catalogue (unavailable ones too: an admin sees them all). */
function WinePicker({
  control,
}: {
  control: ReturnType<typeof useSchemaForm<GiftValues, unknown>>["control"];
}) {
  const wines = useQuery(trpc.wines.list.queryOptions());
  const { field, fieldState } = useController({ control, name: "wineIds" });
  const chosen: string[] = field.value;
  return (
    <Fieldset.Root invalid={Boolean(fieldState.error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        Wines in the package
      </Fieldset.Legend>
      {wines.isPending ? (
        <Text fontSize="sm" color="fg.muted">
          Loading the catalogue...
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" maxH="48" overflowY="auto" p="1">
          {(wines.data ?? []).map((wine) => (
            <Checkbox.Root
              key={wine.id}
              size="sm"
              colorPalette="burgundy"
              checked={chosen.includes(wine.id)}
              onCheckedChange={(details) =>
                field.onChange(
                  details.checked === true ? [...chosen, wine.id] : chosen.filter((id) => id !== wine.id),
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control bg="white" />
              <Checkbox.Label>
                {wine.name} {wine.vintage}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      )}
      {fieldState.error ? <Fieldset.ErrorText>{fieldState.error.message}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

function GiftForm({ gift, onDone }: { gift: GiftPackage | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useMutation(trpc.gifts.create.mutationOptions());
  const update = useMutation(trpc.gifts.update.mutationOptions());
  const form = useSchemaForm({ defaultValues: formValues(gift), schema: giftPackageFormInput, toInput });
  const { control, handleSubmit, watch } = form;

  const save = handleSubmit(async (input) => {
    try {
      if (gift) await update.mutateAsync({ ...input, id: gift.id });
      else await create.mutateAsync(input);
      toast({
        title: gift ? "Gift package updated" : "Gift package added",
        description: `${input.name} is saved.`,
      });
      await Promise.all([
        queryClient.invalidateQueries(trpc.gifts.pathFilter()),
        queryClient.invalidateQueries(trpc.cart.pathFilter()),
      ]);
      onDone();
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The gift package was not saved.",
        variant: "destructive",
      });
    }
  });

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={gift ? "Edit gift package" : "New gift package"}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField control={control} name="name" label="Name" required maxLength={120} />
          <FormField control={control} name="price" label="Price (USD)" required inputMode="decimal" />
          <SelectField control={control} name="occasion" label="Occasion">
            {occasions.map((occasion) => (
              <option key={occasion} value={occasion}>
                {occasionLabels[occasion]}
              </option>
            ))}
          </SelectField>
        </SimpleGrid>
        <TextareaField control={control} name="description" label="Description" required rows={3} />
        <TextareaField control={control} name="giftNote" label="Gift note" rows={2} maxLength={500} />
        <WinePicker control={control} />
        <PictureField
          control={control}
          name="imageUrl"
          alt={`Picture of ${watch("name") || "the package"}`}
        />
        <CheckboxField control={control} name="isActive" label="Active in the shop" />
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
            {gift ? "Save Changes" : "Add Gift Package"}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export function GiftFormDialog({ gift, onClose }: { gift: GiftPackage | null; onClose: () => void }) {
  return (
    <AppDialog
      title={gift ? "Edit Gift Package" : "New Gift Package"}
      open
      size="xl"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <GiftForm gift={gift} onDone={onClose} />
    </AppDialog>
  );
}
