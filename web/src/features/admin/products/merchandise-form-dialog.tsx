import { Button, Fieldset, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Merchandise, merchandiseFormInput, updateMerchandiseInput } from "contracts";
import { LOW_STOCK_AT } from "contracts/admin/labels";
import { hasSizes, merchandiseCategories, merchandiseSizes } from "contracts/merchandise/labels";
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

function formValues(item: Merchandise | null) {
  return {
    name: item?.name ?? "",
    description: item?.description ?? "",
    longDescription: item?.longDescription ?? "",
    price: item?.price ?? "",
    imageUrl: item?.imageUrl ?? "",
    category: item?.category ?? "Apparel",
    stock: item ? String(item.stock) : "",
    lowStockAt: item?.lowStockAt == null ? "" : String(item.lowStockAt),
    // Every size in order, so a size's message lands on its own field (sizes.2.stock is L).
    sizes: merchandiseSizes.map((size) => ({
      size,
      stock: String(item?.sizes.find((s) => s.size === size)?.stock ?? ""),
    })),
    rating: item?.rating ?? "",
    reviews: item?.reviews ?? 0,
    isActive: item?.isActive ?? true,
  };
}
type ItemValues = ReturnType<typeof formValues>;

const orNull = (text: string) => (text.trim() === "" ? null : text);
/** A typed count as a number for the schema (a blank size has none; other text gets its message). */
function count(text: string, blank: number | undefined) {
  const trimmed = text.trim();
  if (trimmed === "") return blank;
  return Number.isNaN(Number(trimmed)) ? trimmed : Number(trimmed);
}
/**
 * An item's stock is typed when it is new, or when its category moves it between stocked by size
 * and stocked as one number; otherwise it is read-only (adjustments change it) and left out.
 */
function stockTyped(item: Merchandise | null, category: ItemValues["category"]): boolean {
  return !item || hasSizes(item.category) !== hasSizes(category);
}

function toInput(values: ItemValues, item: Merchandise | null) {
  const sized = hasSizes(values.category);
  const typed = stockTyped(item, values.category);
  return {
    ...values,
    longDescription: orNull(values.longDescription),
    imageUrl: orNull(values.imageUrl),
    rating: orNull(values.rating),
    lowStockAt: values.lowStockAt.trim() === "" ? null : count(values.lowStockAt, undefined),
    // Apparel is stocked per size, anything else as one number.
    stock: typed && !sized ? count(values.stock, undefined) : undefined,
    sizes: typed && sized ? values.sizes.map((s) => ({ size: s.size, stock: count(s.stock, 0) })) : undefined,
  };
}

function MerchandiseForm({ item, onDone }: { item: Merchandise | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useMutation(trpc.merchandise.create.mutationOptions());
  const update = useMutation(trpc.merchandise.update.mutationOptions());
  const { control, handleSubmit, watch } = useSchemaForm({
    defaultValues: formValues(item),
    schema: item ? updateMerchandiseInput.omit({ id: true }) : merchandiseFormInput,
    toInput: (values: ItemValues) => toInput(values, item),
  });
  const category = watch("category");
  const sized = hasSizes(category);
  const typed = stockTyped(item, category);
  const [stock, setStock] = useState({ total: item?.stock ?? 0, sizes: item?.sizes ?? [] });

  const save = handleSubmit(async (input) => {
    try {
      if (item) await update.mutateAsync({ ...input, id: item.id });
      else await create.mutateAsync(input);
      toast({ title: item ? "Item updated" : "Item added", description: `${input.name} is saved.` });
      await Promise.all([
        queryClient.invalidateQueries(trpc.merchandise.pathFilter()),
        queryClient.invalidateQueries(trpc.cart.pathFilter()),
      ]);
      onDone();
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The item was not saved.",
        variant: "destructive",
      });
    }
  });

  return (
    <Stack gap="6">
      <form onSubmit={(event) => void save(event)} noValidate aria-label={item ? "Edit item" : "New item"}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField control={control} name="name" label="Name" required maxLength={120} />
            <SelectField control={control} name="category" label="Category">
              {merchandiseCategories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </SelectField>
            <FormField control={control} name="price" label="Price (USD)" required inputMode="decimal" />
            {typed && !sized ? (
              <FormField control={control} name="stock" label="Stock" required inputMode="numeric" />
            ) : null}
            {typed ? null : (
              <ReadOnlyStock
                stock={stock.total}
                unit={
                  stock.sizes.length > 0
                    ? `(${stock.sizes.map((s) => `${s.size} ${s.stock}`).join(", ")})`
                    : "items"
                }
              />
            )}
            <FormField
              control={control}
              name="lowStockAt"
              label="Low-stock level"
              inputMode="numeric"
              helperText={`Blank: ${LOW_STOCK_AT}.`}
            />
          </SimpleGrid>
          {typed && sized ? (
            <Fieldset.Root>
              <Fieldset.Legend fontSize="sm" fontWeight="medium" mb="1">
                Stock per size
              </Fieldset.Legend>
              <SimpleGrid columns={{ base: 3, sm: 5 }} gap="3">
                {merchandiseSizes.map((size, index) => (
                  <FormField
                    key={size}
                    control={control}
                    name={`sizes.${index}.stock`}
                    label={`Size ${size}`}
                    inputMode="numeric"
                    placeholder="0"
                  />
                ))}
              </SimpleGrid>
            </Fieldset.Root>
          ) : null}
          <TextareaField control={control} name="description" label="Description" required rows={2} />
          <TextareaField control={control} name="longDescription" label="Long description" rows={3} />
          <PictureField control={control} name="imageUrl" alt={`Picture of ${watch("name") || "the item"}`} />
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
              {item ? "Save Changes" : "Add Item"}
            </Button>
          </HStack>
        </Stack>
      </form>
      {item ? (
        <StockAdjuster
          kind="merchandise"
          itemId={item.id}
          itemName={item.name}
          sizes={item.sizes.map((s) => s.size)}
          onAdjusted={({ stock: total, adjustment }) =>
            setStock((now) => ({
              total,
              sizes: now.sizes.map((s) =>
                s.size === adjustment.size ? { ...s, stock: adjustment.stockAfter } : s,
              ),
            }))
          }
        />
      ) : null}
    </Stack>
  );
}

export function MerchandiseFormDialog({ item, onClose }: { item: Merchandise | null; onClose: () => void }) {
  return (
    <AppDialog
      title={item ? "Edit Item" : "New Item"}
      open
      size="xl"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <MerchandiseForm item={item} onDone={onClose} />
    </AppDialog>
  );
}
