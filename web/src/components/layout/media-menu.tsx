import { Menu, Portal } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { mediaLinks } from "./nav-links";

/** The header's Media menu, loaded and mounted open by its button's first press (header.tsx). */
export default function MediaMenu({ trigger }: { trigger: ReactElement }) {
  return (
    <Menu.Root positioning={{ placement: "bottom-start" }} defaultOpen>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
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
