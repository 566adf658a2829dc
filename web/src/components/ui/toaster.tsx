import { Toaster as ChakraToaster, Portal, Stack, Toast } from "@chakra-ui/react";
import { toaster } from "./toast";

/** Renders the notifications created with `toast()`; mounted once, in the app shell. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(item) => (
          <Toast.Root
            width={{ base: "full", md: "sm" }}
            maxWidth="420px"
            borderInlineStartWidth={item.type === "error" ? undefined : "4px"}
            borderInlineStartColor="gold.500"
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title ? <Toast.Title>{item.title}</Toast.Title> : null}
              {item.description ? <Toast.Description>{item.description}</Toast.Description> : null}
            </Stack>
            {item.action ? <Toast.ActionTrigger>{item.action.label}</Toast.ActionTrigger> : null}
            {item.closable ? <Toast.CloseTrigger aria-label="Dismiss notification" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
