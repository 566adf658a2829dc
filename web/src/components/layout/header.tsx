import { Badge, Box, Button, Container, Flex, HStack, IconButton, Link } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { site } from "contracts/site";
import { ChevronDown, Menu as MenuIcon, ShoppingCart } from "lucide-react";
import { lazy } from "react";
import { useCartQuantity } from "../../lib/cart";
import { paths } from "../../lib/paths";
import { FirstUse } from "../ui/first-use";
import { AccountLinks, NavLink } from "./header-links";
import { primaryLinks } from "./nav-links";
import { Wordmark } from "./wordmark";

function CartLink() {
  // Shares its key with the cart page, so every cart change (which invalidates it) updates the badge.
  const quantity = useCartQuantity();
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

const mediaButton = (
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
);

const menuButton = (
  <IconButton aria-label="Open menu" variant="ghost" color="burgundy.800">
    <MenuIcon aria-hidden />
  </IconButton>
);

// The menu and the drawer (and Chakra's menu and drawer machinery) load on their first press.
const MediaMenu = lazy(() => import("./media-menu"));
const MobileMenu = lazy(() => import("./mobile-menu"));

export function Header() {
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
            <CartLink />
            <Box display={{ base: "none", lg: "block" }}>
              <AccountLinks direction="row" />
            </Box>
            <Box display={{ base: "block", lg: "none" }}>
              <FirstUse trigger={menuButton}>
                <MobileMenu trigger={menuButton} />
              </FirstUse>
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
            <FirstUse trigger={mediaButton}>
              <MediaMenu trigger={mediaButton} />
            </FirstUse>
          </HStack>
        </Container>
      </Box>
    </Box>
  );
}
