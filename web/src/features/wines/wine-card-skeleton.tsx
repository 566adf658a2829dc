import { ProductCardSkeleton } from "../../components/product-card-skeleton";

/** The shape of a wine card (its taller bottle picture) while the list loads. */
export function WineCardSkeleton() {
  return <ProductCardSkeleton imageHeight="72" withButton={false} />;
}
