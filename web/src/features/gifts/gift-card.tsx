import { Badge, Box, Button, Card, Flex, Heading, List, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import type { GiftPackage } from "contracts";
import { occasionLabels } from "contracts/gifts/labels";
import { formatPrice } from "contracts/money";
import { Gift, Quote, Wine } from "lucide-react";
import { ImageWithFallback } from "../../components/image-with-fallback";
import { useCartToasts, useRefreshCart } from "../../lib/cart";
import { trpc } from "../../lib/trpc";

function AddGiftButton({ gift }: { gift: GiftPackage }) {
  const refreshCart = useRefreshCart();
  const { added, failed } = useCartToasts();
  const addToCart = useMutation(trpc.gifts.addToCart.mutationOptions());

  async function add() {
    try {
      await addToCart.mutateAsync({ id: gift.id });
    } catch (error) {
      failed(error, "Failed to add gift package to cart.");
      return;
    }
    void refreshCart();
    added("Gift package added!", `${gift.name} is in your cart. Add a message and packaging there.`, {
      keepShopping: false,
    });
  }

  return (
    <Button
      width="full"
      // A 44 px touch target on a phone.
      minH={{ base: "11", md: "10" }}
      colorPalette="burgundy"
      disabled={!gift.inStock}
      loading={addToCart.isPending}
      loadingText="Adding..."
      aria-label={gift.inStock ? `Add to Cart: ${gift.name}` : `Out of stock: ${gift.name}`}
      onClick={() => void add()}
    >
      {gift.inStock ? (
        <>
          <Gift aria-hidden /> Add to Cart
        </>
      ) : (
        "Out of stock"
      )}
    </Button>
  );
}

/** A gift package: picture, occasion, what it holds, its note, price and Add to Cart. */
export function GiftCard({ gift }: { gift: GiftPackage }) {
  return (
    <Card.Root bg="white" overflow="hidden" borderRadius="xl" height="full" variant="elevated">
      <Box position="relative" bg="cream.100">
        <ImageWithFallback
          src={gift.imageUrl}
          alt={`${gift.name} gift package`}
          width="full"
          aspectRatio={4 / 3}
          objectFit="cover"
        />
        <Badge position="absolute" top="3" insetStart="3" colorPalette="gold" variant="solid">
          {occasionLabels[gift.occasion]}
        </Badge>
        {!gift.inStock ? (
          <Badge position="absolute" top="3" insetEnd="3" colorPalette="red" variant="solid">
            Out of stock
          </Badge>
        ) : null}
      </Box>
      <Card.Body gap="3">
        <Heading as="h2" size="lg" color="burgundy.800" lineHeight="short">
          {gift.name}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {gift.description}
        </Text>
        <Box>
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb="1">
            Includes
          </Text>
          <List.Root variant="plain" gap="1" fontSize="sm">
            {gift.wines.map((wine) => (
              <List.Item key={wine.id} alignItems="center">
                <List.Indicator asChild color="burgundy.500">
                  <Wine aria-hidden size={14} />
                </List.Indicator>
                {wine.name} {wine.vintage}
              </List.Item>
            ))}
          </List.Root>
        </Box>
        {gift.giftNote ? (
          <Flex
            gap="2"
            bg="cream.100"
            borderRadius="md"
            p="3"
            fontSize="sm"
            fontStyle="italic"
            color="burgundy.900"
          >
            <Quote size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Text>{gift.giftNote}</Text>
          </Flex>
        ) : null}
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="3">
        <Text fontSize="2xl" fontWeight="bold" color="burgundy.900">
          {formatPrice(gift.price)}
        </Text>
        <AddGiftButton gift={gift} />
      </Card.Footer>
    </Card.Root>
  );
}
