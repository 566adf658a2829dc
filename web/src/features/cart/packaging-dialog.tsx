import { Button, HStack, RadioCard, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import type { CartLine } from "contracts";
import { type PackagingId, packagingOptions } from "contracts/cart/rules";
import { formatUsd } from "contracts/money";
import { Package } from "lucide-react";
import { useState } from "react";
import { AppDialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { useRefreshCart } from "../../lib/cart";
import { trpc } from "../../lib/trpc";

/** "Free", "+$15.00 per bottle" (wine lines) or "+$15.00" (a gift package pays once). */
function packagingPriceLabel(priceCents: number, perBottle: boolean): string {
  if (priceCents === 0) return "Free";
  return `+${formatUsd(priceCents)}${perBottle ? " per bottle" : ""}`;
}

function PackagingForm({
  line,
  name,
  perBottle,
  onDone,
}: {
  line: CartLine;
  name: string;
  perBottle: boolean;
  onDone: () => void;
}) {
  const [choice, setChoice] = useState<PackagingId | null>(null);
  const refreshCart = useRefreshCart();
  const customize = useMutation(trpc.cart.customize.mutationOptions());

  async function save(packaging: { id: PackagingId } | null) {
    try {
      await customize.mutateAsync({ itemId: line.id, packaging });
    } catch {
      toast({
        title: "Error",
        description: "Failed to update packaging. Please try again.",
        variant: "destructive",
      });
      return;
    }
    void refreshCart();
    const chosen = packagingOptions.find((option) => option.id === packaging?.id);
    toast(
      chosen
        ? { title: "Packaging updated", description: `${name} will ship in a ${chosen.name}.` }
        : { title: "Packaging removed", description: `${name} will ship in our standard packing.` },
    );
    onDone();
  }

  return (
    <Stack gap="5">
      <RadioCard.Root
        value={choice}
        onValueChange={(details) =>
          setChoice(packagingOptions.find((o) => o.id === details.value)?.id ?? null)
        }
        colorPalette="burgundy"
        size="sm"
      >
        <RadioCard.Label>Choose a box</RadioCard.Label>
        <Stack gap="2">
          {packagingOptions.map((option) => (
            <RadioCard.Item key={option.id} value={option.id} bg="white">
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{option.name}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>
                    {packagingPriceLabel(option.priceCents, perBottle)}
                  </RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </Stack>
      </RadioCard.Root>
      {line.packaging ? (
        <Text fontSize="sm" color="fg.muted">
          Now: {line.packaging.name}.
        </Text>
      ) : null}
      <HStack justify="space-between" gap="2" wrap="wrap">
        {line.packaging ? (
          <Button variant="ghost" onClick={() => void save(null)} disabled={customize.isPending}>
            Remove Packaging
          </Button>
        ) : (
          <span />
        )}
        <HStack gap="2">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button
            colorPalette="burgundy"
            disabled={choice === null}
            loading={customize.isPending}
            loadingText="Saving..."
            onClick={() => {
              if (choice) void save({ id: choice });
            }}
          >
            Save Packaging
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}

/** The line's Packaging button and dialog (wines pay per bottle, a gift package once). */
export function PackagingDialog({
  line,
  name,
  perBottle,
}: {
  line: CartLine;
  name: string;
  perBottle: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AppDialog
      title="Gift Packaging"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="xs" variant="outline" bg="white" aria-label={`Packaging: ${name}`}>
          <Package aria-hidden /> Packaging
        </Button>
      }
    >
      <Text color="fg.muted" mb="4">
        Choose how {name} is boxed.
      </Text>
      <PackagingForm line={line} name={name} perBottle={perBottle} onDone={() => setOpen(false)} />
    </AppDialog>
  );
}
