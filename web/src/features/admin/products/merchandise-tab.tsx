import { Badge, Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Merchandise } from "contracts";
import { formatPrice } from "contracts/money";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { ImageWithFallback } from "../../../components/image-with-fallback";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../components/ui/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { MerchandiseFormDialog } from "./merchandise-form-dialog";

function MerchandiseCard({
  item,
  onEdit,
  onDelete,
}: {
  item: Merchandise;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card.Root as="li" bg="white" borderRadius="xl" size="sm" opacity={item.isActive ? 1 : 0.85}>
      <Card.Body>
        <HStack gap="4" align="flex-start">
          <Box flexShrink={0} w="20" h="20" bg="gray.50" borderRadius="md" overflow="hidden">
            <ImageWithFallback src={item.imageUrl} alt="" w="full" h="full" objectFit="cover" />
          </Box>
          <Stack gap="1" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading as="h3" size="sm" color="burgundy.800">
                {item.name}
              </Heading>
              <Badge size="sm" colorPalette={item.isActive ? "green" : "gray"} variant="solid">
                {item.isActive ? "Active" : "Inactive"}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {item.description}
            </Text>
            <Text fontSize="sm">
              {item.category} · {formatPrice(item.price)} ·{" "}
              <Text as="span" color={item.stock === 0 ? "red.600" : undefined}>
                {item.stock} in stock
              </Text>
            </Text>
            {item.sizes.length > 0 ? (
              <Text fontSize="xs" color="fg.muted">
                {item.sizes.map((s) => `${s.size} ${s.stock}`).join(" · ")}
              </Text>
            ) : null}
            <HStack gap="2" pt="1">
              <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${item.name}`}>
                <Pencil aria-hidden /> Edit
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={onDelete}
                aria-label={`Delete ${item.name}`}
              >
                <Trash2 aria-hidden /> Delete
              </Button>
            </HStack>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** The Products screen's Merchandise tab: apparel, accessories and glassware. */
export function MerchandiseTab() {
  const query = useQuery(trpc.merchandise.list.queryOptions());
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.merchandise.remove.mutationOptions());
  const [editing, setEditing] = useState<Merchandise | "new" | null>(null);
  const [deleting, setDeleting] = useState<Merchandise | null>(null);

  async function confirmDelete() {
    const item = deleting;
    if (!item) return;
    try {
      const result = await remove.mutateAsync({ id: item.id });
      toast(
        "deleted" in result
          ? { title: "Item deleted", description: `${item.name} has been removed.` }
          : { title: "Item deactivated", description: `Orders name ${item.name}, so it is kept and hidden.` },
      );
      await queryClient.invalidateQueries(trpc.merchandise.pathFilter());
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
          <Plus aria-hidden /> Add Item
        </Button>
      </Flex>
      {query.isPending ? (
        <SkeletonStack count={4} height="24" borderRadius="xl" />
      ) : query.isError ? (
        <LoadError
          variant="inline"
          error={query.error}
          fallback="The merchandise could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <SimpleGrid
          as="ul"
          columns={{ base: 1, lg: 2 }}
          gap="3"
          listStyleType="none"
          aria-label="Merchandise"
        >
          {query.data.map((item) => (
            <MerchandiseCard
              key={item.id}
              item={item}
              onEdit={() => setEditing(item)}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </SimpleGrid>
      )}
      {editing ? (
        <MerchandiseFormDialog item={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        title={deleting ? `Delete the item “${deleting.name}”?` : "Delete item"}
        message="If orders name it, it is deactivated instead of deleted, and the orders keep it."
        confirmLabel="Delete Item"
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
