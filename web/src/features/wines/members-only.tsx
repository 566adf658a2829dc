import { Button, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { Crown } from "lucide-react";
import { useAuth } from "../../lib/auth";

/**
 * Exclusive wines are sold to club members only (the server refuses them to anyone else): true
 * when the signed-in person may buy this wine.
 */
export function useCanBuy(wine: { isExclusive: boolean }): boolean {
  const { user } = useAuth();
  return !wine.isExclusive || Boolean(user?.membershipTier);
}

/** In place of Add to Cart on an exclusive wine for someone without a club tier. */
export function JoinToBuyButton({
  wineName,
  size,
  label = "Members only: Join",
}: {
  wineName: string;
  size?: "md" | "lg";
  label?: string;
}) {
  return (
    <Button asChild flex="1" size={size} variant="outline" colorPalette="burgundy">
      <RouterLink to="/membership" aria-label={`${wineName} is for wine club members: join the club`}>
        <Crown aria-hidden /> {label}
      </RouterLink>
    </Button>
  );
}

/** The wine page's purchase box for an exclusive wine, when the reader is not a member. */
export function MembersOnlyPanel({ wineName }: { wineName: string }) {
  return (
    <Stack gap="3" bg="gold.50" borderRadius="xl" p="5" borderWidth="1px" borderColor="gold.300">
      <Text fontWeight="semibold" color="burgundy.900">
        This wine is for wine club members.
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Members of every tier can buy our exclusive bottles, with their club discount.
      </Text>
      <JoinToBuyButton wineName={wineName} size="lg" label="Join the Wine Club" />
    </Stack>
  );
}
