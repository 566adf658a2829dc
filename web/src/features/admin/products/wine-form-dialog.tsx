import { Button, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateWineInput, type Wine, wineFormInput } from "contracts";
import { LOW_STOCK_AT } from "contracts/admin/labels";
import { memberCategoryLabels } from "contracts/membership/rules";
import { wineTypeLabels, wineTypes } from "contracts/wines/labels";
import { useState } from "react";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { AppDialog } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { SelectField } from "../../../components/ui/select-field";
import { TextareaField } from "../../../components/ui/textarea-field";
import { toast } from "../../../components/ui/toast";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage, trpc } from "../../../lib/trpc";
import { PictureField } from "./picture-field";
import { ReadOnlyStock, StockAdjuster } from "./stock-adjuster";

/** The form as typed (docs/spec part 2 §5): text boxes hold text; blanks become null on the way. */
function formValues(wine: Wine | null) {
  return {
    name: wine?.name ?? "",
    type: wine?.type ?? "red",
    description: wine?.description ?? "",
    vintage: wine ? String(wine.vintage) : "",
    price: wine?.price ?? "",
    casePrice: wine?.casePrice ?? "",
    bottlesPerCase: String(wine?.bottlesPerCase ?? 12),
    stock: wine ? String(wine.stock) : "",
    lowStockAt: wine?.lowStockAt == null ? "" : String(wine.lowStockAt),
    imageUrl: wine?.imageUrl ?? "",
    tastingNotes: wine?.tastingNotes ?? "",
    pairingNotes: wine?.pairingNotes ?? "",
    alcoholContent: wine?.alcoholContent ?? "",
    region: wine?.region ?? "",
    grapeVariety: wine?.grapeVariety ?? "",
    servingTemp: wine?.servingTemp ?? "",
    rating: wine?.rating ?? "",
    isExclusive: wine?.isExclusive ?? false,
    isAvailable: wine?.isAvailable ?? true,
    membershipCategory: wine?.membershipCategory ?? "none",
  };
}
type WineValues = ReturnType<typeof formValues>;

/** A whole number the schema judges; blank is "missing" and other text stays text for its message. */
function wholeNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return Number.isNaN(Number(trimmed)) ? trimmed : Number(trimmed);
}
const orNull = (text: string) => (text.trim() === "" ? null : text);

/**
 * The form's values for the api. A counted wine's stock is read-only once it exists (it changes
 * through adjustments, so a sale made while the form was open is never overwritten): it is left out.
 */
function toInput(values: WineValues, stockEditable: boolean) {
  return {
    ...values,
    vintage: wholeNumber(values.vintage),
    stock: stockEditable ? wholeNumber(values.stock) : undefined,
    lowStockAt: values.lowStockAt.trim() === "" ? null : wholeNumber(values.lowStockAt),
    bottlesPerCase: Number(values.bottlesPerCase),
    tastingNotes: orNull(values.tastingNotes),
    pairingNotes: orNull(values.pairingNotes),
    region: orNull(values.region),
    grapeVariety: orNull(values.grapeVariety),
    servingTemp: orNull(values.servingTemp),
  };
}

function WineForm({ wine, onDone }: { wine: Wine | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useMutation(trpc.wines.create.mutationOptions());
  const update = useMutation(trpc.wines.update.mutationOptions());
  // A new wine takes its opening stock; an unlimited one may be given a count.
  const stockEditable = !wine || wine.stock === -1;
  const { control, handleSubmit, watch } = useSchemaForm({
    defaultValues: formValues(wine),
    // A new wine needs its opening stock; an existing one may leave it out (read-only).
    schema: wine ? updateWineInput.omit({ id: true }) : wineFormInput,
    toInput: (values: WineValues) => toInput(values, stockEditable),
  });
  const [stock, setStock] = useState(wine?.stock ?? 0);
  const pending = create.isPending || update.isPending;

  const save = handleSubmit(async (input) => {
    try {
      if (wine) await update.mutateAsync({ ...input, id: wine.id });
      else await create.mutateAsync({ ...input, stock: input.stock ?? 0 });
      toast({
        title: wine ? "Wine updated" : "Wine added",
        description: wine ? `${input.name} has been updated.` : `${input.name} is in the catalogue.`,
      });
      // The shop, the cart and the club pages all read wines.
      await Promise.all([
        queryClient.invalidateQueries(trpc.wines.pathFilter()),
        queryClient.invalidateQueries(trpc.cart.pathFilter()),
      ]);
      onDone();
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The wine was not saved.",
        variant: "destructive",
      });
    }
  });

  return (
    <Stack gap="6">
      <form onSubmit={(event) => void save(event)} noValidate aria-label={wine ? "Edit wine" : "New wine"}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField control={control} name="name" label="Name" required maxLength={120} />
            <SelectField control={control} name="type" label="Type">
              {wineTypes.map((type) => (
                <option key={type} value={type}>
                  {wineTypeLabels[type]}
                </option>
              ))}
            </SelectField>
          </SimpleGrid>
          <TextareaField control={control} name="description" label="Description" required rows={3} />
          <SimpleGrid columns={{ base: 2, sm: 3 }} gap="4">
            <FormField control={control} name="vintage" label="Vintage" required inputMode="numeric" />
            <FormField control={control} name="price" label="Price (USD)" required inputMode="decimal" />
            {stockEditable ? (
              <FormField
                control={control}
                name="stock"
                label="Stock (bottles)"
                required
                inputMode="numeric"
                helperText={wine ? "Unlimited now: enter a number to count it." : "-1 for unlimited."}
              />
            ) : (
              <ReadOnlyStock stock={stock} unit="bottles" />
            )}
            <FormField
              control={control}
              name="lowStockAt"
              label="Low-stock level"
              inputMode="numeric"
              helperText={`Blank: ${LOW_STOCK_AT}.`}
            />
            <FormField
              control={control}
              name="casePrice"
              label="Case price (USD)"
              inputMode="decimal"
              placeholder="Leave empty if no case pricing"
            />
            <SelectField control={control} name="bottlesPerCase" label="Bottles per case">
              {["6", "12", "24"].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </SelectField>
            <FormField control={control} name="alcoholContent" label="Alcohol (%)" inputMode="decimal" />
            <FormField control={control} name="region" label="Region" />
            <FormField control={control} name="grapeVariety" label="Grape variety" />
            <FormField control={control} name="servingTemp" label="Serving temperature" />
            <FormField control={control} name="rating" label="Rating (0-5)" inputMode="decimal" />
            <SelectField control={control} name="membershipCategory" label="Wine Club">
              <option value="none">None</option>
              {(["curated", "premium", "rare_vintage"] as const).map((category) => (
                <option key={category} value={category}>
                  {memberCategoryLabels[category]}
                </option>
              ))}
            </SelectField>
          </SimpleGrid>
          <PictureField control={control} name="imageUrl" alt={`Picture of ${watch("name") || "the wine"}`} />
          <TextareaField control={control} name="tastingNotes" label="Tasting notes" rows={2} />
          <TextareaField control={control} name="pairingNotes" label="Pairing notes" rows={2} />
          <HStack gap="6" wrap="wrap">
            <CheckboxField control={control} name="isAvailable" label="Available in the shop" />
            <CheckboxField control={control} name="isExclusive" label="Members only" />
          </HStack>
          <HStack justify="flex-end" gap="2">
            <Button variant="outline" onClick={onDone}>
              Cancel
            </Button>
            <Button
              type="submit"
              colorPalette="burgundy"
              loading={pending}
              loadingText={wine ? "Updating..." : "Adding..."}
            >
              {wine ? "Update Wine" : "Add Wine"}
            </Button>
          </HStack>
        </Stack>
      </form>
      {wine && wine.stock >= 0 ? (
        <StockAdjuster
          kind="wine"
          itemId={wine.id}
          itemName={`${wine.name} ${wine.vintage}`}
          sizes={[]}
          onAdjusted={(result) => setStock(result.stock)}
        />
      ) : null}
    </Stack>
  );
}

export function WineFormDialog({ wine, onClose }: { wine: Wine | null; onClose: () => void }) {
  return (
    <AppDialog
      title={wine ? "Edit Wine" : "Add New Wine"}
      open
      size="xl"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <WineForm wine={wine} onDone={onClose} />
    </AppDialog>
  );
}
