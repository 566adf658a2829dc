import { CloseButton, Drawer, Portal, Separator, Stack, Text } from "@chakra-ui/react";
import { type ReactElement, useState } from "react";
import { useCartQuantity } from "../../lib/cart";
import { paths } from "../../lib/paths";
import { AccountLinks, NavLink } from "./header-links";
import { mediaLinks, primaryLinks } from "./nav-links";
import { Wordmark } from "./wordmark";

/** The phone's menu drawer, loaded and mounted open by its button's first press (header.tsx). */
export default function MobileMenu({ trigger }: { trigger: ReactElement }) {
  const cartQuantity = useCartQuantity();
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
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
