import { Badge, Box, Flex, HStack, IconButton, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { CartLine } from "contracts";
import { linePackagingCents } from "contracts/cart/rules";
import { formatPrice, formatUsd, toCents } from "contracts/money";
import { Crown, Trash2 } from "lucide-react";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { type LineInfo, lineInfo } from "../../components/order-summary/line-info";
import { QuantityControl } from "../../components/quantity-control";
import { toast } from "../../components/ui/toast";
import { useRefreshCart } from "../../lib/cart";
import { paths } from "../../lib/paths";
import { errorMessage, trpc } from "../../lib/trpc";
import { MessageDialog } from "./message-dialog";
import { PackagingDialog } from "./packaging-dialog";

function useRemoveLine(line: CartLine, info: LineInfo) {
  const refreshCart = useRefreshCart();
  const removeItem = useMutation(trpc.cart.remove.mutationOptions());
  const removeGift = useMutation(trpc.gifts.removeFromCart.mutationOptions());

  async function remove() {
    try {
      if (info.removeVia === "gifts") await removeGift.mutateAsync({ itemId: line.id });
      else await removeItem.mutateAsync({ itemId: line.id });
    } catch (error) {
      toast({
        title: "Error",
        description: info.removeFailed ?? errorMessage(error) ?? "Failed to remove item from cart.",
        variant: "destructive",
      });
      return;
    }
    await refreshCart();
    toast(info.removed(info.label));
  }

  return { remove, isRemoving: removeItem.isPending || removeGift.isPending };
}

function useChangeQuantity(line: CartLine) {
  const queryClient = useQueryClient();
  const refreshCart = useRefreshCart();
  const update = useMutation(trpc.cart.updateQuantity.mutationOptions());

  async function change(quantity: number) {
    // Show the new number at once; the refetch below brings the server's prices.
    queryClient.setQueryData(trpc.cart.list.queryKey(), (lines) =>
      lines?.map((l) => (l.id === line.id ? { ...l, quantity } : l)),
    );
    try {
      await update.mutateAsync({ itemId: line.id, quantity });
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "Failed to update quantity.",
        variant: "destructive",
      });
    }
    await refreshCart();
  }

  return { change, isUpdating: update.isPending };
}

/** One line of the cart: picture, name, price, quantity, total, message, packaging and remove. */
export function CartLineItem({ line }: { line: CartLine }) {
  const info = lineInfo(line);
  const { remove, isRemoving } = useRemoveLine(line, info);
  const { change } = useChangeQuantity(line);
  const packagingCents = line.packaging
    ? linePackagingCents({
        kind: info.kind,
        quantity: line.quantity,
        unitPriceCents: 0,
        packagingCents: toCents(line.packaging.price),
      })
    : 0;

  return (
    <Flex
      as="li"
      gap={{ base: "3", md: "5" }}
      p={{ base: "4", md: "5" }}
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="cream.300"
      direction={{ base: "column", sm: "row" }}
      opacity={isRemoving ? 0.5 : 1}
      aria-label={info.label}
    >
      <Flex gap={{ base: "3", md: "5" }} flex="1" minW="0">
        <Box
          flexShrink={0}
          width={{ base: "20", md: "24" }}
          height={{ base: "24", md: "28" }}
          bg="cream.200"
          borderRadius="lg"
          display="flex"
          alignItems="center"
          justifyContent="center"
          overflow="hidden"
        >
          {info.picture === "crown" ? (
            <Crown size={36} aria-hidden color="var(--chakra-colors-gold-600)" />
          ) : (
            <ImageWithFallback
              src={info.imageUrl}
              alt=""
              height="full"
              width="full"
              objectFit="contain"
              p="2"
            />
          )}
        </Box>
        <Stack gap="1" flex="1" minW="0">
          <Text
            as="h3"
            fontFamily="heading"
            fontWeight="bold"
            fontSize="lg"
            color="burgundy.800"
            lineHeight="short"
          >
            {info.wineId && info.linksToWine ? (
              <Link asChild color="inherit">
                <RouterLink to={paths.wine(info.wineId)}>{info.name}</RouterLink>
              </Link>
            ) : (
              info.name
            )}
          </Text>
          {info.detail ? (
            <Text fontSize="sm" color="fg.muted">
              {info.detail}
            </Text>
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            {info.free ? "Included with your membership" : `${formatPrice(line.unitPrice)} each`}
          </Text>
          {line.casePricing ? (
            <Badge alignSelf="flex-start" colorPalette="vine" variant="subtle">
              Case price applied
            </Badge>
          ) : null}
          {line.customMessage ? (
            <Text fontSize="sm" fontStyle="italic" color="burgundy.900" wordBreak="break-word">
              Message: “{line.customMessage}”
            </Text>
          ) : null}
          {line.packaging ? (
            <Text fontSize="sm" color="burgundy.900">
              Packaging: {line.packaging.name}
              {packagingCents > 0 ? ` (+${formatUsd(packagingCents)})` : " (free)"}
            </Text>
          ) : null}
          {info.customizable ? (
            <HStack gap="2" pt="2" wrap="wrap">
              <MessageDialog line={line} name={info.name} />
              <PackagingDialog line={line} name={info.name} perBottle={info.packagingPerBottle} />
            </HStack>
          ) : null}
        </Stack>
      </Flex>

      <Flex
        direction={{ base: "row", sm: "column" }}
        align={{ base: "center", sm: "flex-end" }}
        justify="space-between"
        gap="3"
        flexShrink={0}
      >
        {info.fixedQuantity ? (
          <Text fontSize="sm" color="fg.muted">
            Quantity: {line.quantity}
          </Text>
        ) : (
          <QuantityControl
            size="sm"
            value={line.quantity}
            min={1}
            max={line.maxQuantity}
            itemName={info.label}
            onChange={(quantity) => void change(quantity)}
          />
        )}
        <Text fontWeight="bold" fontSize="lg" color="burgundy.900">
          {info.free ? "FREE" : formatPrice(line.lineTotal)}
        </Text>
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={`Remove ${info.label}`}
          loading={isRemoving}
          onClick={() => void remove()}
        >
          <Trash2 aria-hidden />
        </IconButton>
      </Flex>
    </Flex>
  );
}
