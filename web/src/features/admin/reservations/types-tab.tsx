import {
  Badge,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReservationType } from "contracts";
import { formatPrice } from "contracts/money";
import { reservationCategoryLabels } from "contracts/reservations/labels";
import { Clock, Pencil, Plus, Trash2, Users } from "lucide-react";
import { useState } from "react";
import { LoadError } from "../../../components/load-error";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../components/ui/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { TypeFormDialog } from "./type-form-dialog";

function TypeCardSkeleton() {
  return (
    <Card.Root bg="white" borderRadius="xl" aria-hidden>
      <Card.Body gap="3">
        <Skeleton height="6" width="60%" />
        <Skeleton height="4" width="40%" />
        <SkeletonText noOfLines={2} />
      </Card.Body>
    </Card.Root>
  );
}

function AdminTypeCard({
  type,
  onEdit,
  onDelete,
}: {
  type: ReservationType;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card.Root
      as="article"
      aria-label={type.name}
      bg="white"
      borderRadius="xl"
      height="full"
      opacity={type.isActive ? 1 : 0.75}
    >
      <Card.Body gap="3">
        <Flex justify="space-between" gap="3" align="flex-start">
          <Heading as="h3" size="md" color="burgundy.800">
            {type.name}
          </Heading>
          <Text fontWeight="bold" color="burgundy.900" whiteSpace="nowrap">
            {formatPrice(type.price)}
          </Text>
        </Flex>
        <HStack gap="2" wrap="wrap">
          <Badge variant="outline">{reservationCategoryLabels[type.category]}</Badge>
          {type.memberOnly ? (
            <Badge colorPalette="gold" variant="subtle">
              Members Only
            </Badge>
          ) : null}
          <Badge colorPalette={type.isActive ? "green" : "gray"} variant="subtle">
            {type.isActive ? "Active" : "Inactive"}
          </Badge>
        </HStack>
        <HStack gap="4" fontSize="sm" color="fg.muted">
          <HStack gap="1">
            <Clock size={14} aria-hidden /> {type.duration} min
          </HStack>
          <HStack gap="1">
            <Users size={14} aria-hidden /> Up to {type.capacity}
          </HStack>
        </HStack>
        <Text fontSize="sm" color="fg.muted" lineClamp={3}>
          {type.description}
        </Text>
      </Card.Body>
      <Card.Footer gap="2">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${type.name}`}>
          <Pencil aria-hidden /> Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={onDelete}
          aria-label={`Delete ${type.name}`}
        >
          <Trash2 aria-hidden /> Delete
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** Every reservation type, active or not, with create, edit and delete. */
export function TypesTab() {
  const query = useQuery(trpc.reservations.types.queryOptions());
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ReservationType | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<ReservationType | null>(null);
  const remove = useMutation(trpc.reservations.removeType.mutationOptions());

  function openForm(type: ReservationType | null) {
    setEditing(type);
    setFormOpen(true);
  }

  async function confirmDelete() {
    if (!deleting) return;
    const { id, name } = deleting;
    try {
      const result = await remove.mutateAsync({ id });
      toast(
        "deleted" in result
          ? { title: "Reservation type deleted", description: `${name} has been removed.` }
          : {
              title: "Reservation type deactivated",
              description: `${name} has bookings, so it was made inactive instead: it takes no new bookings.`,
            },
      );
      await queryClient.invalidateQueries(trpc.reservations.pathFilter());
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "Failed to delete event",
        variant: "destructive",
      });
    }
    setDeleting(null);
  }

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="fg.muted">
          Experiences guests can book. New and edited types get their times for the next 30 days at once.
        </Text>
        <Button colorPalette="burgundy" onClick={() => openForm(null)}>
          <Plus aria-hidden /> Add Reservation Type
        </Button>
      </Flex>
      {query.isPending ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <TypeCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <LoadError
          variant="inline"
          error={query.error}
          fallback="The reservation types could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <Text color="fg.muted" role="status">
          No reservation types yet. Add the first one to start taking bookings.
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
          {query.data.map((type) => (
            <AdminTypeCard
              key={type.id}
              type={type}
              onEdit={() => openForm(type)}
              onDelete={() => setDeleting(type)}
            />
          ))}
        </SimpleGrid>
      )}
      <TypeFormDialog open={formOpen} onOpenChange={setFormOpen} type={editing} />
      <ConfirmDialog
        title={deleting ? `Delete the reservation type “${deleting.name}”?` : "Delete reservation type"}
        message="Its free times go away. If bookings name it, it is made inactive instead, and those bookings stay."
        confirmLabel="Delete"
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
