import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ForumCategory } from "contracts";
import { tiers } from "contracts/membership/rules";
import { EyeOff, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../components/ui/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { CategoryIcon, countOf } from "../../forum";
import { CategoryFormDialog } from "./category-form-dialog";

function CategoryRow({
  category,
  onEdit,
  onDelete,
}: {
  category: ForumCategory;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const tier = category.membershipTierRequired;
  return (
    <Card.Root as="li" bg="white" borderRadius="xl" size="sm" opacity={category.isVisible ? 1 : 0.8}>
      <Card.Body>
        <Flex gap="3" align={{ base: "flex-start", md: "center" }} direction={{ base: "column", md: "row" }}>
          <HStack gap="3" flex="1" minW="0" align="flex-start">
            <Box color="burgundy.600" bg="burgundy.50" borderRadius="full" p="2" flexShrink={0}>
              <CategoryIcon icon={category.icon} />
            </Box>
            <Stack gap="1" minW="0">
              <HStack gap="2" wrap="wrap">
                <Heading as="h4" size="sm" color="burgundy.800">
                  {category.name}
                </Heading>
                <Badge size="sm" colorPalette={tier ? "gold" : "gray"} variant="subtle">
                  {tier ? `${tiers[tier].name} members and up` : "Everyone"}
                </Badge>
                {category.isVisible ? null : (
                  <Badge size="sm" colorPalette="gray" variant="solid">
                    <EyeOff size={12} aria-hidden /> Hidden
                  </Badge>
                )}
              </HStack>
              {category.description ? (
                <Text fontSize="sm" color="fg.muted">
                  {category.description}
                </Text>
              ) : null}
              <Text fontSize="xs" color="fg.muted">
                Order {category.sortOrder} · {countOf(category.topicCount, "topic", "topics")}
              </Text>
            </Stack>
          </HStack>
          <HStack gap="2" flexShrink={0}>
            <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${category.name}`}>
              <Pencil aria-hidden /> Edit
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={onDelete}
              aria-label={`Delete ${category.name}`}
              // Its topics would have nowhere to go: they are moved or deleted first (or the category hidden).
              disabled={category.topicCount > 0}
              title={category.topicCount > 0 ? "Move or delete its topics first, or hide it" : undefined}
            >
              <Trash2 aria-hidden /> Delete
            </Button>
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** The forum's categories: name, description, icon, who may read, order and visibility. */
export function CategoryManager() {
  const query = useQuery(trpc.admin.forumCategories.queryOptions());
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.admin.removeForumCategory.mutationOptions());
  const [editing, setEditing] = useState<ForumCategory | "new" | null>(null);
  const [deleting, setDeleting] = useState<ForumCategory | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      toast({ title: "Category deleted", description: `${deleting.name} is gone.` });
      await Promise.all([
        queryClient.invalidateQueries(trpc.admin.forumCategories.pathFilter()),
        queryClient.invalidateQueries(trpc.forum.pathFilter()),
      ]);
    } catch (error) {
      toast({
        title: "Not deleted",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    }
    setDeleting(null);
  }

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          Categories appear on the forum in this order. A category with a tier is locked for everyone below
          it.
        </Text>
        <Button size="sm" colorPalette="burgundy" onClick={() => setEditing("new")}>
          <Plus aria-hidden /> New Category
        </Button>
      </Flex>
      {query.isPending ? (
        <SkeletonStack count={5} height="20" borderRadius="xl" />
      ) : query.isError ? (
        <LoadError
          variant="inline"
          error={query.error}
          fallback="The categories could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Forum categories">
          {query.data.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              onEdit={() => setEditing(category)}
              onDelete={() => setDeleting(category)}
            />
          ))}
        </Stack>
      )}
      {editing ? (
        <CategoryFormDialog category={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        title="Delete Category"
        message={`Delete the category “${deleting?.name ?? ""}”? This cannot be undone.`}
        confirmLabel="Delete Category"
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
