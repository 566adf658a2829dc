import { Button } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { ShoppingBag, ShoppingCart } from "lucide-react";
import { paths } from "../lib/paths";
import { EmptyState } from "./empty-state";

/** The cart (or the checkout) with nothing in it, and the way to the shop. */
export function EmptyCart({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState
      icon={<ShoppingCart size={44} />}
      title={title}
      description={description}
      action={
        <Button asChild colorPalette="burgundy" size="lg">
          <RouterLink to={paths.shop}>
            <ShoppingBag aria-hidden /> Shop Wines
          </RouterLink>
        </Button>
      }
    />
  );
}
