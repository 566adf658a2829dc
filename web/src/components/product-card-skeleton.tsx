import { Card, Skeleton, SkeletonText } from "@chakra-ui/react";

/** The shape of a product card (gift package, merchandise) while its list loads. */
export function ProductCardSkeleton() {
  return (
    <Card.Root bg="white" overflow="hidden" borderRadius="xl" aria-hidden>
      <Skeleton height="56" />
      <Card.Body gap="3">
        <Skeleton height="4" width="30%" />
        <Skeleton height="6" width="70%" />
        <SkeletonText noOfLines={3} />
        <Skeleton height="10" width="full" mt="2" />
      </Card.Body>
    </Card.Root>
  );
}
