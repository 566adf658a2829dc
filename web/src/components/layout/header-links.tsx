import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { LayoutDashboard, LogOut, Shield, User } from "lucide-react";
import { useAuth } from "../../lib/auth";
import type { NavItem } from "./nav-links";

export const navLinkStyles = {
  px: "2.5",
  py: "2",
  borderRadius: "md",
  fontWeight: "medium",
  color: "burgundy.900",
  textDecoration: "none",
  _hover: { color: "burgundy.600", bg: "cream.200", textDecoration: "none" },
  "&[data-status=active]": { color: "burgundy.700", boxShadow: "inset 0 -2px 0 {colors.gold.500}" },
} as const;

export function NavLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  return (
    <Link asChild {...navLinkStyles}>
      <RouterLink to={item.to} activeOptions={{ exact: item.to === "/" }} onClick={onNavigate}>
        {item.label}
      </RouterLink>
    </Link>
  );
}

export function AccountLinks({
  direction,
  onNavigate,
}: {
  direction: "row" | "column";
  onNavigate?: () => void;
}) {
  const { user, isAdmin, logout, isLoggingOut } = useAuth();
  if (!user) {
    return (
      <Button asChild size="sm" colorPalette="burgundy">
        <RouterLink to="/membership" onClick={onNavigate}>
          <User aria-hidden /> Login
        </RouterLink>
      </Button>
    );
  }
  return (
    <Stack direction={direction} gap="2" align={direction === "row" ? "center" : "stretch"}>
      <Link asChild {...navLinkStyles} display="inline-flex" alignItems="center" gap="1.5">
        <RouterLink to="/dashboard" onClick={onNavigate}>
          <LayoutDashboard size={16} aria-hidden />
          <Text as="span" truncate maxW="56">
            Welcome, {user.username}
          </Text>
        </RouterLink>
      </Link>
      {isAdmin ? (
        <Button asChild size="sm" variant="subtle" colorPalette="gold">
          <RouterLink to="/admin" onClick={onNavigate}>
            <Shield aria-hidden /> Admin Panel
          </RouterLink>
        </Button>
      ) : null}
      <Button size="sm" variant="outline" onClick={() => void logout()} loading={isLoggingOut}>
        <LogOut aria-hidden /> Logout
      </Button>
    </Stack>
  );
}
