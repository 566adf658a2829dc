import { Badge, Box, Button, Card, Flex, Heading, HStack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import type { Merchandise } from "contracts";
import { formatPrice } from "contracts/money";
import { ShoppingCart } from "lucide-react";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { StarRating } from "../../components/star-rating";
import { useCartToasts, useRefreshCart } from "../../lib/cart";
import { trpc } from "../../lib/trpc";

function AddItemButton({ item }: { item: Merchandise }) {
  const refreshCart = useRefreshCart();
  const { added, failed } = useCartToasts();
  const add = useMutation(trpc.cart.add.mutationOptions());
  const soldOut = !item.inStock;

  async function handleClick() {
    try {
      await add.mutateAsync({ productId: item.id, productType: "merchandise", quantity: 1 });
    } catch (error) {
      failed(error, "Failed to add item to cart");
      return;
    }
    void refreshCart();
    added("Added to cart!", `${item.name} added to your cart.`);
  }

  return (
    <Button
      width="full"
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

/** One merchandise item: picture (with an Out of Stock overlay), rating, price, stock, Add to Cart. */
export function MerchandiseCard({ item }: { item: Merchandise }) {
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
            {item.inStock ? `${item.stock} in stock` : "Sold out"}
          </Text>
        </Flex>
        <AddItemButton item={item} />
      </Card.Footer>
    </Card.Root>
  );
}
