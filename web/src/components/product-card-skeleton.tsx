import { Card, Skeleton, SkeletonText } from "@chakra-ui/react";

export interface ProductCardSkeletonProps {
  /** The height of the card's picture. */
  imageHeight?: string;
  /** Whether the card ends with a full-width button (Add to Cart). */
  withButton?: boolean;
}

/** The shape of a product card (wine, gift package, merchandise) while its list loads. */
export function ProductCardSkeleton({ imageHeight = "56", withButton = true }: ProductCardSkeletonProps) {
  return (
    <Card.Root bg="white" overflow="hidden" borderRadius="xl" aria-hidden>
      <Skeleton height={imageHeight} />
      <Card.Body gap="3">
        <Skeleton height="4" width="30%" />
        <Skeleton height="6" width="70%" />
        <SkeletonText noOfLines={3} />
        {withButton ? <Skeleton height="10" width="full" mt="2" /> : null}
      </Card.Body>
    </Card.Root>
  );
}
