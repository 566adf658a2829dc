import { Badge, Box, Button, Card, Flex, Heading, HStack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import type { Merchandise } from "contracts";
import type { MerchandiseSize } from "contracts/merchandise/labels";
import { formatPrice } from "contracts/money";
import { ShoppingCart } from "lucide-react";
import { useState } from "react";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { StarRating } from "../../components/star-rating";
import { useCartToasts, useRefreshCart } from "../../lib/cart";
import { trpc } from "../../lib/trpc";

/** Apparel's sizes as buttons; a sold-out size cannot be chosen. */
function SizePicker({
  item,
  value,
  onChange,
}: {
  item: Merchandise;
  value: MerchandiseSize | null;
  onChange: (size: MerchandiseSize) => void;
}) {
  return (
    <Box role="group" aria-label={`Size of ${item.name}`}>
      <Text fontSize="sm" fontWeight="medium" color="burgundy.900" mb="1.5">
        Size
      </Text>
      <HStack gap="1.5" wrap="wrap">
        {item.sizes.map(({ size, stock }) => {
          const chosen = value === size;
          return (
            <Button
              key={size}
              size="sm"
              minW="11"
              variant={chosen ? "solid" : "outline"}
              colorPalette="burgundy"
              aria-pressed={chosen}
              aria-label={stock === 0 ? `${size}, sold out` : size}
              disabled={stock === 0}
              textDecoration={stock === 0 ? "line-through" : undefined}
              onClick={() => onChange(size)}
            >
              {size}
            </Button>
          );
        })}
      </HStack>
    </Box>
  );
}

function AddItemButton({
  item,
  size,
  onMissingSize,
}: {
  item: Merchandise;
  size: MerchandiseSize | null;
  onMissingSize: () => void;
}) {
  const refreshCart = useRefreshCart();
  const { added, failed } = useCartToasts();
  const add = useMutation(trpc.cart.add.mutationOptions());
  const soldOut = !item.inStock;

  async function handleClick() {
    if (item.sizes.length > 0 && !size) {
      onMissingSize();
      return;
    }
    try {
      await add.mutateAsync({
        productId: item.id,
        productType: "merchandise",
        quantity: 1,
        ...(size ? { size } : {}),
      });
    } catch (error) {
      failed(error, "Failed to add item to cart");
      return;
    }
    void refreshCart();
    added("Added to cart!", `${item.name}${size ? ` (size ${size})` : ""} added to your cart.`);
  }

  return (
    <Button
      width="full"
      // A 44 px touch target on a phone.
      minH={{ base: "11", md: "10" }}
      colorPalette="burgundy"
      disabled={soldOut}
      loading={add.isPending}
      loadingText="Adding..."
      aria-label={soldOut ? `Out of Stock: ${item.name}` : `Add to Cart: ${item.name}`}
      onClick={() => void handleClick()}
    >
      {soldOut ? (
        "Out of Stock"
      ) : (
        <>
          <ShoppingCart aria-hidden /> Add to Cart
        </>
      )}
    </Button>
  );
}

/**
 * One merchandise item: picture (with an Out of Stock overlay), rating, price, stock, apparel's
 * sizes and Add to Cart.
 */
export function MerchandiseCard({ item }: { item: Merchandise }) {
  const [size, setSize] = useState<MerchandiseSize | null>(null);
  const [askSize, setAskSize] = useState(false);
  const sizeLeft = item.sizes.find((s) => s.size === size)?.stock;

  return (
    <Card.Root bg="white" overflow="hidden" borderRadius="xl" height="full" variant="elevated">
      <Box position="relative" bg="cream.100">
        <ImageWithFallback src={item.imageUrl} alt={item.name} height="64" width="full" objectFit="contain" />
        <Badge position="absolute" top="3" insetStart="3" colorPalette="gold" variant="solid">
          {item.category}
        </Badge>
        {!item.inStock ? (
          <Flex position="absolute" inset="0" bg="blackAlpha.600" align="center" justify="center">
            <Text
              color="white"
              fontWeight="bold"
              fontSize="lg"
              textTransform="uppercase"
              letterSpacing="wider"
              bg="burgundy.800"
              px="4"
              py="1.5"
              borderRadius="md"
            >
              Out of Stock
            </Text>
          </Flex>
        ) : null}
      </Box>
      <Card.Body gap="2">
        <Heading as="h2" size="lg" color="burgundy.800" lineHeight="short">
          {item.name}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {item.description}
        </Text>
        <HStack gap="2">
          <StarRating rating={item.rating} showValue={false} />
          <Text fontSize="sm" color="fg.muted">
            ({item.reviews} {item.reviews === 1 ? "review" : "reviews"})
          </Text>
        </HStack>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="3">
        <Flex align="baseline" justify="space-between" gap="3">
          <Text fontSize="2xl" fontWeight="bold" color="burgundy.900">
            {formatPrice(item.price)}
          </Text>
          <Text fontSize="sm" color={item.inStock ? "vine.700" : "red.700"} fontWeight="medium">
            {!item.inStock
              ? "Sold out"
              : sizeLeft !== undefined
                ? `${sizeLeft} in size ${size}`
                : `${item.stock} in stock`}
          </Text>
        </Flex>
        {item.sizes.length > 0 && item.inStock ? (
          <SizePicker
            item={item}
            value={size}
            onChange={(chosen) => {
              setSize(chosen);
              setAskSize(false);
            }}
          />
        ) : null}
        {askSize ? (
          <Text role="alert" fontSize="sm" color="red.700">
            Please choose a size.
          </Text>
        ) : null}
        <AddItemButton item={item} size={size} onMissingSize={() => setAskSize(true)} />
      </Card.Footer>
    </Card.Root>
  );
}
