import { Badge, Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Wine } from "contracts";
import { memberCategoryLabels } from "contracts/membership/rules";
import { formatPrice } from "contracts/money";
import { wineTypeLabels } from "contracts/wines/labels";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { ImageWithFallback } from "../../../components/image-with-fallback";
import { LoadError } from "../../../components/load-error";
import { SearchBox } from "../../../components/search-box";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../components/ui/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { WineFormDialog } from "./wine-form-dialog";

function stockText(stock: number): string {
  if (stock < 0) return "Unlimited stock";
  return `${stock} ${stock === 1 ? "bottle" : "bottles"}`;
}

function WineCard({ wine, onEdit, onDelete }: { wine: Wine; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card.Root as="li" bg="white" borderRadius="xl" size="sm" opacity={wine.isAvailable ? 1 : 0.85}>
      <Card.Body>
        <HStack gap="4" align="flex-start">
          <Box flexShrink={0} w="16" h="24" bg="gray.50" borderRadius="md" overflow="hidden">
            <ImageWithFallback src={wine.imageUrl} alt="" w="full" h="full" objectFit="contain" />
          </Box>
          <Stack gap="1" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading as="h3" size="sm" color="burgundy.800">
                {wine.name}
              </Heading>
              <Badge size="sm" colorPalette={wine.isAvailable ? "green" : "gray"} variant="solid">
                {wine.isAvailable ? "Available" : "Unavailable"}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {wine.description}
            </Text>
            <Text fontSize="sm">
              {wineTypeLabels[wine.type]} · {wine.vintage} · {formatPrice(wine.price)} ·{" "}
              <Text
                as="span"
                color={wine.stock === 0 ? "red.600" : undefined}
                fontWeight={wine.stock === 0 ? "semibold" : undefined}
              >
                {stockText(wine.stock)}
              </Text>
            </Text>
            {wine.region ? (
              <Text fontSize="xs" color="fg.muted">
                {wine.region}
              </Text>
            ) : null}
            <HStack gap="2" wrap="wrap">
              <Badge size="sm" colorPalette="gold" variant="subtle">
                Wine Club: {wine.membershipCategory ? memberCategoryLabels[wine.membershipCategory] : "None"}
              </Badge>
              {wine.isExclusive ? (
                <Badge size="sm" colorPalette="burgundy" variant="subtle">
                  Members only
                </Badge>
              ) : null}
            </HStack>
            <HStack gap="2" pt="1">
              <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${wine.name}`}>
                <Pencil aria-hidden /> Edit
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={onDelete}
                aria-label={`Delete ${wine.name}`}
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

/** The catalogue's wines, available or not, searched by name or type, added, edited and deleted. */
export function WinesTab() {
  const [search, setSearch] = useState("");
  const query = useQuery(trpc.wines.list.queryOptions());
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.wines.remove.mutationOptions());
  const [editing, setEditing] = useState<Wine | "new" | null>(null);
  const [deleting, setDeleting] = useState<Wine | null>(null);

  // The whole catalogue is a few dozen wines (admins get the unavailable ones too): searched here,
  // by name or type, as the person types.
  const needle = search.trim().toLowerCase();
  const shown = (query.data ?? []).filter(
    (wine) =>
      !needle ||
      wine.name.toLowerCase().includes(needle) ||
      wineTypeLabels[wine.type].toLowerCase().includes(needle),
  );

  async function confirmDelete() {
    const wine = deleting;
    if (!wine) return;
    try {
      const result = await remove.mutateAsync({ id: wine.id });
      toast(
        "deleted" in result
          ? { title: "Wine deleted", description: `${wine.name} has been removed.` }
          : {
              title: "Wine marked unavailable",
              description: `Orders or journals name ${wine.name}, so it is kept and hidden from the shop.`,
            },
      );
      await queryClient.invalidateQueries(trpc.wines.pathFilter());
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The wine was not deleted.",
        variant: "destructive",
      });
    }
    setDeleting(null);
  }

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <SearchBox
          value={search}
          onSearch={setSearch}
          label="Search wines"
          placeholder="Search wines by name or type..."
          delay={0}
          minW="56"
          maxW="sm"
        />
        <Button size="sm" colorPalette="burgundy" onClick={() => setEditing("new")}>
          <Plus aria-hidden /> Add Wine
        </Button>
      </Flex>
      {query.isPending ? (
        <SkeletonStack count={6} height="28" borderRadius="xl" />
      ) : query.isError ? (
        <LoadError
          variant="inline"
          error={query.error}
          fallback="The wines could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : shown.length === 0 ? (
        <Text color="fg.muted">No wines match your search.</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, lg: 2 }} gap="3" listStyleType="none" aria-label="Wines">
          {shown.map((wine) => (
            <WineCard
              key={wine.id}
              wine={wine}
              onEdit={() => setEditing(wine)}
              onDelete={() => setDeleting(wine)}
            />
          ))}
        </SimpleGrid>
      )}
      {editing ? (
        <WineFormDialog wine={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        title={deleting ? `Delete the wine “${deleting.name} ${deleting.vintage}”?` : "Delete wine"}
        message="If orders name it, it is made unavailable instead of deleted, and the orders keep it."
        confirmLabel="Delete Wine"
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
