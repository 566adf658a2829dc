import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { GiftPackage } from "contracts";
import { occasionLabels } from "contracts/gifts/labels";
import { formatPrice } from "contracts/money";
import { Pencil, Plus, Power, Trash2 } from "lucide-react";
import { useState } from "react";
import { ImageWithFallback } from "../../../components/image-with-fallback";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../components/ui/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { GiftFormDialog } from "./gift-form-dialog";

/** Turns a package on or off in the shop, keeping everything else it has. */
function useActiveToggle() {
  const queryClient = useQueryClient();
  const update = useMutation(trpc.gifts.update.mutationOptions());
  async function toggle(gift: GiftPackage) {
    try {
      await update.mutateAsync({
        id: gift.id,
        name: gift.name,
        description: gift.description,
        price: gift.price,
        imageUrl: gift.imageUrl,
        occasion: gift.occasion,
        giftNote: gift.giftNote,
        wineIds: gift.wineIds,
        isActive: !gift.isActive,
      });
      toast({
        title: gift.isActive ? "Gift package deactivated" : "Gift package activated",
        description: gift.isActive ? `${gift.name} is hidden from the shop.` : `${gift.name} is in the shop.`,
      });
      await queryClient.invalidateQueries(trpc.gifts.pathFilter());
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    }
  }
  return { toggle, pending: update.isPending };
}

function GiftCard({ gift, children }: { gift: GiftPackage; children: React.ReactNode }) {
  return (
    <Card.Root as="li" bg="white" borderRadius="xl" size="sm" opacity={gift.isActive ? 1 : 0.85}>
      <Card.Body>
        <HStack gap="4" align="flex-start">
          <Box flexShrink={0} w="20" h="20" bg="gray.50" borderRadius="md" overflow="hidden">
            <ImageWithFallback src={gift.imageUrl} alt="" w="full" h="full" objectFit="cover" />
          </Box>
          <Stack gap="1" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading as="h3" size="sm" color="burgundy.800">
                {gift.name}
              </Heading>
              <Badge size="sm" colorPalette={gift.isActive ? "green" : "gray"} variant="solid">
                {gift.isActive ? "Active" : "Inactive"}
              </Badge>
              {gift.inStock ? null : (
                <Badge size="sm" colorPalette="red" variant="subtle">
                  A wine is out of stock
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm">
              {occasionLabels[gift.occasion]} · {formatPrice(gift.price)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {gift.wines.map((wine) => `${wine.name} ${wine.vintage}`).join(", ")}
            </Text>
            <HStack gap="2" pt="1" wrap="wrap">
              {children}
            </HStack>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function useGifts() {
  return useQuery(trpc.gifts.list.queryOptions());
}

function GiftGrid({ render }: { render: (gift: GiftPackage) => React.ReactNode }) {
  const query = useGifts();
  if (query.isPending) return <SkeletonStack count={4} height="24" borderRadius="xl" />;
  if (query.isError) {
    return (
      <LoadError
        variant="inline"
        error={query.error}
        fallback="The gift packages could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) return <Text color="fg.muted">No gift packages yet.</Text>;
  return (
    <SimpleGrid as="ul" columns={{ base: 1, lg: 2 }} gap="3" listStyleType="none" aria-label="Gift packages">
      {query.data.map(render)}
    </SimpleGrid>
  );
}

/** /admin's Gifts tab: every package with a quick switch; the full editor is on the Products screen. */
export function GiftsOverview() {
  const { toggle, pending } = useActiveToggle();
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          Switch a package on or off in the shop here; add and edit packages under Products.
        </Text>
        <Link asChild fontSize="sm" color="burgundy.700" fontWeight="medium">
          <RouterLink to="/admin/products" search={{ tab: "gifts" }}>
            Manage gift packages
          </RouterLink>
        </Link>
      </Flex>
      <GiftGrid
        render={(gift) => (
          <GiftCard key={gift.id} gift={gift}>
            <Button size="xs" variant="outline" onClick={() => void toggle(gift)} disabled={pending}>
              <Power aria-hidden /> {gift.isActive ? `Deactivate ${gift.name}` : `Activate ${gift.name}`}
            </Button>
          </GiftCard>
        )}
      />
    </Stack>
  );
}

/** The Products screen's Gift packages tab: add, edit, switch and delete. */
export function GiftPackagesTab() {
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.gifts.remove.mutationOptions());
  const { toggle, pending } = useActiveToggle();
  const [editing, setEditing] = useState<GiftPackage | "new" | null>(null);
  const [deleting, setDeleting] = useState<GiftPackage | null>(null);

  async function confirmDelete() {
    const gift = deleting;
    if (!gift) return;
    try {
      const result = await remove.mutateAsync({ id: gift.id });
      toast(
        "deleted" in result
          ? { title: "Gift package deleted", description: `${gift.name} has been removed.` }
          : {
              title: "Gift package deactivated",
              description: `Orders name ${gift.name}, so it is kept and hidden from the shop.`,
            },
      );
      await queryClient.invalidateQueries(trpc.gifts.pathFilter());
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    }
    setDeleting(null);
  }

  return (
    <Stack gap="4">
      <Flex justify="flex-end">
        <Button size="sm" colorPalette="burgundy" onClick={() => setEditing("new")}>
          <Plus aria-hidden /> Add Gift Package
        </Button>
      </Flex>
      <GiftGrid
        render={(gift) => (
          <GiftCard key={gift.id} gift={gift}>
            <Button
              size="xs"
              variant="outline"
              onClick={() => setEditing(gift)}
              aria-label={`Edit ${gift.name}`}
            >
              <Pencil aria-hidden /> Edit
            </Button>
            <Button size="xs" variant="outline" onClick={() => void toggle(gift)} disabled={pending}>
              <Power aria-hidden /> {gift.isActive ? "Deactivate" : "Activate"}
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={() => setDeleting(gift)}
              aria-label={`Delete ${gift.name}`}
            >
              <Trash2 aria-hidden /> Delete
            </Button>
          </GiftCard>
        )}
      />
      {editing ? (
        <GiftFormDialog gift={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        title={deleting ? `Delete the gift package “${deleting.name}”?` : "Delete gift package"}
        message="If orders name it, it is deactivated instead of deleted, and the orders keep it."
        confirmLabel="Delete Gift Package"
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
      />
    </Stack>
  );
}
