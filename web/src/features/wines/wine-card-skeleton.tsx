import { Card, Skeleton, SkeletonText } from "@chakra-ui/react";

/** The shape of a wine card while the list loads. */
export function WineCardSkeleton() {
  return (
    <Card.Root bg="white" overflow="hidden" borderRadius="xl" aria-hidden>
      <Skeleton height="72" />
      <Card.Body gap="3">
        <Skeleton height="4" width="40%" />
        <Skeleton height="6" width="70%" />
        <SkeletonText noOfLines={3} />
      </Card.Body>
    </Card.Root>
  );
}
