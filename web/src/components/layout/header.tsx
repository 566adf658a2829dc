import {
  Badge,
  Box,
  Button,
  CloseButton,
  Container,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Link,
  Menu,
  Portal,
  Separator,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { site } from "contracts/site";
import {
  ChevronDown,
  LayoutDashboard,
  LogOut,
  Menu as MenuIcon,
  Shield,
  ShoppingCart,
  User,
} from "lucide-react";
import { useState } from "react";
import { useAuth } from "../../lib/auth";
import { paths } from "../../lib/paths";
import { mediaLinks, type NavItem, primaryLinks } from "./nav-links";
import { Wordmark } from "./wordmark";

const navLinkStyles = {
  px: "2.5",
  py: "2",
  borderRadius: "md",
  fontWeight: "medium",
  color: "burgundy.900",
  textDecoration: "none",
  _hover: { color: "burgundy.600", bg: "cream.200", textDecoration: "none" },
  "&[data-status=active]": { color: "burgundy.700", boxShadow: "inset 0 -2px 0 {colors.gold.500}" },
} as const;

function NavLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  return (
    <Link asChild {...navLinkStyles}>
      <RouterLink to={item.to} activeOptions={{ exact: item.to === "/" }} onClick={onNavigate}>
        {item.label}
      </RouterLink>
    </Link>
  );
}

function CartLink({ quantity }: { quantity: number }) {
  const label = quantity > 0 ? `Cart, ${quantity} ${quantity === 1 ? "item" : "items"}` : "Cart";
  return (
    <Link
      asChild
      position="relative"
      p="2"
      borderRadius="md"
      color="burgundy.800"
      _hover={{ bg: "cream.200" }}
    >
      <RouterLink to={paths.cart} aria-label={label}>
        <ShoppingCart size={22} aria-hidden />
        {quantity > 0 ? (
          <Badge
            position="absolute"
            top="-1"
            insetEnd="-1"
            borderRadius="full"
            minW="5"
            h="5"
            justifyContent="center"
            bg="gold.500"
            color="burgundy.950"
            fontSize="xs"
            aria-hidden
          >
            {quantity > 99 ? "99+" : quantity}
          </Badge>
        ) : null}
      </RouterLink>
    </Link>
  );
}

function AccountLinks({ direction, onNavigate }: { direction: "row" | "column"; onNavigate?: () => void }) {
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

function MediaMenu() {
  return (
    <Menu.Root positioning={{ placement: "bottom-start" }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="md"
          px="2.5"
          fontSize="md"
          fontWeight="medium"
          color="burgundy.900"
          _hover={{ bg: "cream.200" }}
        >
          Media <ChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40" bg="cream.50">
            {mediaLinks.map((item) => (
              <Menu.Item key={item.to} value={item.to} asChild cursor="pointer">
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function MobileMenu({ cartQuantity }: { cartQuantity: number }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" color="burgundy.800">
          <MenuIcon aria-hidden />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="cream.50">
            <Drawer.Header>
              <Drawer.Title>
                <Wordmark />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Mobile" gap="1">
                {primaryLinks.map((item) => (
                  <NavLink key={item.to} item={item} onNavigate={close} />
                ))}
                <Text
                  px="2.5"
                  pt="3"
                  fontSize="xs"
                  textTransform="uppercase"
                  letterSpacing="wider"
                  color="fg.muted"
                >
                  Media
                </Text>
                {mediaLinks.map((item) => (
                  <NavLink key={item.to} item={item} onNavigate={close} />
                ))}
                <NavLink
                  item={{ to: paths.cart, label: cartQuantity > 0 ? `Cart (${cartQuantity})` : "Cart" }}
                  onNavigate={close}
                />
              </Stack>
              <Separator my="4" />
              <AccountLinks direction="column" onNavigate={close} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

export interface HeaderProps {
  /** Total quantity across the cart lines; the badge hides at 0. */
  cartQuantity?: number;
}

export function Header({ cartQuantity = 0 }: HeaderProps) {
  return (
    <Box
      as="header"
      bg="cream.50"
      borderBottomWidth="1px"
      borderColor="cream.300"
      position="sticky"
      top="0"
      zIndex="sticky"
      boxShadow="0 1px 8px rgba(64, 17, 28, 0.06)"
    >
      <Container maxW="7xl" py={{ base: "2", lg: "2.5" }}>
        <Flex align="center" justify="space-between" gap="4">
          <Link asChild textDecoration="none" _hover={{ textDecoration: "none" }} borderRadius="md">
            <RouterLink to="/" aria-label={`${site.name}, home`}>
              <Wordmark />
            </RouterLink>
          </Link>

          <HStack gap="2">
            <CartLink quantity={cartQuantity} />
            <Box display={{ base: "none", lg: "block" }}>
              <AccountLinks direction="row" />
            </Box>
            <Box display={{ base: "block", lg: "none" }}>
              <MobileMenu cartQuantity={cartQuantity} />
            </Box>
          </HStack>
        </Flex>
      </Container>
      <Box borderTopWidth="1px" borderColor="cream.200" display={{ base: "none", lg: "block" }}>
        <Container maxW="7xl">
          <HStack as="nav" aria-label="Main" gap="1" justify="center" py="1">
            {primaryLinks.map((item) => (
              <NavLink key={item.to} item={item} />
            ))}
            <MediaMenu />
          </HStack>
        </Container>
      </Box>
    </Box>
  );
}
