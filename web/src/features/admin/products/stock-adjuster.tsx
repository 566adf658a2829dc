import { Box, Button, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type StockAdjustedOutput, type StockItemKind, stockAdjustmentInput } from "contracts";
import {
  signedChange,
  stockMovementReasonLabels,
  stockReasonLabels,
  stockReasons,
} from "contracts/inventory/labels";
import type { MerchandiseSize } from "contracts/merchandise/labels";
import { FormField } from "../../../components/ui/form-field";
import { SelectField } from "../../../components/ui/select-field";
import { toast } from "../../../components/ui/toast";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage, trpc } from "../../../lib/trpc";
import { formatDateTime } from "../orders/order-display";

interface StockAdjusterProps {
  kind: StockItemKind;
  itemId: string;
  itemName: string;
  /** Apparel's sizes: an adjustment then moves one size. */
  sizes: readonly MerchandiseSize[];
  /** The edit form takes the new stock, so saving it afterwards does not undo the adjustment. */
  onAdjusted: (result: StockAdjustedOutput) => void;
}

/** How many movements the form lists under Adjust stock. */
const RECENT_MOVEMENTS = 5;

const blank = { change: "", reason: "", size: "", note: "" };

/** A signed number typed as text: blank is "missing", other text stays text for its message. */
function signedNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return Number.isNaN(Number(trimmed)) ? trimmed : Number(trimmed);
}

/** A product's stock as its form shows it once the product exists: adjustments change it. */
export function ReadOnlyStock({ stock, unit }: { stock: number; unit: string }) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        Stock
      </Text>
      <Text fontSize="lg" fontWeight="semibold" aria-label={`Stock: ${stock} ${unit}`}>
        {stock} {unit}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        Changed by sales and by Adjust stock below.
      </Text>
    </Stack>
  );
}

/** The product's last few movements of any kind (sales too), newest first. */
function RecentMovements({ kind, itemId }: { kind: StockItemKind; itemId: string }) {
  const recent = useQuery(
    trpc.admin.stockMovements.queryOptions({ kind, productId: itemId, page: 1, pageSize: RECENT_MOVEMENTS }),
  );
  if (recent.isPending) return null;
  if (recent.isError) {
    return (
      <Text fontSize="sm" color="red.700">
        The recent movements could not be loaded.
      </Text>
    );
  }
  const rows = Array.isArray(recent.data) ? recent.data : [];
  if (rows.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        No stock movements yet.
      </Text>
    );
  }
  return (
    <Stack gap="1.5">
      <Stack as="ul" gap="1.5" listStyleType="none" aria-label="Recent stock movements">
        {rows.map((m) => (
          <Box as="li" key={m.id} fontSize="sm">
            <Text as="span" fontWeight="semibold" color={m.change > 0 ? "vine.700" : "red.700"}>
              {signedChange(m.change)}
            </Text>
            {m.size ? ` size ${m.size}` : ""} · {stockMovementReasonLabels[m.reason]}
            {m.adjustmentReason ? `: ${stockReasonLabels[m.adjustmentReason]}` : ""} · {m.stockAfter} after
            {m.note ? ` · ${m.note}` : ""}
            <Text as="span" color="fg.muted">
              {" "}
              ({m.by ? `${m.by}, ` : ""}
              {formatDateTime(m.createdAt)})
            </Text>
          </Box>
        ))}
      </Stack>
      <Link href={`/admin/products?tab=stock`} fontSize="sm" color="burgundy.700">
        Every stock movement
      </Link>
    </Stack>
  );
}

/**
 * Adjust stock by a signed number with a reason (a delivery, a broken bottle, a recount), and the
 * last few adjustments: the server refuses to go below 0 and records who did it.
 */
export function StockAdjuster({ kind, itemId, itemName, sizes, onAdjusted }: StockAdjusterProps) {
  const queryClient = useQueryClient();
  const adjust = useMutation(trpc.admin.adjustStock.mutationOptions());
  const sized = sizes.length > 0;
  const { control, handleSubmit, reset } = useSchemaForm({
    defaultValues: blank,
    schema: stockAdjustmentInput,
    toInput: (values: typeof blank) => ({
      kind,
      itemId,
      change: signedNumber(values.change),
      reason: values.reason,
      size: sized ? values.size : undefined,
      note: values.note.trim() === "" ? null : values.note,
    }),
  });

  const submit = handleSubmit(async (input) => {
    try {
      const result = await adjust.mutateAsync(input);
      const where = input.size ? ` in size ${input.size}` : "";
      toast({
        title: "Stock adjusted",
        description: `${itemName}: ${signedChange(input.change)}${where} (${stockReasonLabels[input.reason]}). ${result.adjustment.stockAfter} in stock${where} now.`,
      });
      reset(blank);
      onAdjusted(result);
      await Promise.all([
        queryClient.invalidateQueries(trpc.admin.stockMovements.pathFilter()),
        queryClient.invalidateQueries(trpc.admin.stockMovementTotals.pathFilter()),
        queryClient.invalidateQueries((kind === "wine" ? trpc.wines : trpc.merchandise).pathFilter()),
        queryClient.invalidateQueries(trpc.cart.pathFilter()),
      ]);
    } catch (error) {
      toast({
        title: "Stock not adjusted",
        description: errorMessage(error) ?? "The stock was not changed.",
        variant: "destructive",
      });
    }
  });

  return (
    <Stack as="section" gap="3" aria-labelledby="stock-adjuster-title" borderTopWidth="1px" pt="4">
      <Heading as="h3" size="sm" id="stock-adjuster-title" color="burgundy.800">
        Adjust stock
      </Heading>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Adjust stock">
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, sm: sized ? 3 : 2 }} gap="3">
            <FormField
              control={control}
              name="change"
              label="Change"
              required
              inputMode="numeric"
              placeholder="12 or -3"
            />
            <SelectField control={control} name="reason" label="Reason" required>
              <option value="">Choose a reason</option>
              {stockReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {stockReasonLabels[reason]}
                </option>
              ))}
            </SelectField>
            {sized ? (
              <SelectField control={control} name="size" label="Size" required>
                <option value="">Choose a size</option>
                {sizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </SelectField>
            ) : null}
          </SimpleGrid>
          <FormField control={control} name="note" label="Note" maxLength={200} placeholder="Optional" />
          <Button
            type="submit"
            alignSelf="flex-start"
            variant="outline"
            colorPalette="burgundy"
            loading={adjust.isPending}
            loadingText="Adjusting..."
          >
            Adjust Stock
          </Button>
        </Stack>
      </form>
      <RecentMovements kind={kind} itemId={itemId} />
    </Stack>
  );
}
